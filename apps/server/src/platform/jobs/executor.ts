import type { PGlite, Results } from '@electric-sql/pglite';
import pg from 'pg';

/** What pg-boss needs of a database (its `db` option): run one SQL text with positional values. */
export interface JobsExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Waits for every query in flight, then refuses (quietly) any later one, and frees the connections. */
  close(): Promise<void>;
  /**
   * Runs `work` while no other process sharing the database runs its own `exclusively` (a session
   * advisory lock held on a connection of its own); PGlite's one process runs it at once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
}

interface Logger {
  warn: (object: object, message: string) => void;
}

/**
 * Counts queries in flight so close() can wait for them: pg-boss fires some calls without awaiting
 * them, and one landing on a closed database would be an unhandled rejection. A query asked for
 * after close() resolves with no rows instead (a worker's last poll): the job queue has stopped,
 * the database is about to close, and nothing a late call could do would be kept anyway.
 */
function drainable(
  run: (text: string, values: unknown[] | undefined) => Promise<{ rows: unknown[] }>,
  release: () => Promise<void>,
  log: Logger,
  exclusively: JobsExecutor['exclusively'] = (work) => work(),
): JobsExecutor {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql(text, values) {
      if (closed) {
        log.warn({ sql: text.trim().slice(0, 80) }, 'job queue stopped; a late query was dropped');
        return Promise.resolve({ rows: [] });
      }
      const query = run(text, values);
      const settled = query.then(
        () => undefined,
        () => undefined,
      );
      inFlight.add(settled);
      void settled.then(() => inFlight.delete(settled));
      return query;
    },
    async close() {
      while (inFlight.size > 0) await Promise.all(inFlight);
      closed = true;
      await release();
    },
    exclusively,
  };
}

/** The advisory lock key of the job queue's set-up (queue creation) across processes. */
const SETUP_LOCK_KEY = 7_305_812;

/**
 * pg-boss on the app's own PGlite instance. PGlite is one connection, and its query, exec and
 * transaction calls each hold one mutex until they finish, so a pg-boss query waits for an app
 * transaction in progress (and the reverse) instead of running inside it. Two consequences:
 *
 * - Never send a job from inside an open app transaction on PGlite: the send would wait for the
 *   transaction that waits for it. Send after the commit (or sweep for the work later, as the
 *   crypto payout job does).
 * - pg-boss sends some SQL as one text of several statements without parameters (its schema
 *   creation and migrations, maintenance, all wrapped in BEGIN … COMMIT). PGlite's `query` takes
 *   one statement only, so those go through `exec` — inside PGlite's own transaction call, so an
 *   error part-way rolls back under the same mutex instead of leaving the one connection in an
 *   aborted transaction for the app's next query. (The inner BEGIN/COMMIT only produce warnings.)
 */
export function pgliteJobsExecutor(client: PGlite, log: Logger): JobsExecutor {
  return drainable(
    async (text, values) => {
      if (values && values.length > 0)
        // node-postgres sends undefined as NULL; PGlite's serializers want an explicit null.
        return client.query(
          text,
          values.map((value) => (value === undefined ? null : value)),
        );
      return client.transaction(async (tx) => lastRows(await tx.exec(text)));
    },
    async () => undefined,
    log,
  );
}

/** The result pg-boss reads from a multi-statement text: the last statement that returned rows. */
function lastRows(results: Results[]): { rows: unknown[] } {
  for (let index = results.length - 1; index >= 0; index -= 1) {
    const result = results[index]!;
    if (result.fields.length > 0) return result;
  }
  return { rows: [] };
}

/**
 * pg-boss on PostgreSQL through a small pool of its own on DATABASE_URL (as pg-boss would open
 * itself), so job polling never takes connections from the API's pool.
 */
export function postgresJobsExecutor(
  databaseUrl: string,
  log: Logger,
  options: { max?: number } = {},
): JobsExecutor {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 4,
    application_name: 'wheelhouse-jobs',
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', (error) => log.warn({ err: error }, 'job queue database connection error'));
  return drainable(
    (text, values) => pool.query(text, values),
    () => pool.end(),
    log,
    async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
  );
}
