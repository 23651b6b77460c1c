/**
 * Sportsbook multi-bet benchmark (the bets half of `npm run bench:sportsbook`; alone:
 * `npm run bench:sportsbook-bets`).
 *
 * Builds the real app on a scratch PostgreSQL database (DATABASE_URL's server, else
 * postgres://postgres@127.0.0.1:5432/postgres; created and dropped here), creates
 * BENCH_SB_EVENTS (default 60) prematch events with a 1x2 market and BENCH_SB_PLAYERS (default 200)
 * funded players, then BENCH_SB_CONCURRENCY (default 32) workers place 3-leg multis (three
 * different events, 1.00 each, a fresh idempotency key each) through the bets service — the same
 * call the HTTP route makes: share-locked markets, odds policy, limits, liability cap, bonus
 * wagering, the ledger stake — for BENCH_SB_SECONDS (default 10) after a 2-second warm-up. It
 * prints bets per second and the p50/p99 latency of one bet, then checks the ledger.
 * Target on PostgreSQL on a 2-core machine: >= 1,000 3-leg multis per second.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { checkLedger } from '../apps/server/src/modules/ledger';
import { sportsbookLimits } from '../apps/server/src/modules/sportsbook/bets/schema';
import {
  createEvent,
  ensureLeague,
} from '../apps/server/src/modules/sportsbook/bets/test-fixtures';
import type { Services } from '../apps/server/src/services';
import { createTestApp } from '../apps/server/src/test/harness';
import pg from 'pg';
import { databaseBackendCpu, processTable } from './support/server';

/** Set: count the PostgreSQL queries (round trips) per bet and print the busiest. */
const COUNT_QUERIES = Boolean(process.env.BENCH_SB_QUERIES);
const queryCounts = new Map<string, number>();
if (COUNT_QUERIES) {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function query(this: unknown, ...args: unknown[]) {
    const query = args[0] as { text?: string; name?: string } | string;
    const text = typeof query === 'string' ? query : (query?.text ?? '?');
    const name = typeof query === 'object' && query?.name ? `[${query.name}] ` : '';
    const shape = name + text.replace(/\s+/g, ' ').trim().slice(0, 100);
    queryCounts.set(shape, (queryCounts.get(shape) ?? 0) + 1);
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

const EVENTS = Number(process.env.BENCH_SB_EVENTS ?? 60);
const PLAYERS = Number(process.env.BENCH_SB_PLAYERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_SB_CONCURRENCY ?? 32);
const SECONDS = Number(process.env.BENCH_SB_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const TARGET_PER_SECOND = 1_000;
/**
 * Set: measure exactly this many bets (after as many for warm-up) instead of BENCH_SB_SECONDS,
 * so CPU and queries per bet are comparable on a busy machine.
 */
const FIXED_BETS = Number(process.env.BENCH_SB_BETS ?? 0);

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

export interface MultiBetFigures {
  bets: number;
  failed: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** CPU of this process (app and clients) per bet, in ms. */
  cpuMsPerBet: number;
  /** CPU of the scratch database's PostgreSQL backends per bet, in ms. */
  postgresMsPerBet: number;
  /** Queries by shape during the measured window (BENCH_SB_QUERIES only). */
  queries: Array<[string, number]>;
  /** The bets `queries` and the PostgreSQL CPU were counted over (the measured ones and those in flight at its end). */
  queriedBets: number;
}

/** 3-leg multis per second on PostgreSQL (see the file comment). */
export async function benchMultiBets(): Promise<MultiBetFigures> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const t = await createTestApp('postgres');
  try {
    const db = t.database.db;
    const services = (t.app as unknown as { services: Services }).services;
    await ensureLeague(db);
    await db
      .insert(sportsbookLimits)
      .values({
        id: 1,
        minStakeMinor: 0n,
        maxStakeMinor: 0n,
        maxPayoutMinor: 0n,
        marketLiabilityCapMinor: 10n ** 15n,
        liveDelayMs: 0,
        cashOutMarginBps: 500,
        cashOutOfferSeconds: 10,
      })
      .onConflictDoNothing();
    const homes: number[] = [];
    for (let index = 0; index < EVENTS; index += 1) {
      const event = await createEvent(db);
      homes.push(event.main.outcomes.home as number);
    }
    const players: number[] = [];
    for (let index = 0; index < PLAYERS; index += 1) {
      const access = await services.users.createPlayer({
        email: `bench-sb-${index}-${randomUUID().slice(0, 8)}@example.test`,
        passwordHash: 'not-a-real-hash',
        language: 'en',
        currency: 'USD',
      });
      await services.ledger.credit({
        userId: access.userId,
        amountMinor: 1_000_000_000_000n,
        reason: 'deposit',
        idempotencyKey: `bench-sb-fund:${access.userId}`,
      });
      players.push(access.userId);
    }

    const latencies: number[] = [];
    let bets = 0;
    /** Bets that finished after the measured window, before the database's CPU was read again. */
    let drained = 0;
    let failed = 0;
    let measuring = false;
    let stop = false;
    let warmed = 0;
    let reached: () => void = () => {};
    const nextMark = () => new Promise<void>((resolve) => (reached = resolve));
    const pick = () => Math.floor(Math.random() * homes.length);
    const worker = async (offset: number) => {
      let turn = offset;
      while (!stop) {
        const userId = players[turn % players.length] as number;
        turn += CONCURRENCY;
        const chosen = new Set<number>();
        while (chosen.size < 3) chosen.add(pick());
        const started = performance.now();
        try {
          await services.sportsBets.place(
            userId,
            {
              stake: '1',
              selections: [...chosen].map((at) => ({
                outcomeId: homes[at] as number,
                odds: '2.00',
              })),
            },
            randomUUID(),
          );
          if (measuring) {
            bets += 1;
            latencies.push(performance.now() - started);
            if (FIXED_BETS > 0 && bets >= FIXED_BETS) {
              measuring = false;
              reached();
            }
          } else if (stop) drained += 1;
          else if (FIXED_BETS > 0 && (warmed += 1) === FIXED_BETS) reached();
        } catch (error) {
          if (measuring) failed += 1;
          if (failed === 1) console.error('first failure:', error);
        }
      }
    };
    const warm = nextMark();
    const running = Array.from({ length: CONCURRENCY }, (_, index) => worker(index));
    if (FIXED_BETS > 0) await warm;
    else await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
    const done = FIXED_BETS > 0 ? nextMark() : undefined;
    // The process table is slow to read on a busy machine: the window (and the query counts)
    // starts once it is read, and ends after the bets in flight have finished, so the database's
    // CPU and round trips are divided by every bet they served.
    const tableBefore = await processTable();
    queryCounts.clear();
    const cpuBefore = process.cpuUsage();
    measuring = true;
    const started = performance.now();
    if (done) await done;
    else await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    measuring = false;
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    stop = true;
    await Promise.all(running);
    const counted = [...queryCounts.entries()];
    const postgres = await databaseBackendCpu(db, tableBefore, await processTable());
    const served = Math.max(1, bets + drained);
    latencies.sort((a, b) => a - b);
    const report = await checkLedger(db);
    if (report.findings.length > 0) console.error('ledger check findings:', report.findings);
    return {
      bets,
      failed,
      seconds,
      perSecond: bets / seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      cpuMsPerBet: (cpu.user + cpu.system) / 1000 / Math.max(1, bets),
      postgresMsPerBet: (1000 * postgres) / served,
      queries: counted,
      queriedBets: served,
    };
  } finally {
    await t.close();
  }
}

export function printMultiBetFigures(figures: MultiBetFigures): void {
  console.log(
    `sportsbook 3-leg multis on PostgreSQL (${CONCURRENCY} in flight, ${PLAYERS} players, ${EVENTS} events): ` +
      `${figures.perSecond.toFixed(0)} bets/s (target ${TARGET_PER_SECOND}), ` +
      `p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ` +
      `${figures.bets} bets in ${figures.seconds.toFixed(1)} s, ${figures.failed} failed`,
  );
  console.log(
    `  CPU per bet: app ${figures.cpuMsPerBet.toFixed(2)} ms, PostgreSQL ${figures.postgresMsPerBet.toFixed(2)} ms (load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')})`,
  );
  if (figures.queries.length > 0) {
    const total = figures.queries.reduce((sum, [, count]) => sum + count, 0);
    const per = figures.queriedBets;
    console.log(`  ${(total / per).toFixed(2)} queries (round trips) per bet:`);
    for (const [shape, count] of figures.queries.sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`    ${(count / per).toFixed(3).padStart(7)}  ${shape}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  printMultiBetFigures(await benchMultiBets());
