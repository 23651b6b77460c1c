import type { FiatOrder, FiatPaymentMethod, NotExpiredResponse } from '@wheelhouse/contracts/fiat';
import { DISPUTABLE_STATUSES } from '@wheelhouse/contracts/fiat';
import type { Transaction } from '@wheelhouse/contracts/wallet';

/**
 * Cashier spec §4 "Fiat deposit start": a method that permits several orders goes straight to the
 * form; otherwise the player's non-expired order of that method opens its details, else the form.
 */
export type DepositStart =
  { kind: 'form' } | { kind: 'checking' } | { kind: 'order'; orderId: string };

export function depositStart(
  method: FiatPaymentMethod,
  notExpired: NotExpiredResponse | undefined,
): DepositStart {
  if (method.buy?.multiplyOrdersAllowed) return { kind: 'form' };
  if (notExpired === undefined) return { kind: 'checking' };
  return notExpired.order ? { kind: 'order', orderId: notExpired.order.id } : { kind: 'form' };
}

/** Whether the method asks for extra fields before the order is created (spec §4). */
export function hasExternalFields(method: FiatPaymentMethod): boolean {
  const fields = method.buy?.externalDetailsFields;
  return !!fields && fields.required.length + fields.optional.length > 0;
}

/** What the details view shows for an order in each status (spec §4 "Fiat order statuses"). */
export type OrderScreen =
  /** Payment instructions with the countdown. */
  | { kind: 'details' }
  /** The processor's payment link, opened as the order says. */
  | { kind: 'external'; url: string; target: 'parent' | 'blank' | 'iframe' }
  /** Waiting for staff or the processor: the pending view. */
  | { kind: 'pending'; pendingType: 'deposit' | 'dispute' }
  /** Credited: the pending view closes and the success modal shows. */
  | { kind: 'completed' }
  /** Expired, declined or refunded: the error view, with the reason when there is one. */
  | { kind: 'error'; reason: 'timeouted' | 'declined' | 'refund' };

export function orderScreen(order: FiatOrder, nowMs: number): OrderScreen {
  switch (order.status) {
    case 'waiting':
      return isExpired(order, nowMs) ? { kind: 'error', reason: 'timeouted' } : { kind: 'details' };
    case 'pay_external_invoice':
      if (isExpired(order, nowMs)) return { kind: 'error', reason: 'timeouted' };
      return order.url
        ? { kind: 'external', url: order.url, target: order.meta.external_info.target ?? 'blank' }
        : { kind: 'details' };
    case 'wait_for_confirmation':
    case 'pending':
      return { kind: 'pending', pendingType: 'deposit' };
    case 'disputed':
      return { kind: 'pending', pendingType: 'dispute' };
    case 'completed':
      return { kind: 'completed' };
    case 'timeouted':
      return { kind: 'error', reason: 'timeouted' };
    case 'refund':
      return { kind: 'error', reason: 'refund' };
    case 'declined':
    case 'cancelled':
      return { kind: 'error', reason: 'declined' };
  }
}

/** The countdown reached zero (spec §4): the order can no longer be paid. */
export function isExpired(order: FiatOrder, nowMs: number): boolean {
  return order.details.expiredAt * 1000 <= nowMs;
}

/** History (spec §4): a waiting or external-invoice buy opens its details. */
export function opensDetails(transaction: Transaction): boolean {
  return (
    transaction.type === 'buy' &&
    (transaction.status === 'waiting' || transaction.status === 'pay_external_invoice')
  );
}

/** History (spec §4 "Dispute"): a buy in timeouted, pending, declined or wait_for_confirmation. */
export function canOpenDispute(transaction: Transaction): boolean {
  return (
    transaction.type === 'buy' &&
    (DISPUTABLE_STATUSES as readonly string[]).includes(transaction.status)
  );
}
