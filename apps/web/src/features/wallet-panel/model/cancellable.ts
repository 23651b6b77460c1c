import type { Transaction, TransactionType } from '@wheelhouse/contracts/wallet';

/**
 * Types whose cancel call exists. Spec §4 allows sell too, through POST
 * /api/v1/wallet/orders/sell/{id}/cancel; that call comes with the fiat cashier, and until then a
 * sell shows no cancel button rather than one that cannot work.
 */
const CANCELLABLE_TYPES: readonly TransactionType[] = ['withdraw'];

/** Cashier spec §4 Cancellation: pending, a withdrawal, and now before cancellableUntil. */
export function isCancellable(transaction: Transaction, nowMs: number): boolean {
  return (
    transaction.status === 'pending' &&
    CANCELLABLE_TYPES.includes(transaction.type) &&
    transaction.cancellableUntil !== null &&
    nowMs < transaction.cancellableUntil * 1000
  );
}

/** Milliseconds until the cancel button must go, or null when it is not shown at all. */
export function msUntilNotCancellable(transaction: Transaction, nowMs: number): number | null {
  if (!isCancellable(transaction, nowMs)) return null;
  return transaction.cancellableUntil! * 1000 - nowMs;
}
