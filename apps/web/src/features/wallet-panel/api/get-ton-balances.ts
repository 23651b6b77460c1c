import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTonBalances } from '@wheelhouse/contracts/ton-connect';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/wallet/ton/balances: the connected wallet's TON and USDT, read from the chain. */
export const tonBalancesQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['wallet', 'ton', 'balances', address] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/wallet/ton/balances', { schema: ZTonBalances, signal }),
    staleTime: 15_000,
  });

export function useTonBalances(address: string) {
  return useQuery(tonBalancesQueryOptions(address));
}
