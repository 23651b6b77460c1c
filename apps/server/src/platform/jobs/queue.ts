import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { pgliteJobsExecutor, postgresJobsExecutor, type JobsExecutor } from './executor';
import { JOBS_SCHEMA, jobsRepository } from './repository';

export interface JobsLogger {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
}

export interface JobContext {
  id: string;
  name: string;
  /** Attempts of this job before this one (0 on the first). */
  retryCount: number;
  log: JobsLogger;
}

/**
 * A job run on demand: sent with a payload, run once by one worker, retried with exponential
 * backoff while it throws, then left failed (the dead letter) for staff to see and retry.
 * The handler must be idempotent: a job may run twice (a worker that died mid-job, a staff retry
 * of a job whose last attempt did its work but failed after). Its result is stored as the job's
 * output, so it must be JSON (no bigint).
 */
export interface JobDefinition<P> {
  /** The queue name, `<module>.<what>` (e.g. `crypto.payout-send`). */
  name: string;
  /** Parsed before the handler runs; a job whose payload does not parse fails for good at once. */
  payload: z.ZodType<P>;
  handler: (payload: P, context: JobContext) => Promise<unknown>;
  /** Attempts after the first before the job fails for good (default 5). */
  retryLimit?: number;
  /**
   * Seconds before the first retry (default 10). Each further retry waits about twice as long
   * (pg-boss: delay × 2^attempt, with up to 100% jitter).
   */
  retryDelaySeconds?: number;
  /** An attempt running longer fails (and is retried); default 600. */
  expireInSeconds?: number;
  /**
   * A cron expression (UTC, minute granularity: pg-boss checks schedules about twice a minute)
   * that sends the job with an empty payload, which the payload schema must accept. Sent once per
   * slot however many workers run.
   */
  cron?: string;
}

/**
 * Recurring work every few seconds, below cron's one-minute granularity: a self-rescheduling
 * singleton job. The queue's `stately` policy keeps at most one tick queued and one running per
 * queue across all processes; each run, when it ends, queues the next one `everySeconds` later
 * (startAfter), and each worker process seeds the chain at start and again every minute in case
 * it broke (a process died mid-tick: pg-boss's maintenance fails the stuck run after
 * `expireInSeconds`). A tick has no retries and no dead letter: the next tick is its retry. Its
 * errors are logged and counted in stats(), like the interval loops it replaces, and a finished
 * run is deleted rather than kept as completed (a row a second per tick would fill the table).
 */
export interface TickDefinition {
  name: string;
  everySeconds: number;
  run: (context: JobContext) => Promise<unknown>;
  /** A run still going after this long is failed by pg-boss's maintenance (default 120). */
  expireInSeconds?: number;
}

export interface SendOptions {
  /**
   * Sends at most one job per (name, key): the job id is derived from the key, so while a job
   * with this key is kept (queued, running, completed or failed, until archived), sending again
   * does nothing and answers null. Use it for work about one thing, e.g. a withdrawal id.
   */
  key?: string;
  /** Not run before this many seconds from now. */
  startAfterSeconds?: number;
}

/** The outcome of one attempt run by runNow(). */
export interface JobRun {
  id: string;
  name: string;
  state: 'completed' | 'retry' | 'failed';
  output?: unknown;
  error?: string;
}

export interface QueueStats {
  name: string;
  /** Waiting to run: created, or failed once and waiting for its retry. */
  queued: number;
  active: number;
  /** Failed for good: the dead letters. */
  failed: number;
  /** Completed and not yet archived by pg-boss's maintenance (12 h). */
  completed: number;
}

export interface JobStats {
  queues: QueueStats[];
  /** Attempts that threw in this process since it started, per queue (ticks included). */
  failuresTotal: Record<string, number>;
}

export interface JobQueueOptions {
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'pglite'>;
  /** PostgreSQL: pg-boss's own pool connects here. */
  databaseUrl?: string;
  /** Run jobs in this process (the worker and all roles); any role may send. */
  workers: boolean;
  log: JobsLogger;
  /**
   * How often an idle worker looks for due jobs (default 2000 ms; more often when a tick is due
   * more often): one read for all queues, which wakes the queues it finds.
   */
  pollIntervalMs?: number;
  /** Called on every attempt that throws (ticks included), e.g. to count it in the metrics. */
  onAttemptFailed?: (name: string) => void;
  /** How long stop() waits for jobs that are running (default 10 s); they are retried later. */
  stopTimeoutMs?: number;
}

