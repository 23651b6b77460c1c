/**
 * A fresh Idempotency-Key for one money-moving request (a bet click, a withdrawal). randomUUID
 * exists only in secure contexts; a page served over plain http (a LAN test host) falls back to 128
 * random bits from the same generator.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
