import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSportsBetsPage, type SportsBetsPage } from '@wheelhouse/contracts/sportsbook-bets';
import { apiRequest } from '../../../lib/api-client';
import { useMe } from '../../../lib/session/get-me';
import { sportsbookKeys } from './sportsbook-query-keys';

export type MyBetsTab = 'open' | 'settled' | 'cashed_out';
const LIMIT = 50;

/** GET /api/v1/sportsbook/bets?status=…: the player's own bets, newest first. */
export function fetchMyBets(status: MyBetsTab, signal?: AbortSignal): Promise<SportsBetsPage> {
  return apiRequest(`/api/v1/sportsbook/bets?status=${status}&offset=0&limit=${LIMIT}`, {
    schema: ZSportsBetsPage,
    signal,
  });
}

export const myBetsQueryOptions = (status: MyBetsTab) =>
  queryOptions({
    queryKey: sportsbookKeys.betsList(status),
    queryFn: ({ signal }) => fetchMyBets(status, signal),
    // Open bets settle while the list is on screen: asked again now and then.
    refetchInterval: status === 'open' ? 10_000 : false,
  });

export function useMyBets(status: MyBetsTab) {
  const me = useMe();
  return useQuery({ ...myBetsQueryOptions(status), enabled: Boolean(me.data) });
}
