import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** pg-boss's schema in the application database. */
export const JOBS_SCHEMA = 'pgboss';

/** One row of pg-boss's job table, as the staff view and the queue layer read it. */
export interface JobRow {
  id: string;
  name: string;
  singletonKey: string | null;
  data: unknown;
  state: string;
  retryCount: number;
  retryLimit: number;
  output: unknown;
  createdOn: Date;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}

interface RawJobRow {
  id: string;
  name: string;
  singleton_key: string | null;
  data: unknown;
  state: string;
  retry_count: number;
  retry_limit: number;
  output: unknown;
  created_on: Date | string;
  start_after: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const maybeDate = (value: Date | string | null) => (value === null ? null : date(value));

function toJob(row: RawJobRow): JobRow {
  return {
    id: row.id,
    name: row.name,
    singletonKey: row.singleton_key,
    data: row.data,
    state: row.state,
    retryCount: Number(row.retry_count),
    retryLimit: Number(row.retry_limit),
    output: row.output,
    createdOn: date(row.created_on),
    startAfter: date(row.start_after),
    startedOn: maybeDate(row.started_on),
    completedOn: maybeDate(row.completed_on),
  };
}

const job = sql.raw(`${JOBS_SCHEMA}.job`);
const columns = sql.raw(
  'id::text as id, name, singleton_key, data, state::text as state, retry_count, retry_limit, output, created_on, start_after, started_on, completed_on',
);

async function rows<T>(executor: Database, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The SQL this layer runs on pg-boss's tables itself (through the app's database, so a staff
 * retry commits with its audit row): the staff list, the staff retry, the counts for metrics.
 * pg-boss keeps one row per job in `pgboss.job` (partitioned by queue name) until its
 * maintenance moves finished ones to `pgboss.archive`.
 */
export function jobsRepository(db: Database) {
  return {
    async page(query: {
      state?: string;
      name?: string;
      offset: number;
      limit: number;
    }): Promise<{ rows: JobRow[]; total: number }> {
      const filters: SQL[] = [sql`true`];
      if (query.state) filters.push(sql`state = ${query.state}::${sql.raw(JOBS_SCHEMA)}.job_state`);
      if (query.name) filters.push(sql`name = ${query.name}`);
      const where = sql.join(filters, sql` and `);
      const [found, [count]] = await Promise.all([
        rows<RawJobRow>(
          db,
          sql`select ${columns} from ${job} where ${where}
              order by created_on desc, id desc limit ${query.limit} offset ${query.offset}`,
        ),
        rows<{ total: number }>(db, sql`select count(*)::int as total from ${job} where ${where}`),
      ]);
      return { rows: found.map(toJob), total: Number(count?.total ?? 0) };
    },

    /** The job with this id, its row locked until the transaction ends. */
    async lockById(id: string, executor: Database): Promise<JobRow | undefined> {
      const [row] = await rows<RawJobRow>(
        executor,
        sql`select ${columns} from ${job} where id = ${id}::uuid limit 1 for update`,
      );
      return row ? toJob(row) : undefined;
    },

    /**
     * A failed job queued again for one more attempt: pg-boss's own retry (state retry, one more
     * allowed attempt), and also due now and kept long enough that maintenance does not archive
     * it before a worker takes it (a failed job keeps its old completion time). Undefined when it
     * was not failed any more.
     */
    async retryFailed(id: string, executor: Database): Promise<JobRow | undefined> {
      const [row] = await rows<RawJobRow>(
        executor,
        sql`update ${job} set state = 'retry', retry_limit = retry_limit + 1,
              start_after = now(), completed_on = null,
              keep_until = greatest(keep_until, now() + interval '14 days')
            where id = ${id}::uuid and state = 'failed'
            returning ${columns}`,
      );
      return row ? toJob(row) : undefined;
    },

    /** The running attempt is the last one: failing it now fails the job for good. */
    async exhaustRetries(name: string, id: string): Promise<void> {
      await db.execute(
        sql`update ${job} set retry_limit = retry_count where name = ${name} and id = ${id}::uuid`,
      );
    },

    /**
     * Queues with a job due now (queued or waiting for its retry, its start time passed): one read
     * for all of them, so idle workers need not poll each queue (pg-boss's own due-job index).
     */
    async dueQueueNames(): Promise<string[]> {
      const found = await rows<{ name: string }>(
        db,
        sql`select distinct name from ${job} where state < 'active' and start_after <= now()`,
      );
      return found.map((row) => row.name);
    },

    /** Jobs per queue and state, for metrics (finished ones until maintenance archives them). */
    async countByQueueAndState(): Promise<Array<{ name: string; state: string; count: number }>> {
      const found = await rows<{ name: string; state: string; count: number }>(
        db,
        sql`select name, state::text as state, count(*)::int as count from ${job} group by name, state`,
      );
      return found.map((row) => ({ ...row, count: Number(row.count) }));
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
