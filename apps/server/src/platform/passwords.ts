import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes). */
const ARGON2_OPTIONS = {
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Whether a stored hash is a real password's (an account opened in the messenger has none). */
export function isPasswordHash(passwordHash: string): boolean {
  return passwordHash.startsWith('$argon2');
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so that "no such account" costs as much time as "wrong password"
 * and response timing does not reveal which emails are registered.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
