/**
 * Where a movement came from: the payment provider (cryptobot, xrocket) when the cashier named
 * one, else the module that moved it (cashier-crypto, messenger-payments.xrocket-withdraw, …).
 */
export function transferSource(metadata: Record<string, unknown>): string {
  for (const key of ['provider', 'source']) {
    const value = metadata[key];
    if (typeof value === 'string' && value) return value;
  }
  return '—';
}
