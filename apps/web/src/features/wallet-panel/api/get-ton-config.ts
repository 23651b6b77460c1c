import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTonConnectConfig } from '@wheelhouse/contracts/ton-connect';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/wallet/ton/config: manifest, network and wallets list for TON Connect. */
export const tonConfigQueryOptions = queryOptions({
  queryKey: ['wallet', 'ton', 'config'] as const,
  queryFn: ({ signal }) =>
    apiRequest('/api/v1/wallet/ton/config', { schema: ZTonConnectConfig, signal }),
  staleTime: Infinity,
});

export function useTonConfig() {
  return useQuery(tonConfigQueryOptions);
}
