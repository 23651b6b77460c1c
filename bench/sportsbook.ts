/**
 * Sportsbook benchmark: `npm run bench:sportsbook`.
 *
 * Feed half: builds the app in this process (PostgreSQL when DATABASE_URL is set, else in-memory
 * PGlite), listens on a local port, loads the seeded simulator's live events at a fixed moment,
 * opens BENCH_SB_SOCKETS (default 1,000) WebSockets from a client process, each subscribed to one
 * live event's channel (`sportsbook:event:<id>`, round robin), then pushes the simulator's live feed
 * for those events through the feed processor (one lane per event, messages of one event in order)
 * twice:
 *   1. throughput: BENCH_SB_FEED_MINUTES (default 10) feed minutes as fast as the processor takes
 *      them; prints the outcome updates per second it applied (odds written to the database and
 *      handed to realtime);
 *   2. latency: the next feed minutes at the target rate (5,000 outcome updates/s, each message at
 *      its feed time scaled to that rate); prints the delivery latency from "the message was due"
 *      to "a socket received the update or snapshot carrying it" (p50, p99, max). Measuring from
 *      the due time, a lane that falls behind counts its wait.
 * An update carries every change of its event since the socket's previous one and is measured from
 * the first of them; each event sends at most SPORTSBOOK_UPDATES_PER_SECOND a second, so a change
 * that arrives just after a send waits up to one interval.
 * Targets: 5,000 outcome updates/s, p99 under 200 ms. Timing uses process.hrtime (shared by the
 * processes of one machine).
 *
 * Bets half (bench/sportsbook-bets.ts): 3-leg multis per second through the bets service on a
 * scratch PostgreSQL database (DATABASE_URL's server, else the local one). Target >= 1,000/s.
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sportsbookEventChannel } from '@wheelhouse/contracts/realtime';
import { SPORTSBOOK_UPDATES_PER_SECOND } from '@wheelhouse/contracts/sportsbook';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { systemClock } from '../apps/server/src/platform/clock';
import { openDatabase } from '../apps/server/src/platform/db/client';
import type { EventMessage } from '../apps/server/src/modules/sportsbook/feed/messages';
import { feedProcessor } from '../apps/server/src/modules/sportsbook/feed/processor';
import { noSettlementHooks } from '../apps/server/src/modules/sportsbook/feed/settlement-hooks';
import { sportsbookPublisher } from '../apps/server/src/modules/sportsbook/realtime/publisher';
import {
  messagesBetween,
  recoveryMessages,
} from '../apps/server/src/modules/sportsbook/simulator/generator';
import { createScratchPostgres } from '../apps/server/src/test/harness';
import { benchMultiBets, printMultiBetFigures } from './sportsbook-bets';
import { databaseBackendCpu, processTable } from './support/server';

const SOCKETS = Number(process.env.BENCH_SB_SOCKETS ?? 1_000);
const FEED_MINUTES = Number(process.env.BENCH_SB_FEED_MINUTES ?? 10);
/** Set: the feed half only (no multi bets afterwards). */
const FEED_ONLY = Boolean(process.env.BENCH_SB_FEED_ONLY);
const SEED = 'bench';
const MOMENT = Date.UTC(2026, 10, 25, 18, 0, 0);
const TARGET_UPDATES = 5_000;
const TARGET_P99_MS = 200;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

