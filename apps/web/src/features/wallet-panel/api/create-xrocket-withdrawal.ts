import { useMutation } from '@tanstack/react-query';
import type { XRocketWithdrawRequest } from '@wheelhouse/contracts/messenger-payments';
import { ZTransaction, type Transaction } from '@wheelhouse/contracts/wallet';
import { apiRequest } from '../../../lib/api-client';
import { withStepUp } from '../../../lib/step-up/with-step-up';

/** POST /api/v1/wallet/xrocket/withdraw: holds the amount and pays it to the player's xRocket wallet. */
export function createXRocketWithdrawal({
  request,
  idempotencyKey,
}: {
  request: XRocketWithdrawRequest;
  /** One key per submitted attempt; a retry of the same attempt sends the same key. */
  idempotencyKey: string;
}): Promise<Transaction> {
  return apiRequest('/api/v1/wallet/xrocket/withdraw', {
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': idempotencyKey },
    schema: ZTransaction,
  });
}

export function useCreateXRocketWithdrawal() {
  // Money leaving the account needs a recent password or code, as for crypto withdrawals.
  return useMutation({
    mutationFn: (input: Parameters<typeof createXRocketWithdrawal>[0]) =>
      withStepUp(() => createXRocketWithdrawal(input)),
  });
}
