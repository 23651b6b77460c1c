import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTonWalletResponse } from '@wheelhouse/contracts/ton-connect';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/wallet/ton/wallet: the wallet the player proved with ton_proof, or null. */
export const tonWalletQueryOptions = queryOptions({
  queryKey: ['wallet', 'ton', 'wallet'] as const,
  queryFn: ({ signal }) =>
    apiRequest('/api/v1/wallet/ton/wallet', { schema: ZTonWalletResponse, signal }),
  staleTime: 60_000,
});

export function useTonWallet(enabled = true) {
  return useQuery({ ...tonWalletQueryOptions, enabled });
}
