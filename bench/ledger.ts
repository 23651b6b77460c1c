/**
 * Ledger benchmark: `npm run bench:ledger`.
 *
 * Bet-then-win transfer pairs (player_main → house_bets, house_wins → player_main) through the real
 * ledger service, in two shapes against the same house accounts:
 *   (a) spread over BENCH_LEDGER_PLAYERS (default 1,000) players, each worker picking one at random;
 *   (b) every pair from one player, so every transfer queues for that player's row.
 * It runs on in-memory PGlite and on PostgreSQL (DATABASE_URL's server, else
 * postgres://postgres@127.0.0.1:5432/postgres), in a scratch database created and dropped here, with
 * BENCH_LEDGER_CONCURRENCY (default 32) transfers in flight on PostgreSQL (PGlite has one connection,
 * so it runs 8). Each shape runs BENCH_LEDGER_SECONDS (default 10). It prints transfers per second and
 * the p50/p99 latency of a single transfer, then the machine's plain pgbench TPC-B figure
 * (`pgbench -i -s 10`, then `pgbench -c 16 -j 2 -T 15`) on another scratch database, for scale.
 * Targets on PostgreSQL: >= 2,500 transfers/s over 1,000 players and >= half of pgbench's TPS.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { currenciesService } from '../apps/server/src/modules/currencies';
import { checkLedger, ledgerService, type LedgerService } from '../apps/server/src/modules/ledger';
import { systemClock } from '../apps/server/src/platform/clock';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client';
import * as schema from '../apps/server/src/platform/db/schema';

const run = promisify(execFile);
const PLAYERS = Number(process.env.BENCH_LEDGER_PLAYERS ?? 1_000);
const CONCURRENCY = Number(process.env.BENCH_LEDGER_CONCURRENCY ?? 32);
const SECONDS = Number(process.env.BENCH_LEDGER_SECONDS ?? 10);
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 15);
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HOUSE = 'USD';
const BET = 1_000_000n; // 1.00 USD at scale 6
const FUNDS = 1_000_000_000_000n; // 1,000,000 USD per player: the bench never runs a player dry

interface Figures {
  transfers: number;
  seconds: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

async function scratchDatabase(prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: BASE_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** Players as plain rows (the users service would hash passwords), each funded by one deposit. */
async function seedPlayers(db: Database, ledger: LedgerService, count: number): Promise<number[]> {
  const tag = randomBytes(4).toString('hex');
  const { rows } = (await db.execute(sql`
    insert into users (global_id, email, password_hash, language, currency)
    select ${tag} || '-' || n, 'bench-' || ${tag} || '-' || n || '@example.test', 'x', 'en', ${HOUSE}
    from generate_series(1, ${count}) as n returning id`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  const ids = rows.map((row) => Number(row.id));
  for (let start = 0; start < ids.length; start += 50)
    await Promise.all(
      ids.slice(start, start + 50).map((userId) =>
        ledger.credit({
          reason: 'deposit',
          userId,
          amountMinor: FUNDS,
          idempotencyKey: `bench-fund:${tag}:${userId}`,
        }),
      ),
    );
  return ids;
}

/** `concurrency` workers each loop bet → win on a player from `pick` until the time is up. */
async function measure(
  ledger: LedgerService,
  pick: () => number,
  concurrency: number,
  seconds: number,
): Promise<Figures> {
  const latencies: number[] = [];
  const run = randomBytes(4).toString('hex');
  let sequence = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const timed = async (work: () => Promise<unknown>) => {
    const begin = performance.now();
    await work();
    latencies.push(performance.now() - begin);
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const userId = pick();
        const round = `${run}:${(sequence += 1)}`;
        await timed(() =>
          ledger.debit({ reason: 'bet', userId, amountMinor: BET, idempotencyKey: `bet:${round}` }),
        );
        await timed(() =>
          ledger.credit({
            reason: 'win',
            userId,
            amountMinor: BET,
            idempotencyKey: `win:${round}`,
          }),
        );
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    transfers: latencies.length,
    seconds: elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

function print(label: string, figures: Figures): number {
  const rate = figures.transfers / figures.seconds;
  console.log(
    `  ${label.padEnd(34)} ${rate.toFixed(0).padStart(7)} transfers/s  ` +
      `(${(rate / 2).toFixed(0)} pairs/s, ${figures.transfers} transfers in ${figures.seconds.toFixed(1)} s)  ` +
      `p50 ${figures.p50.toFixed(2)} ms  p99 ${figures.p99.toFixed(2)} ms`,
  );
  return rate;
}

async function benchOn(db: Database, concurrency: number): Promise<number> {
  const currencies = currenciesService({
    db,
    clock: systemClock,
    houseCurrency: HOUSE,
    recordAudit: async () => undefined,
  });
  const ledger = ledgerService({ db, houseCurrency: HOUSE, currencies });
  const players = await seedPlayers(db, ledger, PLAYERS);
  const solo = players[0] as number;
  // Warm-up: account ids cached, plans prepared, pages in memory.
  await measure(
    ledger,
    () => players[Math.floor(Math.random() * players.length)] as number,
    concurrency,
    1,
  );
  const spread = print(
    `(a) ${PLAYERS} players, ${concurrency} in flight`,
    await measure(
      ledger,
      () => players[Math.floor(Math.random() * players.length)] as number,
      concurrency,
      SECONDS,
    ),
  );
  print(
    `(b) one player, ${concurrency} in flight`,
    await measure(ledger, () => solo, concurrency, SECONDS),
  );
  const report = await checkLedger(db);
  console.log(
    `  ledger:check ${report.ok ? 'clean' : `BROKEN: ${JSON.stringify(report.findings)}`} ` +
      `(${report.counts.transfers} transfers, ${report.counts.entries} entries)`,
  );
  return spread;
}

async function benchPglite() {
  console.log('PGlite (in memory):');
  const database = await openDatabase({ pgliteDir: undefined });
  try {
    await database.migrate();
    await benchOn(database.db, 8);
  } finally {
    await database.close();
  }
}

async function benchPostgres(): Promise<number | undefined> {
  const scratch = await scratchDatabase('wh_bench_ledger');
  console.log(`PostgreSQL (${scratch.name}):`);
  const handle = await openDatabase({ databaseUrl: scratch.url });
  // One connection per transfer in flight; the app's default pool (10) would cap the concurrency.
  const pool = new pg.Pool({ connectionString: scratch.url, max: CONCURRENCY });
  try {
    await handle.migrate();
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    return await benchOn(db, CONCURRENCY);
  } finally {
    await pool.end();
    await handle.close();
    await scratch.drop();
  }
}

async function pgbench(): Promise<number | undefined> {
  try {
    await run('pgbench', ['--version']);
  } catch {
    console.log('pgbench: not installed; skipping the TPC-B comparison');
    return undefined;
  }
  const scratch = await scratchDatabase('wh_bench_pgbench');
  try {
    await run('pgbench', ['-i', '-s', '10', '-q', scratch.url], { maxBuffer: 1 << 24 });
    const { stdout } = await run(
      'pgbench',
      ['-c', '16', '-j', '2', '-T', String(PGBENCH_SECONDS), scratch.url],
      { maxBuffer: 1 << 24 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
    console.log(
      `pgbench TPC-B (scale 10, 16 clients, 2 threads, ${PGBENCH_SECONDS} s): ${tps ?? '?'} tps, latency average ${latency ?? '?'} ms`,
    );
    return tps ? Number(tps) : undefined;
  } finally {
    await scratch.drop();
  }
}

async function main() {
  console.log(
    `Ledger benchmark: bet-then-win pairs, ${SECONDS} s per shape, ${PLAYERS} players, house currency ${HOUSE}`,
  );
  await benchPglite();
  let spread: number | undefined;
  try {
    spread = await benchPostgres();
  } catch (error) {
    console.log(`PostgreSQL: skipped (${(error as Error).message})`);
  }
  const tps = spread === undefined ? undefined : await pgbench();
  if (spread !== undefined) {
    console.log(
      `Target (a) >= 2,500 transfers/s on PostgreSQL: ${spread >= 2500 ? 'met' : 'NOT met'} (${spread.toFixed(0)})`,
    );
    if (tps !== undefined)
      console.log(
        `Target (a) >= half of pgbench TPS (${(tps / 2).toFixed(0)}): ${spread >= tps / 2 ? 'met' : 'NOT met'} (${((spread / tps) * 100).toFixed(0)}% of pgbench)`,
      );
  }
}

main().catch((error: unknown) => {
  console.error('bench:ledger failed:', error);
  process.exit(1);
});
