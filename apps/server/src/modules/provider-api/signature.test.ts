import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySignature } from './signature';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

describe('provider request signatures', () => {
  const keys = pair();
  const body = '{"request_uuid":"r1","token":"t","amount":100}';
  const rsa = { signature: 'rsa' as const, publicKey: keys.publicKey };
  const signed = sign('sha256', Buffer.from(body), keys.privateKey).toString('base64');

  it('accepts RSA-SHA256 over the exact bytes with the provider’s public key', () => {
    expect(verifySignature(rsa, body, signed)).toBe(true);
  });

  it('refuses another body, another key, a missing or malformed signature', () => {
    expect(verifySignature(rsa, body.replace('100', '1000'), signed)).toBe(false);
    expect(verifySignature(rsa, `${body} `, signed)).toBe(false);
    expect(verifySignature({ signature: 'rsa', publicKey: pair().publicKey }, body, signed)).toBe(
      false,
    );
    expect(verifySignature(rsa, body, undefined)).toBe(false);
    expect(verifySignature(rsa, body, 'not base64!')).toBe(false);
    expect(verifySignature({ signature: 'rsa', publicKey: 'garbage' }, body, signed)).toBe(false);
  });

  it('accepts hex HMAC-SHA256 with the shared secret and nothing else', () => {
    const hmac = { signature: 'hmac' as const, secret: 's'.repeat(32) };
    const mac = createHmac('sha256', hmac.secret).update(body).digest('hex');
    expect(verifySignature(hmac, body, mac)).toBe(true);
    expect(verifySignature(hmac, body, mac.toUpperCase())).toBe(true);
    expect(verifySignature({ ...hmac, secret: 't'.repeat(32) }, body, mac)).toBe(false);
    expect(verifySignature(hmac, `${body}\n`, mac)).toBe(false);
    expect(verifySignature(hmac, body, mac.slice(2))).toBe(false);
    expect(verifySignature(hmac, body, signed)).toBe(false);
  });
});
