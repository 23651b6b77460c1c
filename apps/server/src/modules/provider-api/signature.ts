import { createHmac, createPublicKey, timingSafeEqual, verify } from 'node:crypto';

/** How a provider signs its calls: its RSA public key (Hub88) or a shared HMAC secret. */
export type SignatureKey =
  { signature: 'rsa'; publicKey: string } | { signature: 'hmac'; secret: string };

/**
 * True when `signature` is the provider's signature over the exact request bytes: base64
 * RSA-SHA256 (PKCS#1 v1.5) verified with its public key, or hex HMAC-SHA256 keyed by its secret.
 * A malformed key or signature is false, never a throw.
 */
export function verifySignature(
  key: SignatureKey,
  rawBody: string,
  signature: string | undefined,
): boolean {
  if (!signature || signature.length > 2048) return false;
  try {
    if (key.signature === 'rsa') {
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
      return verify(
        'sha256',
        Buffer.from(rawBody, 'utf8'),
        createPublicKey(key.publicKey),
        Buffer.from(signature, 'base64'),
      );
    }
    if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
    const expected = createHmac('sha256', key.secret).update(rawBody, 'utf8').digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  } catch {
    return false;
  }
}
