/**
 * Provider wallet benchmark: `npm run bench:provider`.
 *
 * Starts the real server (`apps/server/src/main.ts`, one process) on a scratch PostgreSQL database
 * (on DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432/postgres; created and dropped
 * here) with the demo catalogue, connects an HMAC-signing provider as `demo-provider` (straight
 * into its table: the bench plays the provider's servers, not staff), registers and funds
 * BENCH_PROVIDER_PLAYERS (default 100) players and launches a slot for each in real mode. Then
 * BENCH_PROVIDER_CONCURRENCY (default 32) clients, each with its own players, play rounds as a
 * provider's servers do: a signed bet, then its signed win closing the round, over keep-alive HTTP (undici),
 * for BENCH_PROVIDER_SECONDS (default 10) after the set-up's background jobs are done (the
 * deposits' push notifications) and a 2-second warm-up. It prints bet-and-win pairs
 * per second, the p50/p99 of one pair (bet sent → win answered), refusals, and runs
 * `ledger:check` on the database afterwards. Target on a 2-core machine: >= 2,000 pairs/s.
 * BENCH_PROVIDER_QUERIES=1 counts the server's PostgreSQL round trips per pair (see query-counter.ts);
 * BENCH_PROVIDER_CPU_PROF=<dir> writes the server's CPU profiles there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Pool } from 'undici';
import {
  cpuOf,
  machineCpuSeconds,
  percentile,
  printQueries,
  processTable,
  queryCounts,
  reachable,
  requestJson,
  termsAcceptance,
  ROOT,
  scratchDatabase,
  startServer,
  stopServer,
  treeOf,
} from './support/server';

const PLAYERS = Number(process.env.BENCH_PROVIDER_PLAYERS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_PROVIDER_CONCURRENCY ?? 32);
/** More than one: cluster.ts (node:cluster on one port) with Redis between the processes. */
const PROCESSES = Number(process.env.BENCH_PROVIDER_PROCESSES ?? 1);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_PROVIDER_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const TARGET_PER_SECOND = 2_000;
const SLUG = 'demo-provider';
const SECRET = randomBytes(32).toString('hex');
/** 1 USD in the protocol's 1/100,000 units. */
const STAKE = 100_000;
/** Set: count the server's PostgreSQL queries (round trips) per pair and print the busiest. */
const COUNT_QUERIES = Boolean(process.env.BENCH_PROVIDER_QUERIES);
const CPU_PROFILE_DIR = process.env.BENCH_PROVIDER_CPU_PROF;

interface Session {
  token: string;
  user: string;
}

/** Players through the real sign-up and dev credit, each with a real-mode launch of `gameId`. */
async function sessions(base: string, gameId: number): Promise<Session[]> {
  const tag = randomBytes(4).toString('hex');
  const terms = await termsAcceptance(base);
  const all: Session[] = [];
  for (let start = 0; start < PLAYERS; start += 10) {
    const batch = Array.from({ length: Math.min(10, PLAYERS - start) }, (_, i) => start + i);
    all.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const email = `bench-provider-${tag}-${n}@example.test`;
          const registered = await requestJson(base, '/api/v1/auth/register', {
            email,
            password: `Wh-${randomBytes(9).toString('base64url')}`,
            ...terms,
          });
          const auth = { authorization: `Bearer ${String(registered.token)}` };
          await requestJson(
            base,
            '/api/dev/credit',
            { email, amount: '1000000', currency: 'USD' },
            { 'idempotency-key': randomUUID() },
          );
          const launched = await requestJson(
            base,
            `/api/v2/games/${gameId}/launch`,
            { mode: 'real' },
            auth,
          );
          const me = await requestJson(base, '/api/v1/me', undefined, auth);
          return {
            token: new URL(String(launched.url)).searchParams.get('token') ?? '',
            user: String(me.globalId),
          };
        }),
      )),
    );
  }
  return all;
}

