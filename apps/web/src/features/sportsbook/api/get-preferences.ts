import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZSportsbookPreferences,
  type SportsbookPreferences,
} from '@wheelhouse/contracts/sportsbook-bets';
import { apiRequest } from '../../../lib/api-client';
import { useMe } from '../../../lib/session/get-me';
import { sportsbookKeys } from './sportsbook-query-keys';

/** GET /api/v1/sportsbook/preferences: odds format and odds-change policy of the player. */
export function fetchPreferences(signal?: AbortSignal): Promise<SportsbookPreferences> {
  return apiRequest('/api/v1/sportsbook/preferences', { schema: ZSportsbookPreferences, signal });
}

export const preferencesQueryOptions = queryOptions({
  queryKey: sportsbookKeys.preferences,
  queryFn: ({ signal }) => fetchPreferences(signal),
  staleTime: Infinity,
});

export function usePreferencesQuery() {
  const me = useMe();
  return useQuery({ ...preferencesQueryOptions, enabled: Boolean(me.data) });
}
