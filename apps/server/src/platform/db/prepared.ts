import { createHash } from 'node:crypto';
import type { Database } from './client';

/** SQL text, its parameters, and a name that is the same for the same text (a prepared statement). */
export interface NamedQuery {
  name: string;
  text: string;
  params: unknown[];
}

/**
 * The parts of Drizzle's database object that run a query under a statement name. `execute()` has no
 * way to name a statement, and node-postgres only reuses a plan for a named one; PGlite ignores the
 * name. Both a database and a transaction object have these members.
 */
interface DrizzleInternals {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/** Runs a named query through `executor` (the pool or a caller's transaction) and returns its rows. */
export async function runPrepared<T>(executor: Database, query: NamedQuery): Promise<T[]> {
  const { session } = executor as unknown as DrizzleInternals;
  const prepared = session.prepareQuery(
    { sql: query.text, params: query.params },
    undefined,
    query.name,
    false,
  );
  return ((await prepared.execute()) as { rows: T[] }).rows;
}

const NAME_CACHE_LIMIT = 256;
const names = new Map<string, string>();

/**
 * A statement name for generated SQL text: `prefix` and a digest of the text, so the same text
 * always gets the same name (node-postgres refuses one name with two texts). Remembered per text,
 * since the texts are a few shapes asked for on every call.
 */
export function statementName(prefix: string, text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
    if (names.size >= NAME_CACHE_LIMIT) names.clear();
    names.set(text, name);
  }
  return name;
}
