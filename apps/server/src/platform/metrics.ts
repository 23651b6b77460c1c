import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from './db/client';
import { movementsOf } from './money-movements';
import { BALANCE_CHANGED_TOPIC } from './outbox';
import { withTimeout } from './readiness';

/**
 * The application's Prometheus figures (README "Metrics" lists every name). Each app has its own
 * registry, so several apps in one process (the tests) never share or collide; the default Node
 * process metrics describe the process, so they live once per process in a registry of their own
 * and are appended to every app's scrape.
 *
 * Every label value is bounded: routes are patterns (`/api/v1/originals/:game/bets`, never the
 * raw URL), methods and status classes are fixed sets, and labels taken from data (transfer kinds,
 * currencies, outbox topics, queue names, collector names) pass `bounded` below, which folds
 * anything unexpected, or anything past a fixed number of distinct values, into `other`.
 */

export type SocketKind = 'guest' | 'player';

/**
 * What a job queue reports at scrape time, per queue (the pg-boss queue in platform/jobs plugs in
 * with addJobQueueSource). Counts of jobs in each state right now.
 */
export interface JobQueueFigures {
  queue: string;
  /** Waiting to run: the queue's depth. */
  queued: number;
  active: number;
  /** Scheduled for later, including retries that are backing off. */
  deferred?: number;
  /** In the failed (dead-letter) state, waiting for staff. */
  failed?: number;
}

export type JobQueueSource = () => Promise<JobQueueFigures[]>;

/** Runs before each scrape and sets figures on the registry; may be async. */
export type Collector = () => Promise<void> | void;

export interface MetricsLog {
  warn(object: object, message: string): void;
}

/** An outbox event the relay published (after its commit). */
export interface RelayedEvent {
  topic: string;
  payload: unknown;
}

export interface OutboxFigures {
  pending: number;
  /** Age of the oldest event not yet relayed; 0 when none waits. */
  oldestAgeSeconds: number;
}

export interface MetricsOptions {
  log?: MetricsLog;
  /** A collector slower than this is abandoned for this scrape (counted as failed). Default 5 s. */
  collectorTimeoutMs?: number;
}

const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The route label of requests no route matched (404s, scanners): one label for all of them. */
export const UNMATCHED_ROUTE = 'unmatched';
const OTHER = 'other';

/** Seconds; from a cached read to a slow report. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/** Node's default process metrics (CPU, memory, event loop lag, GC, handles), once per process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A label value from data, kept to `limit` distinct values of the expected shape. */
function boundedLabel(pattern: RegExp, limit: number) {
  const seen = new Set<string>();
  return (value: string): string => {
    if (seen.has(value)) return value;
    if (!pattern.test(value) || seen.size >= limit) return OTHER;
    seen.add(value);
    return value;
  };
}

function statusClass(statusCode: number): string {
  const hundreds = Math.floor(statusCode / 100);
  return hundreds >= 1 && hundreds <= 5 ? `${hundreds}xx` : OTHER;
}

