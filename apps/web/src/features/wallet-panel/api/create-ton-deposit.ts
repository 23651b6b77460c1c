import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ZTonDeposit, type TonDepositRequest } from '@wheelhouse/contracts/ton-connect';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/wallet/ton/deposits: the sendTransaction request for the wallet to sign. */
export function useCreateTonDeposit() {
  return useMutation({
    mutationFn: (request: TonDepositRequest) =>
      apiRequest('/api/v1/wallet/ton/deposits', {
        method: 'POST',
        body: request,
        schema: ZTonDeposit,
      }),
  });
}

/** POST /api/v1/wallet/ton/deposits/{id}/sent: the signed message the wallet returned. */
export function markTonDepositSent(id: string, boc: string) {
  return apiRequest(`/api/v1/wallet/ton/deposits/${encodeURIComponent(id)}/sent`, {
    method: 'POST',
    body: { boc },
    schema: null,
  });
}

/** GET /api/v1/wallet/ton/deposits/{id}, asked again every 2 s until the chain credits it. */
export const tonDepositQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['wallet', 'ton', 'deposit', id] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/wallet/ton/deposits/${encodeURIComponent(id)}`, {
        schema: ZTonDeposit,
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.status === 'credited' || query.state.data?.status === 'expired'
        ? false
        : 2000,
  });

export function useTonDeposit(id: string) {
  return useQuery(tonDepositQueryOptions(id));
}
