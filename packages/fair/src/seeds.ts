import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { fail, ok, type FairResult } from './result';

/** A server seed is 32 random bytes written as 64 lowercase hex characters. */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
export const CLIENT_SEED_MAX_LENGTH = 64;
/** Printable ASCII, space to tilde: what a player can type on any keyboard and read back. */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/** A fresh server seed from the platform CSPRNG (crypto.getRandomValues, Node 20 and browsers). */
export function generateServerSeed(): string {
  return bytesToHex(randomBytes(32));
}

/**
 * The commitment published before any bet: SHA-256 of the seed's 64-character hex text, as hex.
 * `printf %s <seed> | sha256sum` reproduces it.
 */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** A client seed for a player who has not chosen one: 16 random bytes as 32 hex characters. */
export function defaultClientSeed(): string {
  return bytesToHex(randomBytes(16));
}

export function isServerSeed(value: unknown): value is string {
  return typeof value === 'string' && SERVER_SEED_PATTERN.test(value);
}

/** A client seed is 1–64 printable ASCII characters, kept exactly as typed. */
export function parseClientSeed(value: unknown, field = 'clientSeed'): FairResult<string> {
  if (value === undefined || value === null || value === '') return fail(field, 'required');
  if (typeof value !== 'string') return fail(field, 'invalid_type', { expected: 'string' });
  if (value.length > CLIENT_SEED_MAX_LENGTH) {
    return fail(field, 'max_length', { max: CLIENT_SEED_MAX_LENGTH });
  }
  if (!PRINTABLE_ASCII.test(value)) return fail(field, 'invalid_format');
  return ok(value);
}
