import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Crypto Pay signs its webhook in this header. */
export const CRYPTO_PAY_SIGNATURE_HEADER = 'crypto-pay-api-signature';
/** xRocket signs its webhook in this header. */
export const XROCKET_SIGNATURE_HEADER = 'rocket-pay-signature';
/** Our API token travels in this header on every Crypto Pay call. */
export const CRYPTO_PAY_TOKEN_HEADER = 'crypto-pay-api-token';
/** Our API key travels in this header on every xRocket call. */
export const XROCKET_KEY_HEADER = 'rocket-pay-key';

/**
 * Both providers sign a webhook as hex HMAC-SHA256 over the raw body, keyed by the SHA-256 of the
 * API token: whoever holds the token (us and the provider) can sign, nobody else.
 */
export function signInvoiceWebhook(token: string, rawBody: string): string {
  const key = createHash('sha256').update(token).digest();
  return createHmac('sha256', key).update(rawBody).digest('hex');
}

export function verifyInvoiceWebhook(
  token: string,
  rawBody: string,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signInvoiceWebhook(token, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
