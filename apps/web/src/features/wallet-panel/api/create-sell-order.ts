import { useMutation } from '@tanstack/react-query';
import { ZSellOrderResponse, type SellOrderRequest } from '@wheelhouse/contracts/fiat';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { apiRequest } from '../../../lib/api-client';
import { withStepUp } from '../../../lib/step-up/with-step-up';

export interface CreateSellOrder {
  request: SellOrderRequest;
  /** One key per confirmed attempt; a retry of the same attempt sends the same key. */
  idempotencyKey: string;
}

/**
 * POST /api/v2/wallet/orders/sell: holds amount + fee and answers the sell's pending history row
 * (a Transaction of type sell, cancellable until its cancellableUntil).
 */
export function createSellOrder({
  request,
  idempotencyKey,
}: CreateSellOrder): Promise<Transaction> {
  return apiRequest('/api/v2/wallet/orders/sell', {
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': idempotencyKey },
    schema: ZSellOrderResponse,
  });
}

export function useCreateSellOrder() {
  // Money leaving the account needs a recent password or code: the step-up dialog asks for it.
  return useMutation({
    mutationFn: (input: Parameters<typeof createSellOrder>[0]) =>
      withStepUp(() => createSellOrder(input)),
  });
}
