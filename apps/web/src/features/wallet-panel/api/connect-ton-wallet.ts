import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZTonProofPayloadResponse,
  ZTonWallet,
  type TonConnectWalletRequest,
} from '@wheelhouse/contracts/ton-connect';
import { apiRequest } from '../../../lib/api-client';
import { tonWalletQueryOptions } from './get-ton-wallet';

/** POST /api/v1/wallet/ton/proof-payload: a single-use payload for the wallet's ton_proof. */
export function fetchTonProofPayload() {
  return apiRequest('/api/v1/wallet/ton/proof-payload', {
    method: 'POST',
    schema: ZTonProofPayloadResponse,
  });
}

/** POST /api/v1/wallet/ton/wallet: the wallet and its proof; the server verifies and keeps it. */
export function useConnectTonWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TonConnectWalletRequest) =>
      apiRequest('/api/v1/wallet/ton/wallet', {
        method: 'POST',
        body: request,
        schema: ZTonWallet,
      }),
    onSuccess: (wallet) => queryClient.setQueryData(tonWalletQueryOptions.queryKey, { wallet }),
  });
}

/** DELETE /api/v1/wallet/ton/wallet. */
export function useDisconnectTonWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/v1/wallet/ton/wallet', { method: 'DELETE', schema: null }),
    onSettled: () => queryClient.setQueryData(tonWalletQueryOptions.queryKey, { wallet: null }),
  });
}