/** A failed job is kept in the job table (listable, retryable) this long before it is archived. */
export const FAILED_JOBS_KEPT_SECONDS = 14 * 24 * 3600;
/** How often each worker process seeds every tick chain again. */
const TICK_RESEED_MS = 60_000;
const DEFAULT_RETRY_LIMIT = 5;
const DEFAULT_RETRY_DELAY_SECONDS = 10;
const DEFAULT_EXPIRE_SECONDS = 600;
const DEFAULT_TICK_EXPIRE_SECONDS = 120;

/** The empty payload of a tick or a cron job. */
const ZEmpty = z.object({}).strip();

type Definition =
  | ({ kind: 'job' } & JobDefinition<unknown>)
  | ({ kind: 'tick'; payload: typeof ZEmpty } & TickDefinition);

class InvalidPayload extends Error {
  constructor(name: string, error: z.ZodError) {
    super(`payload of ${name} does not match its schema: ${z.prettifyError(error)}`);
    this.name = 'InvalidPayload';
  }
}

/** A job id derived from (name, key): a UUID (version 5 layout) over SHA-256. */
export function keyedJobId(name: string, key: string): string {
  const bytes = createHash('sha256').update(`${name}\u0000${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Rejects after `ms` unless `work` settles first; the timer never keeps the process alive. */
async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} ran longer than ${ms} ms`)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The job queue: pg-boss on the application database (PGlite through an adapter on the app's
 * own instance, PostgreSQL through a small pool on DATABASE_URL). Define every job before
 * start(); start() installs or migrates pg-boss's schema, creates the queues and, with
 * `workers`, runs one polling loop per queue in this process (one job at a time per queue).
 *
 * Dead letter: a job that fails its last attempt stays in pg-boss's `failed` state in the job
 * table for FAILED_JOBS_KEPT_SECONDS (not a separate dead-letter queue, so it keeps its name, id,
 * payload and error, and retrying it is pg-boss's own retry of the same job). Staff list and retry
 * them through /api/admin/jobs.
 *
 * Our own loop instead of pg-boss's work(): it awaits every completion, so stop() knows when the
 * last query is done; it wakes at once when this process sends a job; and runNow() shares it.
 * An idle queue's loop sleeps until woken: by a send in this process, or by the one poll that
 * reads which queues have jobs due (sent by another process, a retry's or a tick's time come),
 * instead of each of some fifty queues fetching on its own every interval.
 */
export function jobQueue(options: JobQueueOptions) {
  const { log } = options;
  const definitions = new Map<string, Definition>();
  const repository = jobsRepository(options.database.db);
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const failuresTotal: Record<string, number> = {};
  let boss: PgBoss | undefined;
  let executor: JobsExecutor | undefined;
  let state: 'new' | 'starting' | 'started' | 'stopping' | 'stopped' = 'new';
  const loops: Promise<void>[] = [];
  const running = new Set<Promise<unknown>>();
  const sleepers = new Map<string, () => void>();
  const woken = new Set<string>();
  let reseedTimer: NodeJS.Timeout | undefined;
  let wakePoll: (() => void) | undefined;

  function countFailure(name: string) {
    failuresTotal[name] = (failuresTotal[name] ?? 0) + 1;
    options.onAttemptFailed?.(name);
  }

  function add(definition: Definition) {
    if (state !== 'new') throw new Error(`job ${definition.name} defined after the queue started`);
    if (definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
    definitions.set(definition.name, definition);
  }

  /** pg-boss once the queues exist (a send before that would find no queue and be dropped). */
  function requireBoss(): PgBoss {
    if (!boss || (state !== 'started' && state !== 'stopping'))
      throw new Error('the job queue is not running');
    return boss;
  }

  function requireDefinition(name: string): Definition {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`no job is defined with the name ${name}`);
    return definition;
  }

  function queueOptions(definition: Definition): PgBoss.Queue {
    if (definition.kind === 'tick')
      return {
        name: definition.name,
        policy: 'stately',
        retryLimit: 0,
        retryDelay: 0,
        retryBackoff: false,
        expireInSeconds: definition.expireInSeconds ?? DEFAULT_TICK_EXPIRE_SECONDS,
      };
    return {
      name: definition.name,
      policy: 'standard',
      retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay: definition.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
    };
  }

  function expireMs(definition: Definition): number {
    const seconds =
      definition.expireInSeconds ??
      (definition.kind === 'tick' ? DEFAULT_TICK_EXPIRE_SECONDS : DEFAULT_EXPIRE_SECONDS);
    return seconds * 1000;
  }

  /** Queues the next run of a tick unless one is queued already (the stately policy). */
  async function seed(definition: Definition, startAfterSeconds?: number): Promise<void> {
    await requireBoss().send(
      definition.name,
      {},
      { singletonKey: definition.name, startAfter: startAfterSeconds },
    );
  }

  async function attempt(definition: Definition, job: PgBoss.JobWithMetadata<unknown>) {
    const context: JobContext = {
      id: job.id,
      name: job.name,
      retryCount: job.retryCount,
      log,
    };
    const parsed = definition.payload.safeParse(job.data ?? {});
    if (!parsed.success) {
      // Retrying cannot fix a payload: this attempt is the last.
      await repository.exhaustRetries(job.name, job.id);
      throw new InvalidPayload(job.name, parsed.error);
    }
    if (definition.kind === 'tick') {
      try {
        return await definition.run(context);
      } catch (error) {
        countFailure(job.name);
        log.warn({ err: error, job: job.name }, `${job.name} failed; the next tick runs it again`);
        return { error: messageOf(error) };
      }
    }
    return definition.handler(parsed.data, context);
  }

  /** One fetched job: its handler, then complete or fail (pg-boss decides retry or failed). */
  async function run(definition: Definition, job: PgBoss.JobWithMetadata<unknown>) {
    const work = (async (): Promise<JobRun> => {
      const current = requireBoss();
      let outcome: JobRun;
      let output: unknown;
      let failure: { error: unknown } | undefined;
      try {
        output = await within(attempt(definition, job), expireMs(definition), job.name);
      } catch (error) {
        failure = { error };
      }
      if (!failure) {
        // A finished tick leaves no row: at one a second its history would only fill the table.
        const done =
          definition.kind === 'tick'
            ? current.deleteJob(job.name, job.id)
            : current.complete(job.name, job.id, output ?? undefined);
        await done.catch((error: unknown) =>
          log.warn({ err: error, job: job.id }, 'could not record a job completion'),
        );
        outcome = { id: job.id, name: job.name, state: 'completed', output };
      } else {
        const { error } = failure;
        countFailure(job.name);
        const final = error instanceof InvalidPayload || job.retryCount >= job.retryLimit;
        log.warn(
          { err: error, job: { id: job.id, name: job.name, retryCount: job.retryCount } },
          final ? 'job failed for good (dead letter)' : 'job failed; it will be retried',
        );
        await current
          .fail(job.name, job.id, error instanceof Error ? error : new Error(messageOf(error)))
          .catch((failError: unknown) =>
            log.warn({ err: failError, job: job.id }, 'could not record a job failure'),
          );
        outcome = {
          id: job.id,
          name: job.name,
          state: final ? 'failed' : 'retry',
          error: messageOf(error),
        };
      }
      // Also while stopping: the next tick is due whichever process takes it.
      if (definition.kind === 'tick' && (state === 'started' || state === 'stopping'))
        await seed(definition, definition.everySeconds).catch((error: unknown) =>
          log.warn({ err: error, job: job.name }, 'could not queue the next tick'),
        );
      return outcome;
    })();
    running.add(work);
    try {
      return await work;
    } finally {
      running.delete(work);
    }
  }

  /** Tells this process's worker of `name` that a job is due, so it need not wait for its poll. */
  function notify(name: string): void {
    const sleeper = sleepers.get(name);
    if (sleeper) sleeper();
    else if (state === 'started' && definitions.has(name)) woken.add(name);
  }

  /** Until notify(name) (or stop()); at once when a notify came while the loop was busy. */
  function sleep(name: string): Promise<void> {
    if (woken.delete(name)) return Promise.resolve();
    return new Promise((resolve) => {
      sleepers.set(name, () => {
        sleepers.delete(name);
        resolve();
      });
    });
  }

  /** Wakes the queues that have a job due, every interval, until stop(). */
  async function pollDue(interval: number) {
    while (state === 'started') {
      try {
        for (const name of await repository.dueQueueNames())
          if (definitions.has(name)) notify(name);
      } catch (error) {
        if (state === 'started') log.warn({ err: error }, 'job worker error');
      }
      if (state !== 'started') break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          wakePoll = undefined;
          resolve();
        }, interval);
        timer.unref();
        wakePoll = () => {
          clearTimeout(timer);
          wakePoll = undefined;
          resolve();
        };
      });
    }
  }

  async function loop(definition: Definition) {
    while (state === 'started') {
      let found = 0;
      try {
        const jobs = await requireBoss().fetch<unknown>(definition.name, {
          includeMetadata: true,
          batchSize: 1,
        });
        for (const job of jobs) {
          found += 1;
          await run(definition, job);
        }
      } catch (error) {
        if (state === 'started') log.warn({ err: error, job: definition.name }, 'job worker error');
      }
      if (found === 0 && state === 'started') await sleep(definition.name);
    }
  }

  return {
    /** Defines a job run on demand (send) or on a cron schedule. Before start(). */
    define<P>(definition: JobDefinition<P>): void {
      if (definition.cron && !definition.payload.safeParse({}).success)
        throw new Error(`cron job ${definition.name} must accept an empty payload`);
      add({ kind: 'job', ...(definition as JobDefinition<unknown>) });
    },

    /** Defines recurring work every few seconds (see TickDefinition). Before start(). */
    every(definition: TickDefinition): void {
      if (!(definition.everySeconds > 0)) throw new Error(`${definition.name}: everySeconds > 0`);
      add({ kind: 'tick', payload: ZEmpty, ...definition });
    },

    /** Names of the defined jobs and ticks. */
    names(): string[] {
      return [...definitions.keys()];
    },

    /**
     * Queues a job; the payload must match its schema (else this throws and nothing is queued).
     * Answers the job id, or null when `key` found a job already there. On PGlite, never call it
     * inside an open database transaction (see executor.ts): send after the commit.
     */
    async send<P>(name: string, payload: P, sendOptions: SendOptions = {}): Promise<string | null> {
      const definition = requireDefinition(name);
      if (definition.kind === 'tick') throw new Error(`${name} is a tick; it queues itself`);
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) throw new InvalidPayload(name, parsed.error);
      const id = await requireBoss().send(name, parsed.data as object, {
        ...(sendOptions.key
          ? { id: keyedJobId(name, sendOptions.key), singletonKey: sendOptions.key }
          : {}),
        startAfter: sendOptions.startAfterSeconds,
      });
      if (id && !sendOptions.startAfterSeconds) notify(name);
      return id;
    },

    notify,

    /**
     * Runs the queued jobs of `name` here and now, delayed ones included (a retry's backoff is
     * not waited for), through the same path as the workers: payload check, handler, complete
     * or fail. A tick is queued first if none is. For tests and operators' scripts.
     */
    async runNow(name: string, runOptions: { limit?: number } = {}): Promise<JobRun[]> {
      const definition = requireDefinition(name);
      if (definition.kind === 'tick') await seed(definition);
      const jobs = await requireBoss().fetch<unknown>(name, {
        includeMetadata: true,
        batchSize: runOptions.limit ?? 100,
        ignoreStartAfter: true,
      });
      const runs: JobRun[] = [];
      for (const job of jobs) runs.push(await run(definition, job));
      return runs;
    },

    /** Whether start() finished: pg-boss's schema and the queues exist (for readiness). */
    isStarted(): boolean {
      return state === 'started';
    },

    /** Queue depth and failures per queue, for the metrics exporter. */
    async stats(): Promise<JobStats> {
      const counts = await repository.countByQueueAndState();
      const names = new Set([...definitions.keys(), ...counts.map((row) => row.name)]);
      const count = (name: string, states: string[]) =>
        counts
          .filter((row) => row.name === name && states.includes(row.state))
          .reduce((sum, row) => sum + row.count, 0);
      return {
        queues: [...names]
          .filter((name) => !name.startsWith('__pgboss__'))
          .sort()
          .map((name) => ({
            name,
            queued: count(name, ['created', 'retry']),
            active: count(name, ['active']),
            failed: count(name, ['failed']),
            completed: count(name, ['completed']),
          })),
        failuresTotal: { ...failuresTotal },
      };
    },

    /** Installs or migrates pg-boss's schema, creates the queues and, with workers, runs them. */
    async start(): Promise<void> {
      if (state !== 'new') return;
      state = 'starting';
      const { database } = options;
      if (database.kind === 'pglite') {
        if (!database.pglite) throw new Error('the PGlite database handle has no client');
        executor = pgliteJobsExecutor(database.pglite, log);
      } else {
        if (!options.databaseUrl) throw new Error('the job queue needs DATABASE_URL');
        executor = postgresJobsExecutor(options.databaseUrl, log);
      }
      const cron = [...definitions.values()].filter(
        (definition) => definition.kind === 'job' && definition.cron,
      );
      boss = new PgBoss({
        db: executor,
        schema: JOBS_SCHEMA,
        migrate: true,
        // Maintenance (expiring stuck jobs, archiving finished ones) and cron run on workers.
        supervise: options.workers,
        schedule: options.workers && cron.length > 0,
        archiveFailedAfterSeconds: FAILED_JOBS_KEPT_SECONDS,
      });
      boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
      try {
        await boss.start();
        const started = boss;
        // One process at a time: processes creating the same new queues at once (a cluster's
        // first boot) deadlock inside pg-boss's create_queue.
        await executor.exclusively(async () => {
          for (const definition of definitions.values()) {
            // createQueue keeps an existing queue as it is; updateQueue brings its settings up to date.
            await started.createQueue(definition.name, queueOptions(definition));
            await started.updateQueue(definition.name, queueOptions(definition));
          }
        });
        if (options.workers) {
          for (const schedule of await boss.getSchedules()) {
            const definition = definitions.get(schedule.name);
            if (!definition || definition.kind !== 'job' || !definition.cron)
              await boss.unschedule(schedule.name);
          }
          for (const definition of cron)
            if (definition.kind === 'job' && definition.cron)
              await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
        }
      } catch (error) {
        state = 'stopped';
        await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
        await executor.close();
        throw error;
      }
      state = 'started';
      if (!options.workers) return;
      for (const definition of definitions.values()) {
        if (definition.kind === 'tick') await seed(definition);
        loops.push(loop(definition));
      }
      const ticks = [...definitions.values()].filter((definition) => definition.kind === 'tick');
      const pollInterval = Math.min(
        pollIntervalMs,
        ...ticks.map((definition) => definition.everySeconds * 1000),
      );
      loops.push(pollDue(pollInterval));
      if (ticks.length > 0)
        reseedTimer = setInterval(() => {
          for (const definition of ticks)
            seed(definition).catch((error: unknown) =>
              log.warn({ err: error, job: definition.name }, 'could not seed a tick'),
            );
        }, TICK_RESEED_MS);
      reseedTimer?.unref();
      log.info({ queues: [...definitions.keys()] }, 'job workers started');
    },

    /**
     * Stops taking jobs, waits (up to stopTimeoutMs) for the running ones to finish and record
     * their outcome, stops pg-boss's timers, then waits for its last queries. A job still
     * running after the timeout stays active until pg-boss's maintenance fails it, and is retried.
     */
    async stop(): Promise<void> {
      if (state !== 'started') return;
      state = 'stopping';
      clearInterval(reseedTimer);
      for (const sleeper of [...sleepers.values()]) sleeper();
      wakePoll?.();
      const finished = Promise.all([...loops, ...running]).then(() => true);
      const timeoutMs = options.stopTimeoutMs ?? 10_000;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
        timer.unref();
      });
      if (!(await Promise.race([finished, timedOut])))
        log.warn({ timeoutMs }, 'jobs still running at stop; they will be retried');
      clearTimeout(timer);
      await boss?.stop({ graceful: true, wait: true, close: false, timeout: 1000 });
      await executor?.close();
      state = 'stopped';
    },
  };
}

export type JobQueue = ReturnType<typeof jobQueue>;
