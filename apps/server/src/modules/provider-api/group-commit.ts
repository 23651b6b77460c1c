import type { Database } from '../../platform/db/client';
import { runPrepared, type NamedQuery } from '../../platform/db/prepared';

/**
 * Group commit for the one-statement bets and wins (one-statement.ts): calls that queue while a
 * batch runs go together in the next one, in one transaction and one commit (one WAL flush instead
 * of one per call). Each call is its own statement, so it keeps its own result.
 *
 * - A player has at most one call in the batches that run; their later calls wait, in arrival
 *   order, for the next batch (a player's bets and wins keep their order).
 * - Optimistic: when any statement of a batch fails (a refusal aborts its statement by design,
 *   a replayed id, a lock taken elsewhere), the batch rolls back and every call of it runs again
 *   alone, one after the other, exactly as without group commit. So one call's failure never fails or alters another:
 *   the others commit on their own, each with the same statement.
 * - A batch of one runs alone (no BEGIN/COMMIT around it).
 */
export interface GroupCommitOptions {
  db: Database;
  /** Batches running at once (each holds one connection while it runs). */
  maxInFlight?: number;
  /** Calls in one batch at most. */
  maxBatch?: number;
}

interface Pending {
  userId: number;
  query: NamedQuery;
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitter {
  /** Runs `query` for `userId` (alone or in a batch); its rows, or the error it raises alone. */
  run<T>(userId: number, query: NamedQuery): Promise<T[]>;
  /** Batches run and calls they held (tests and the bench read them). */
  stats(): { batches: number; batchedCalls: number; fallbacks: number };
}

export function groupCommitter(options: GroupCommitOptions): GroupCommitter {
  const maxInFlight = options.maxInFlight ?? 3;
  const maxBatch = options.maxBatch ?? 32;
  const queue: Pending[] = [];
  /** Players with a call in a running batch. */
  const busy = new Set<number>();
  let inFlight = 0;
  let scheduled = false;
  const counts = { batches: 0, batchedCalls: 0, fallbacks: 0 };

  const alone = (call: Pending) =>
    runPrepared(options.db, call.query).then(call.resolve, call.reject);

  /** The next batch: the first queued call of each player not busy, in arrival order. */
  function take(): Pending[] {
    const batch: Pending[] = [];
    const seen = new Set<number>();
    for (let index = 0; index < queue.length && batch.length < maxBatch; ) {
      const call = queue[index]!;
      if (busy.has(call.userId) || seen.has(call.userId)) {
        seen.add(call.userId);
        index += 1;
        continue;
      }
      seen.add(call.userId);
      batch.push(call);
      queue.splice(index, 1);
    }
    return batch;
  }

  async function runBatch(batch: Pending[]) {
    if (batch.length === 1) {
      await alone(batch[0]!);
      return;
    }
    let results: unknown[][] | null = null;
    try {
      results = await options.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const rows: unknown[][] = [];
        for (const call of batch) rows.push(await runPrepared(tx, call.query));
        return rows;
      });
    } catch {
      results = null;
    }
    if (results) {
      counts.batches += 1;
      counts.batchedCalls += batch.length;
      batch.forEach((call, index) => call.resolve(results[index]!));
      return;
    }
    // Nothing of the batch committed: each call again on its own, as without group commit, in
    // arrival order (of two calls claiming one id, the first gets it).
    counts.fallbacks += 1;
    for (const call of batch) await alone(call);
  }

  function pump() {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = take();
      if (batch.length === 0) return;
      inFlight += 1;
      for (const call of batch) busy.add(call.userId);
      void runBatch(batch).finally(() => {
        for (const call of batch) busy.delete(call.userId);
        inFlight -= 1;
        schedule();
      });
    }
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // Calls arriving in the same turn of the event loop join the same batch.
    setImmediate(pump);
  }

  return {
    run<T>(userId: number, query: NamedQuery): Promise<T[]> {
      return new Promise<T[]>((resolve, reject) => {
        queue.push({ userId, query, resolve: resolve as (rows: unknown[]) => void, reject });
        schedule();
      });
    },
    stats: () => ({ ...counts }),
  };
}
