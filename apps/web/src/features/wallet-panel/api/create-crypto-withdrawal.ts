import { useMutation } from '@tanstack/react-query';
import type { CryptoWithdrawRequest } from '@wheelhouse/contracts/cashier-crypto';
import { ZTransaction, type Transaction } from '@wheelhouse/contracts/wallet';
import { apiRequest } from '../../../lib/api-client';
import { withStepUp } from '../../../lib/step-up/with-step-up';

export interface CreateCryptoWithdrawal {
  request: CryptoWithdrawRequest;
  /** One key per confirmed attempt; a retry of the same attempt sends the same key. */
  idempotencyKey: string;
}

/** POST /api/v1/wallet/txns/withdraw: holds amount + fee and answers the pending Transaction. */
export function createCryptoWithdrawal({
  request,
  idempotencyKey,
}: CreateCryptoWithdrawal): Promise<Transaction> {
  return apiRequest('/api/v1/wallet/txns/withdraw', {
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': idempotencyKey },
    schema: ZTransaction,
  });
}

export function useCreateCryptoWithdrawal() {
  // Money leaving the account needs a recent password or code: the step-up dialog asks for it.
  return useMutation({
    mutationFn: (input: Parameters<typeof createCryptoWithdrawal>[0]) =>
      withStepUp(() => createCryptoWithdrawal(input)),
  });
}
