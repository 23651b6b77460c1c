import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBonusSettings, type BonusSettings } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../api-client';
import { useMe } from '../session/get-me';

/** GET /api/v2/users/loyalty: the player's bonus settings (the deposit views and bonus screens). */
export const bonusSettingsQueryKey = ['bonuses', 'settings'] as const;

export function fetchBonusSettings(signal?: AbortSignal): Promise<BonusSettings> {
  return apiRequest('/api/v2/users/loyalty', { schema: ZBonusSettings, signal });
}

export const bonusSettingsQueryOptions = queryOptions({
  queryKey: bonusSettingsQueryKey,
  queryFn: ({ signal }) => fetchBonusSettings(signal),
});

export function useBonusSettings() {
  const me = useMe();
  return useQuery({ ...bonusSettingsQueryOptions, enabled: Boolean(me.data) });
}
