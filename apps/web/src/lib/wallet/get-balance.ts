import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balance } from '@wheelhouse/contracts/wallet';
import { apiRequest } from '../api-client';
import { lazySchema } from '../lazy-schema';
import { clearRegion } from '../region/region-state';
import { useMe } from '../session/get-me';

/**
 * GET /api/v1/wallet/balance: the signed-in player's Balance. It lives in lib/ because the header,
 * the realtime client and later the cashier and games all read or write this one cache entry.
 */
export const balanceQueryKey = ['wallet', 'balance'] as const;

/** The Balance schema, loaded with the first request that needs it (lib/lazy-schema.ts). */
export const balanceSchema = lazySchema(() =>
  import('@wheelhouse/contracts/wallet').then((m) => m.ZBalance),
);

export async function fetchBalance(signal?: AbortSignal): Promise<Balance> {
  const balance = await apiRequest('/api/v1/wallet/balance', { schema: balanceSchema, signal });
  // Shell spec §4: a balance the server answered lifts the region dialog.
  clearRegion();
  return balance;
}

export const balanceQueryOptions = queryOptions({
  queryKey: balanceQueryKey,
  queryFn: ({ signal }) => fetchBalance(signal),
  // Shell spec §7: refetched on focus, even when the realtime channel kept it fresh.
  refetchOnWindowFocus: 'always',
});

/** The balance; only asked for while someone is signed in (guests get 401). */
export function useBalance() {
  const me = useMe();
  return useQuery({ ...balanceQueryOptions, enabled: Boolean(me.data) });
}
