import type { Transaction, TransactionType } from '@wheelhouse/contracts/wallet';

/** Spec §4 Cancellation: withdrawals of both kinds, crypto (withdraw) and fiat (sell). */
const CANCELLABLE_TYPES: readonly TransactionType[] = ['withdraw', 'sell'];

/**
 * Which cancel call a withdrawal takes (spec §4, §7): a fiat sell
 * `POST /api/v1/wallet/orders/sell/{id}/cancel`, a crypto one `POST /api/v1/wallet/txns/cancel/{id}`.
 */
export function cancelCallOf(transaction: Transaction): 'sell' | 'crypto' {
  return transaction.type === 'sell' ? 'sell' : 'crypto';
}

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