export function createMetrics(options: MetricsOptions = {}) {
  const registry = new Registry();
  const registers = [registry];
  const collectorTimeoutMs = options.collectorTimeoutMs ?? 5_000;

  const kindLabel = boundedLabel(/^[a-z][a-z0-9_]{0,39}$/, 40);
  const currencyLabel = boundedLabel(/^[A-Z0-9]{2,10}$/, 60);
  const topicLabel = boundedLabel(/^[a-z][a-z0-9_.:-]{0,59}$/, 60);
  const queueLabel = boundedLabel(/^[A-Za-z0-9_.:/-]{1,80}$/, 100);
  const collectorLabel = boundedLabel(/^[a-z][a-z0-9_]{0,39}$/, 40);
  const feedLabel = boundedLabel(/^[a-z][a-z0-9_]{0,39}$/, 40);

  const httpLabels = ['method', 'route', 'status_class'] as const;
  const httpRequests = new Counter({
    name: 'wheelhouse_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: httpLabels,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'wheelhouse_http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to sending its response',
    labelNames: httpLabels,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const httpErrors = new Counter({
    name: 'wheelhouse_http_request_errors_total',
    help: 'HTTP requests answered with an error: status_class 4xx (the client) or 5xx (the server)',
    labelNames: httpLabels,
    registers,
  });

  const moneyMovements = new Counter({
    name: 'wheelhouse_money_movements_total',
    help: 'Committed ledger transfers by kind (bet, win, deposit, hold = withdrawal requested, hold_settle = withdrawal paid, hold_release = withdrawal returned, …) and currency',
    labelNames: ['kind', 'currency'] as const,
    registers,
  });
  const moneyVolume = new Counter({
    name: 'wheelhouse_money_moved_minor_units_total',
    help: 'Amount of the committed ledger transfers in minor units of the currency (for dashboards; the ledger is the exact record)',
    labelNames: ['kind', 'currency'] as const,
    registers,
  });

  const outboxPending = new Gauge({
    name: 'wheelhouse_outbox_pending_events',
    help: 'Committed outbox events not yet relayed to the bus',
    registers,
  });
  const outboxOldestAge = new Gauge({
    name: 'wheelhouse_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest outbox event not yet relayed (0 when none waits)',
    registers,
  });
  const outboxRelayed = new Counter({
    name: 'wheelhouse_outbox_events_relayed_total',
    help: 'Outbox events this process relayed to the bus, by topic',
    labelNames: ['topic'] as const,
    registers,
  });

  const websocketConnections = new Gauge({
    name: 'wheelhouse_websocket_connections',
    help: 'Open WebSocket connections on this process, by guest or player',
    labelNames: ['kind'] as const,
    registers,
  });
  const websocketOpened = new Counter({
    name: 'wheelhouse_websocket_connections_opened_total',
    help: 'WebSocket connections accepted by this process, by guest or player',
    labelNames: ['kind'] as const,
    registers,
  });
  for (const kind of ['guest', 'player'] as const) {
    websocketConnections.set({ kind }, 0);
    websocketOpened.inc({ kind }, 0);
  }

  const jobs = new Gauge({
    name: 'wheelhouse_job_queue_jobs',
    help: 'Jobs in a queue by state (queued = the depth, active, deferred, failed)',
    labelNames: ['queue', 'state'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'wheelhouse_job_failures_total',
    help: 'Job runs that failed (each attempt), by queue',
    labelNames: ['queue'] as const,
    registers,
  });

  const feedRefused = new Counter({
    name: 'wheelhouse_sportsbook_feed_refused_total',
    help: 'Odds-feed messages refused at the seam as invalid (odds out of range, bad factor, …), by message kind and reason',
    labelNames: ['kind', 'reason'] as const,
    registers,
  });

  const collectorFailures = new Counter({
    name: 'wheelhouse_metrics_collector_failures_total',
    help: 'Scrapes in which a collector failed or timed out (its figures are NaN or absent in that scrape)',
    labelNames: ['collector'] as const,
    registers,
  });

  // Created on first use, so a database without a pool (PGlite) shows none of them.
  let pool: { total: Gauge; idle: Gauge; waiting: Gauge; max: Gauge } | undefined;
  const poolGauges = () =>
    (pool ??= {
      total: new Gauge({
        name: 'wheelhouse_db_pool_connections',
        help: 'Open connections of the PostgreSQL pool, idle or in use',
        registers,
      }),
      idle: new Gauge({
        name: 'wheelhouse_db_pool_idle_connections',
        help: 'Idle connections of the PostgreSQL pool',
        registers,
      }),
      waiting: new Gauge({
        name: 'wheelhouse_db_pool_waiting_queries',
        help: 'Queries waiting for a connection of the PostgreSQL pool',
        registers,
      }),
      max: new Gauge({
        name: 'wheelhouse_db_pool_max_connections',
        help: 'Largest number of connections the PostgreSQL pool opens',
        registers,
      }),
    });

  interface CollectorEntry {
    name: string;
    collect: Collector;
    onFailure?: () => void;
  }
  const collectors: CollectorEntry[] = [];
  const jobSources: JobQueueSource[] = [];

  async function runCollector(collector: CollectorEntry) {
    try {
      await withTimeout(Promise.resolve().then(collector.collect), collectorTimeoutMs);
    } catch (error) {
      collector.onFailure?.();
      collectorFailures.inc({ collector: collectorLabel(collector.name) });
      options.log?.warn({ err: error, collector: collector.name }, 'metrics collector failed');
    }
  }

  async function collectJobs() {
    jobs.reset();
    const results = await Promise.allSettled(jobSources.map((source) => source()));
    for (const result of results) {
      if (result.status === 'rejected') continue;
      for (const figures of result.value) {
        const queue = queueLabel(figures.queue);
        jobs.set({ queue, state: 'queued' }, figures.queued);
        jobs.set({ queue, state: 'active' }, figures.active);
        if (figures.deferred !== undefined)
          jobs.set({ queue, state: 'deferred' }, figures.deferred);
        if (figures.failed !== undefined) jobs.set({ queue, state: 'failed' }, figures.failed);
      }
    }
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  function addCollector(
    name: string,
    collect: Collector,
    options: { onFailure?: () => void } = {},
  ): () => void {
    const entry: CollectorEntry = { name, collect, onFailure: options.onFailure };
    collectors.push(entry);
    return () => {
      const index = collectors.indexOf(entry);
      if (index >= 0) collectors.splice(index, 1);
    };
  }

  return {
    /** This app's registry; plug-ins may register their own metrics on it (prefix `wheelhouse_`). */
    registry,

    /**
     * Adds a function run before every scrape, e.g. to read a figure into a gauge. A collector that
     * throws or takes too long is logged and counted, and its `onFailure` runs (e.g. to set its
     * gauges to NaN rather than leave a stale figure); the rest of the scrape is still served.
     * Returns the function that removes it.
     */
    addCollector,

    /** Plugs a job queue's per-queue figures into `wheelhouse_job_queue_jobs`, read at scrape time. */
    addJobQueueSource(source: JobQueueSource): () => void {
      jobSources.push(source);
      const remove = jobSources.length === 1 ? addCollector('jobs', collectJobs) : undefined;
      return () => {
        const index = jobSources.indexOf(source);
        if (index >= 0) jobSources.splice(index, 1);
        if (jobSources.length === 0) {
          remove?.();
          jobs.reset();
        }
      };
    },

    /** The sportsbook feed processor refused an invalid message. */
    feedMessageRefused(kind: string, reason: string): void {
      feedRefused.inc({ kind: feedLabel(kind), reason: feedLabel(reason) });
    },

    /** A job run failed (the queue calls this on each failed attempt). */
    jobFailed(queue: string): void {
      jobFailures.inc({ queue: queueLabel(queue) });
    },

    /** One answered HTTP request; `route` is the matched route's pattern (undefined: none). */
    observeHttp(method: string, route: string | undefined, statusCode: number, seconds: number) {
      const labels = {
        method: HTTP_METHODS.has(method) ? method : OTHER,
        route: route ?? UNMATCHED_ROUTE,
        status_class: statusClass(statusCode),
      };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
      if (statusCode >= 400) httpErrors.inc(labels);
    },

    /**
     * Outbox events the relay published, after its transaction committed. Money is counted here
     * (see platform/money-movements.ts): every ledger transfer that changes a player's balance
     * writes a balance.changed event stamped with what it moved, in the same statement as the money,
     * so only committed transfers reach this point, and the relays of all processes claim each
     * event once (FOR UPDATE SKIP LOCKED), so the sum over processes counts each transfer once. A
     * rolled-back bet or deposit never had an event. Counting happens a relay poll (≤ 250 ms) after
     * the commit, which rate() over a minute does not notice.
     */
    outboxRelayed(events: readonly RelayedEvent[]): void {
      for (const event of events) {
        outboxRelayed.inc({ topic: topicLabel(event.topic) });
        if (event.topic !== BALANCE_CHANGED_TOPIC) continue;
        for (const movement of movementsOf(event.payload)) {
          const labels = {
            kind: kindLabel(movement.kind),
            currency: currencyLabel(movement.currency),
          };
          moneyMovements.inc(labels);
          // A float, as every Prometheus sample is: exact up to 2^53 minor units, for dashboards only.
          const amount = /^\d+$/.test(movement.amount) ? Number(movement.amount) : 0;
          if (amount > 0) moneyVolume.inc(labels, amount);
        }
      }
    },

    /** Outbox lag, read by a collector at scrape time. */
    setOutbox(figures: OutboxFigures): void {
      outboxPending.set(figures.pending);
      outboxOldestAge.set(figures.oldestAgeSeconds);
    },

    setDbPool(stats: PoolStats): void {
      const gauges = poolGauges();
      gauges.total.set(stats.total);
      gauges.idle.set(stats.idle);
      gauges.waiting.set(stats.waiting);
      gauges.max.set(stats.max);
    },

    /** A WebSocket was accepted; returns the function to call once when it closes. */
    websocketOpened(kind: SocketKind): () => void {
      websocketConnections.inc({ kind });
      websocketOpened.inc({ kind });
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        websocketConnections.dec({ kind });
      };
    },

    /** Runs the collectors, then renders this app's figures and the process's in the text format. */
    async scrape(): Promise<{ contentType: string; body: string }> {
      await Promise.all(collectors.map(runCollector));
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return { contentType: registry.contentType, body: `${own.trimEnd()}\n${process}` };
    },
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;
