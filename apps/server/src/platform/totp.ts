import { generateSecret, generateURI, verify } from 'otplib';

/** How far a code may be off the server's clock: one 30-second step either way. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(issuer: string, label: string, secret: string): string {
  return generateURI({ issuer, label, secret });
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
