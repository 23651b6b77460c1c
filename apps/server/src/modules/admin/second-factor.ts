import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** How far a code may be off the server's clock: one 30-second step either way. */
const TOLERANCE_SECONDS = 30;
const ISSUER = 'Wheelhouse back office';

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived from SESSION_SECRET, so a copy of the
 * database alone does not yield the codes. `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export function totpSealer(sessionSecret: string) {
  const key = Buffer.from(
    hkdfSync('sha256', sessionSecret, 'wheelhouse', 'staff-totp-secret-v1', 32),
  );
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable TOTP secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type TotpSealer = ReturnType<typeof totpSealer>;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/**
 * The time step a code belongs to, or null when it is wrong, outside the window or not after
 * `afterStep` (a code already used cannot be used again).
 */
export async function verifyTotp(input: {
  secret: string;
  code: string;
  now: Date;
  afterStep: number | null;
}): Promise<number | null> {
  const result = await verify({
    secret: input.secret,
    token: input.code,
    epoch: Math.floor(input.now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(input.afterStep !== null ? { afterTimeStep: input.afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