async function feedBench() {
  const scratch = process.env.DATABASE_URL
    ? await createScratchPostgres(process.env.DATABASE_URL)
    : undefined;
  const database = await openDatabase(
    scratch ? { databaseUrl: scratch.url } : { pgliteDir: undefined },
  );
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SPORTSBOOK_FEED: 'none',
    RATE_LIMIT_PER_MINUTE: '10000000',
    WEB_DIST: '/nonexistent',
    BACKOFFICE_DIST: '/nonexistent',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
  const label = scratch ? 'PostgreSQL' : 'PGlite';

  const catalogue = app.services.sportsbook.catalogue;
  const publisher = sportsbookPublisher({ bus: app.bus, catalogue });
  const handledAt: Record<string, number> = {};
  const startedAt = new Map<string, number>();
  let measuring = false;
  const processor = feedProcessor({
    db: database.db,
    clock: systemClock,
    hooks: () => noSettlementHooks,
    onChanged: (change) => {
      const started = startedAt.get(change.event.externalId);
      if (measuring && started !== undefined)
        handledAt[`${change.event.id}:${change.event.version}`] ??= started;
      publisher.changed(change);
    },
  });

  // The live events at the moment, with their fixtures and current state.
  const recovery = recoveryMessages(SEED, MOMENT);
  const live = new Set(
    recovery
      .filter((m) => m.kind === 'odds_change' && m.sportEventStatus?.live)
      .map((m) => m.event),
  );
  for (const message of recovery) if (live.has(message.event)) await processor.handle(message);
  await publisher.flush();
  const events = await catalogue.liveEvents();
  const channels = events.map((event) => sportsbookEventChannel(event.id));
  const windowMs = FEED_MINUTES * 60_000;
  const feedOf = (from: number) =>
    messagesBetween(SEED, from, from + windowMs).filter((m) => live.has(m.event));
  const feed = feedOf(MOMENT);
  const pacedFeed = feedOf(MOMENT + windowMs);
  console.log(
    `${label}: ${events.length} live events, ${feed.length} + ${pacedFeed.length} feed messages (${FEED_MINUTES} + ${FEED_MINUTES} feed minutes), ${SOCKETS} sockets`,
  );

  const client = fork(path.join(ROOT, 'bench/sportsbook-client.ts'), [], {
    execArgv: ['--import', 'tsx'],
    cwd: ROOT,
  });
  const fromClient = <T>() =>
    new Promise<T>((resolve) => client.once('message', (m) => resolve(m as T)));
  client.send({ type: 'start', url, connections: SOCKETS, channels });
  const ready = await fromClient<{ connected: number; failed: number }>();
  console.log(`sockets: ${ready.connected} subscribed, ${ready.failed} failed`);

  publisher.start();
  const outcomeCount = (message: EventMessage) =>
    message.kind === 'odds_change'
      ? message.markets.reduce((sum, market) => sum + market.outcomes.length, 0)
      : 0;
  /** Pushes a feed lane by lane; `dueAt` (µs) holds a message back until it is due. */
  async function push(messages: EventMessage[], dueAt?: (message: EventMessage) => number) {
    const lanes = new Map<string, EventMessage[]>();
    for (const message of messages)
      lanes.set(message.event, [...(lanes.get(message.event) ?? []), message]);
    let outcomeUpdates = 0;
    let applied = 0;
    const began = nowUs();
    await Promise.all(
      [...lanes.values()].map(async (lane) => {
        for (const message of lane) {
          const due = dueAt?.(message);
          const wait = due === undefined ? 0 : (due - nowUs()) / 1000;
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          startedAt.set(message.event, due ?? nowUs());
          const result = await processor.handle(message);
          if (result.outcome !== 'applied') continue;
          applied++;
          outcomeUpdates += outcomeCount(message);
        }
      }),
    );
    return { applied, outcomeUpdates, seconds: (nowUs() - began) / 1e6 };
  }

  // 1. Throughput: as fast as the processor takes the feed. Nothing measures delivery here (a
  // saturated queue's latency is the queue's length); handled times are kept from phase 2 on.
  measuring = false;
  // CPU per unit is the figure that survives a shared machine (throughput follows its load).
  const tableBefore = await processTable();
  const cpuBefore = process.cpuUsage();
  const fast = await push(feed);
  const cpu = process.cpuUsage(cpuBefore);
  const postgresSeconds = scratch
    ? await databaseBackendCpu(database.db, tableBefore, await processTable())
    : 0;
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  // 2. Latency: the next window at the target rate.
  measuring = true;
  const pacedUpdates = pacedFeed.reduce((sum, message) => sum + outcomeCount(message), 0);
  const pacedMs = (pacedUpdates / TARGET_UPDATES) * 1000;
  const firstTs = Math.min(...pacedFeed.map((message) => message.ts));
  const spanMs = Math.max(1, Math.max(...pacedFeed.map((message) => message.ts)) - firstTs);
  const pacedFrom = nowUs();
  const paced = await push(
    pacedFeed,
    (message) => pacedFrom + ((message.ts - firstTs) / spanMs) * pacedMs * 1000,
  );
  await publisher.stop();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  client.send({ type: 'finish', handledAt });
  const result = await fromClient<{ updates: number; latenciesUs: number[] }>();
  client.kill();
  const sorted = result.latenciesUs.sort((a, b) => a - b);
  const ms = (us: number) => (us / 1000).toFixed(1);
  const perSecond = fast.outcomeUpdates / fast.seconds;
  const p99 = percentile(sorted, 99) / 1000;
  console.log(
    `${label}: throughput: ${fast.applied} messages applied, ${fast.outcomeUpdates} outcome updates in ${fast.seconds.toFixed(1)} s = ${Math.round(perSecond)} outcome updates/s (target ${TARGET_UPDATES})`,
  );
  const perUpdate = (ms: number) => (ms / Math.max(1, fast.outcomeUpdates)).toFixed(3);
  console.log(
    `${label}: CPU per outcome update: app ${perUpdate((cpu.user + cpu.system) / 1000)} ms, PostgreSQL ${scratch ? perUpdate(postgresSeconds * 1000) : '-'} ms (load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')})`,
  );
  console.log(
    `${label}: latency with ${TARGET_UPDATES} outcome updates/s offered (${paced.applied} messages, ${paced.outcomeUpdates} outcome updates applied in ${paced.seconds.toFixed(1)} s): sockets received ${result.updates} updates; delivery p50 ${ms(percentile(sorted, 50))} ms, p99 ${ms(percentile(sorted, 99))} ms, max ${ms(sorted[sorted.length - 1] ?? Number.NaN)} ms (target p99 < ${TARGET_P99_MS} ms; an event sends every ${Math.floor(1000 / SPORTSBOOK_UPDATES_PER_SECOND)} ms at most)`,
  );
  console.log(
    `${label}: ${perSecond >= TARGET_UPDATES ? 'meets' : 'below'} the throughput target; ${p99 < TARGET_P99_MS ? 'meets' : 'misses'} the latency target`,
  );
  await app.close();
  await database.close();
  await scratch?.drop();
}

await feedBench();
// Bets half: 3-leg multis per second on PostgreSQL (bench/sportsbook-bets.ts, its own scratch database).
if (!FEED_ONLY) printMultiBetFigures(await benchMultiBets());