/** One signed wallet call over a keep-alive connection; resolves with the protocol status. */
async function walletCall(pool: Pool, path: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', SECRET).update(raw).digest('hex');
  const answer = await pool.request({
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    body: raw,
  });
  const text = await answer.body.text();
  try {
    return String((JSON.parse(text) as { status?: unknown }).status);
  } catch {
    return `HTTP ${answer.statusCode}`;
  }
}

async function measure(base: string, players: Session[], seconds: number) {
  const latencies: number[] = [];
  const refusals = new Map<string, number>();
  const refuse = (status: string) => refusals.set(status, (refusals.get(status) ?? 0) + 1);
  const bet = `/api/provider/${SLUG}/transaction/bet`;
  const win = `/api/provider/${SLUG}/transaction/win`;
  // undici's pool: a provider's servers are not this machine's, so the client should cost it little.
  const agent = new Pool(base, { connections: CONCURRENCY });
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      // Each client plays its own players, one round after another, as a game server would.
      const own = players.filter((_player, index) => index % CONCURRENCY === client);
      const mine = own.length > 0 ? own : players;
      while (performance.now() < deadline) {
        const player = mine[Math.floor(Math.random() * mine.length)] as Session;
        const round = randomUUID();
        const base = {
          token: player.token,
          user: player.user,
          game_code: 'slot',
          currency: 'USD',
          round,
        };
        const begin = performance.now();
        const betStatus = await walletCall(agent, bet, {
          ...base,
          request_uuid: randomUUID(),
          transaction_uuid: randomUUID(),
          amount: STAKE,
        });
        if (betStatus !== 'RS_OK') {
          refuse(betStatus);
          continue;
        }
        const winStatus = await walletCall(agent, win, {
          ...base,
          request_uuid: randomUUID(),
          transaction_uuid: randomUUID(),
          // Half the rounds pay double, half lose (a zero win still closes the round).
          amount: Math.random() < 0.5 ? 2 * STAKE : 0,
          round_closed: true,
        });
        if (winStatus === 'RS_OK') latencies.push(performance.now() - begin);
        else refuse(winStatus);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await agent.close();
  latencies.sort((a, b) => a - b);
  return {
    pairs: latencies.length,
    seconds: elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    refusals,
  };
}

/**
 * Waits (up to a minute) for the set-up's own after-effects to finish: each funding deposit queues
 * a push notification, scanned a few seconds behind the outbox and sent one job at a time, which
 * would otherwise run inside the measured window as work no wallet call asked for.
 */
async function settle(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const {
      rows: [newest],
    } = await db.query<{ id: string | null }>(
      `select max(id)::text as id from outbox where topic = 'transaction.changed'`,
    );
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      // Ticks queue themselves under their own name as singleton key: they are always there.
      const {
        rows: [state],
      } = await db.query<{ scanned: boolean; waiting: number }>(
        `select coalesce((select last_id from push_outbox_cursor where name = 'transactions'), 0)
                  >= coalesce($1::bigint, 0) as scanned,
                (select count(*)::int from pgboss.job where state < 'completed'
                   and singleton_key is distinct from name) as waiting`,
        [newest?.id ?? null],
      );
      if (state?.scanned && state.waiting === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.log('  (background jobs of the set-up were still running after a minute)');
  } finally {
    await db.end();
  }
}

function ledgerCheck(databaseUrl: string): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'apps/server/src/cli/ledger-check.ts')],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' },
  );
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

