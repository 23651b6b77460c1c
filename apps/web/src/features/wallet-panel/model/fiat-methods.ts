import type { FiatConditionsResponse, FiatPaymentMethod } from '@wheelhouse/contracts/fiat';

export type FiatPurpose = 'deposit' | 'withdraw';

/** Whether the method is offered on the tab: buy for deposits, sell for withdrawals (spec §3). */
export function offersPurpose(method: FiatPaymentMethod, purpose: FiatPurpose): boolean {
  return purpose === 'deposit' ? method.buy !== null : method.sell !== null;
}

/**
 * Cashier spec §9: fiat methods of one tab sorted by priority (higher first; equal priorities keep
 * the server's order), the operator's "other" ids grouped apart.
 */
export function fiatMethodGroups(
  conditions: FiatConditionsResponse,
  purpose: FiatPurpose,
): { fiat: FiatPaymentMethod[]; other: FiatPaymentMethod[] } {
  const other = new Set(conditions.other);
  const sorted = conditions.methods
    .filter((method) => offersPurpose(method, purpose))
    .map((method, index) => ({ method, index }))
    .sort((a, b) => b.method.priority - a.method.priority || a.index - b.index)
    .map(({ method }) => method);
  return {
    fiat: sorted.filter((method) => !other.has(method.id)),
    other: sorted.filter((method) => other.has(method.id)),
  };
}

/** A method of the conditions by id (the bankId of orders). */
export function findFiatMethod(
  conditions: FiatConditionsResponse | undefined,
  bankId: string,
): FiatPaymentMethod | undefined {
  return conditions?.methods.find((method) => method.id === bankId);
}
