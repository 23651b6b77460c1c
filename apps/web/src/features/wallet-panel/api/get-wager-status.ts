import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWagerStatus, type WagerStatus } from '@wheelhouse/contracts/cashier-crypto';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v2/wallet/wager: whether the player may withdraw now (spec §4 step 3). */
export function fetchWagerStatus(signal?: AbortSignal): Promise<WagerStatus> {
  return apiRequest('/api/v2/wallet/wager', { schema: ZWagerStatus, signal });
}

export const wagerStatusQueryOptions = queryOptions({
  queryKey: ['wallet', 'wager'] as const,
  queryFn: ({ signal }) => fetchWagerStatus(signal),
  // Every confirmed withdrawal asks again: wagering moves with every bet.
  staleTime: 0,
  retry: false,
});

/** The wager view reads the answer of the check that opened it. */
export function useWagerStatus() {
  return useQuery(wagerStatusQueryOptions);
}

/** The last answer of the check, without asking again (the bonus-burn dialog reads it). */
export function useCachedWagerStatus() {
  return useQuery({ ...wagerStatusQueryOptions, enabled: false });
}
