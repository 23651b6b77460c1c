import { useMutation } from '@tanstack/react-query';
import {
  ZDevChainTransferResponse,
  type DevChainTransferRequest,
  type DevChainTransferResponse,
} from '@wheelhouse/contracts/cashier-crypto';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/dev/chain/transfers: simulators only — a test transfer to a deposit address. */
export function sendDevTransfer(
  request: DevChainTransferRequest,
): Promise<DevChainTransferResponse> {
  return apiRequest('/api/dev/chain/transfers', {
    method: 'POST',
    body: request,
    schema: ZDevChainTransferResponse,
  });
}

export function useSendDevTransfer() {
  return useMutation({ mutationFn: sendDevTransfer });
}
