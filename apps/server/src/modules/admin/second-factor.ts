import { generateSecret, generateURI, verify } from 'otplib';
import { secretSealer } from '../../platform/secret-sealer';

/** How far a code may be off the server's clock: one 30-second step either way. */
const TOLERANCE_SECONDS = 30;
const ISSUER = 'Wheelhouse back office';

/** TOTP secrets at rest, sealed under SESSION_SECRET (platform/secret-sealer). */
export function totpSealer(sessionSecret: string) {
  return secretSealer(sessionSecret, 'staff-totp-secret-v1');
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
