import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { idempotencyKeys } from './db/schema';
import { AppError } from './errors';

/**
 * Idempotency for money-moving requests (ARCHITECTURE.md "Idempotency"): the key is stored with the
 * SHA-256 of the canonical request; a replay returns the first response, the same key with another
 * request is a 409 `idempotency_conflict`.
 */

/** Marks a bigint inside canonical JSON so it can neither collide with a string nor lose precision. */
const BIGINT_TAG = '$bigint';

function canonicalValue(value: unknown): unknown {
  if (typeof value === 'bigint') return { [BIGINT_TAG]: value.toString() };
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new TypeError('canonical JSON cannot hold a non-finite number');
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonicalValue);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, item]) => [key, canonicalValue(item)]));
  }
  return value;
}

/** JSON with object keys sorted and bigints tagged: equal requests give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonicalValue(value));
}

/** Undoes the bigint tagging of canonicalJson, for responses read back from storage. */
export function fromCanonical<T>(value: unknown): T {
  if (Array.isArray(value)) return value.map((item) => fromCanonical(item)) as T;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && keys[0] === BIGINT_TAG && typeof record[BIGINT_TAG] === 'string')
      return BigInt(record[BIGINT_TAG]) as T;
    return Object.fromEntries(keys.map((key) => [key, fromCanonical(record[key])])) as T;
  }
  return value as T;
}

/** Hex SHA-256 of the canonical JSON of a request. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

export interface IdempotentCall {
  /** Namespace of the key, e.g. 'wallet.withdraw:42' (a key is unique within its scope). */
  scope: string;
  key: string;
  /** The request as received; hashed canonically. */
  request: unknown;
}

/**
 * Runs `work` once per (scope, key). The key row, the work and the stored response commit in one
 * transaction, so a concurrent duplicate waits on the key's unique index until the first commits and
 * then reads its response; if the first rolls back, the duplicate runs the work itself.
 */
export async function runIdempotent<T>(
  db: Database,
  call: IdempotentCall,
  work: (tx: Database) => Promise<T>,
): Promise<{ response: T; replayed: boolean }> {
  const hash = requestHash(call.request);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope: call.scope, key: call.key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, call.scope), eq(idempotencyKeys.key, call.key)));
      if (!first) throw new Error('idempotency key vanished after a conflict');
      if (first.requestHash !== hash) throw new AppError('idempotency_conflict');
      return { response: fromCanonical<T>(first.response), replayed: true };
    }
    const response = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: sql`${canonicalJson(response ?? null)}::jsonb` })
      .where(and(eq(idempotencyKeys.scope, call.scope), eq(idempotencyKeys.key, call.key)));
    return { response, replayed: false };
  });
}