async function main() {
  let processes = PROCESSES;
  if (processes > 1 && !(await reachable(REDIS_URL))) {
    console.log(`no Redis at ${REDIS_URL}: one server process (several need Redis between them)`);
    processes = 1;
  }
  const database = await scratchDatabase('wh_bench_provider');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wh-bench-provider-'));
  let server: ChildProcess | undefined;
  try {
    const started = await startServer({
      env: {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        DEMO_PROVIDER: 'false',
        // The simulated odds feed is demo content: started with the server, it wrote its calendar
        // (about 1,500 markets) inside the measured window, at 0.74 inserts per pair.
        SPORTSBOOK_FEED: 'none',
        LOG_LEVEL: process.env.BENCH_PROVIDER_LOG_LEVEL ?? 'info',
        REDIS_URL: processes > 1 ? REDIS_URL : '',
      },
      processes,
      cpuProfileDir: CPU_PROFILE_DIR,
      countQueries: COUNT_QUERIES,
    });
    server = started.server;
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await db.query(
      `insert into wallet_providers (slug, name, signature, secret, launch_url, currencies, active)
       values ($1, 'Bench provider', 'hmac', $2, 'http://bench.invalid', '{USD}', true)
       on conflict (slug) do update set signature = 'hmac', public_key = null, secret = $2, active = true`,
      [SLUG, SECRET],
    );
    const {
      rows: [slot],
    } = await db.query<{ id: number }>(
      `select id from games where wallet_provider = $1 and external_game_id = 'slot'
         and cardinality(blacklist_currencies) = 0 and cardinality(blacklist_countries) = 0
       order by id limit 1`,
      [SLUG],
    );
    await db.end();
    if (!slot) throw new Error('no demo slot mapped to the provider');
    const players = await sessions(started.base, slot.id);
    await settle(database.url);
    await measure(started.base, players, WARMUP_SECONDS);
    if (COUNT_QUERIES) await queryCounts(server);
    const tableBefore = await processTable();
    const machineBefore = await machineCpuSeconds();
    const clientBefore = process.cpuUsage();
    const figures = await measure(started.base, players, SECONDS);
    const client = process.cpuUsage(clientBefore);
    const machineAfter = await machineCpuSeconds();
    const tableAfter = await processTable();
    const rate = figures.pairs / figures.seconds;
    console.log(
      `bench:provider on PostgreSQL, ${CONCURRENCY} clients, ${PLAYERS} players, ` +
        (processes > 1
          ? `${processes} server processes (cluster.ts, Redis ${REDIS_URL})`
          : '1 server process (main.ts)'),
    );
    console.log(
      `  ${rate.toFixed(0)} bet-and-win pairs/s (${(2 * rate).toFixed(0)} wallet calls/s) over ${figures.seconds.toFixed(1)} s; target ${TARGET_PER_SECOND} pairs/s: ${rate >= TARGET_PER_SECOND ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  one pair (bet sent → win answered): p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms`,
    );
    const refused = [...figures.refusals.entries()].map(([status, n]) => `${status} ×${n}`);
    const postgres = (table: Awaited<ReturnType<typeof processTable>>) =>
      cpuOf(table.filter((stat) => stat.name === 'postgres'));
    const perPair = (seconds: number) =>
      `${((1000 * seconds) / Math.max(1, figures.pairs)).toFixed(2)} ms`;
    const serverCpu =
      cpuOf(treeOf(tableAfter, server.pid)) - cpuOf(treeOf(tableBefore, server.pid));
    const busy = machineAfter.busy - machineBefore.busy;
    console.log(
      `  CPU per pair: server ${perPair(serverCpu)}, PostgreSQL ${perPair(postgres(tableAfter) - postgres(tableBefore))}, ` +
        `this bench's client ${perPair((client.user + client.system) / 1e6)}, ` +
        `whole machine ${perPair(busy)} (machine ${((100 * busy) / (machineAfter.total - machineBefore.total)).toFixed(0)}% busy)`,
    );
    if (COUNT_QUERIES) printQueries(await queryCounts(server), figures.pairs, 'pair');
    console.log(`  refusals: ${refused.length > 0 ? refused.join(', ') : 'none'}`);
    await stopServer(server);
    server = undefined;
    const check = await ledgerCheck(database.url);
    console.log(
      `  ledger:check after the run: ${check === 0 ? 'clean' : `FAILED (exit ${check})`}`,
    );
    if (check !== 0) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
