/**
 * Originals bet benchmark: `npm run bench:bets`.
 *
 * Starts the real server in child processes, once on embedded PGlite (a temporary data directory,
 * one process: `apps/server/src/main.ts`, as `npm start` runs it) and once on PostgreSQL (a scratch
 * database on DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432/postgres, created and
 * dropped here), by default with one server process too; BENCH_BETS_PROCESSES=<n> runs n under
 * node:cluster (`apps/server/src/cluster.ts`, the scaled mode on one machine) with Redis between
 * them (REDIS_URL, else redis://127.0.0.1:6379; one process when no Redis answers). It registers
 * BENCH_BETS_PLAYERS (default 100) players, funds them through the simulator's dev credit, then
 * BENCH_BETS_CONCURRENCY (default 32; PGlite 8) clients, each with its own players, post dice bets
 * over keep-alive HTTP (`POST /api/v1/originals/dice/bets`, a fresh Idempotency-Key each) for
 * BENCH_BETS_SECONDS (default 10) after a 2-second warm-up. It prints bets per second, the p50/p99
 * latency of one bet as the client saw it, the server processes and the CPU per bet of the server,
 * PostgreSQL, the bench client and the whole machine (it shares the machine with the server).
 * Target on PostgreSQL on a 2-core machine: >= 1,500 bets/s.
 *
 * BENCH_BETS_DATABASES=pglite,postgres picks the databases; BENCH_BETS_CPU_PROF=<dir> writes the
 * server's CPU profiles (node --cpu-prof) there; BENCH_BETS_QUERIES=1 counts the server's
 * PostgreSQL round trips per bet; BENCH_BETS_LOG_LEVEL sets the server's LOG_LEVEL (default info,
 * as in production).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  cpuOf,
  machineCpuSeconds,
  percentile,
  postKeepAlive,
  printQueries,
  processTable,
  queryCounts,
  reachable,
  requestJson,
  scratchDatabase,
  startServer,
  stopServer,
  type ProcessStat,
  treeOf,
} from './support/server';

const PLAYERS = Number(process.env.BENCH_BETS_PLAYERS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_BETS_CONCURRENCY ?? 32);
const PGLITE_CONCURRENCY = Math.min(CONCURRENCY, 8);
const SECONDS = Number(process.env.BENCH_BETS_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const TARGET_PER_SECOND = 1_500;
const BET = { amount: '1', params: { direction: 'over', target: '50.50' } };
const DATABASES = (process.env.BENCH_BETS_DATABASES ?? 'pglite,postgres').split(',');
const CPU_PROFILE_DIR = process.env.BENCH_BETS_CPU_PROF;
/** Set: count the server's PostgreSQL queries (round trips) per bet and print the busiest ones. */
const COUNT_QUERIES = Boolean(process.env.BENCH_BETS_QUERIES);
const PROCESSES = Number(process.env.BENCH_BETS_PROCESSES ?? 1);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const LOG_LEVEL = process.env.BENCH_BETS_LOG_LEVEL ?? 'info';

interface Figures {
  bets: number;
  failed: number;
  seconds: number;
  p50: number;
  p99: number;
  /** CPU seconds the bench process used while measuring (user + system). */
  clientCpu: number;
}

/** Players through the real sign-up, each funded with 1,000,000 by the simulator's dev credit. */
async function players(base: string): Promise<string[]> {
  const tag = randomBytes(4).toString('hex');
  const tokens: string[] = [];
  for (let start = 0; start < PLAYERS; start += 10) {
    const batch = Array.from({ length: Math.min(10, PLAYERS - start) }, (_, i) => start + i);
    tokens.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const email = `bench-${tag}-${n}@example.test`;
          const registered = await requestJson(base, '/api/v1/auth/register', {
            email,
            password: `Wh-${randomBytes(9).toString('base64url')}`,
          });
          await requestJson(
            base,
            '/api/dev/credit',
            { email, amount: '1000000', currency: 'USD' },
            { 'idempotency-key': randomUUID() },
          );
          return String(registered.token);
        }),
      )),
    );
  }
  return tokens;
}

async function measure(
  base: string,
  tokens: string[],
  concurrency: number,
  seconds: number,
): Promise<Figures> {
  const latencies: number[] = [];
  let failed = 0;
  const body = JSON.stringify(BET);
  const url = new URL(`${base}/api/v1/originals/dice/bets`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      // Each client bets for its own players (as people do: one bet after another), so no player
      // has two bets in flight unless there are fewer players than clients.
      const own = tokens.filter((_token, index) => index % concurrency === client);
      const mine = own.length > 0 ? own : tokens;
      while (performance.now() < deadline) {
        const token = mine[Math.floor(Math.random() * mine.length)] as string;
        const begin = performance.now();
        const { status } = await postKeepAlive(
          agent,
          url,
          {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': randomUUID(),
          },
          body,
        );
        if (status === 200) latencies.push(performance.now() - begin);
        else failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    bets: latencies.length,
    failed,
    seconds: elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    clientCpu: (cpu.user + cpu.system) / 1e6,
  };
}

async function benchOn(
  label: string,
  env: Record<string, string>,
  concurrency: number,
  processes: number,
) {
  const { server, base } = await startServer({
    env: { SEED_DEMO: 'false', LOG_LEVEL, ...env },
    processes,
    cpuProfileDir: CPU_PROFILE_DIR,
    countQueries: COUNT_QUERIES,
  });
  try {
    const tokens = await players(base);
    await measure(base, tokens, concurrency, WARMUP_SECONDS);
    if (COUNT_QUERIES) await queryCounts(server);
    const tableBefore = await processTable();
    const machineBefore = await machineCpuSeconds();
    const figures = await measure(base, tokens, concurrency, SECONDS);
    const machineAfter = await machineCpuSeconds();
    const tableAfter = await processTable();
    if (COUNT_QUERIES) printQueries(await queryCounts(server), figures.bets, 'bet');
    const serverCpu =
      cpuOf(treeOf(tableAfter, server.pid)) - cpuOf(treeOf(tableBefore, server.pid));
    const postgres = (table: ProcessStat[]) =>
      cpuOf(table.filter((stat) => stat.name === 'postgres'));
    const postgresCpu = postgres(tableAfter) - postgres(tableBefore);
    const rate = figures.bets / figures.seconds;
    const perBet = (seconds: number) =>
      `${((1000 * seconds) / Math.max(1, figures.bets)).toFixed(2)} ms`;
    const machineBusy = machineAfter.busy - machineBefore.busy;
    const machineShare = machineBusy / (machineAfter.total - machineBefore.total);
    console.log(
      `  ${label.padEnd(12)} ${rate.toFixed(0).padStart(6)} bets/s  p50 ${figures.p50.toFixed(1)} ms  ` +
        `p99 ${figures.p99.toFixed(1)} ms  (${figures.bets} bets in ${figures.seconds.toFixed(1)} s, ` +
        `${concurrency} in flight, ${figures.failed} failed)`,
    );
    console.log(
      `    CPU per bet: server ${perBet(serverCpu)}` +
        (label === 'PostgreSQL' ? `, PostgreSQL ${perBet(postgresCpu)}` : '') +
        `, bench client ${perBet(figures.clientCpu)}, whole machine ${perBet(machineBusy)} ` +
        `(machine ${(100 * machineShare).toFixed(0)}% busy)`,
    );
    return rate;
  } finally {
    await stopServer(server);
  }
}

async function main() {
  console.log(
    `Dice bets over HTTP: ${PLAYERS} players, ${SECONDS} s per database after ${WARMUP_SECONDS} s warm-up, server LOG_LEVEL=${LOG_LEVEL}`,
  );
  if (DATABASES.includes('pglite')) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wh-bench-bets-'));
    try {
      console.log('  PGlite: 1 server process (main.ts, embedded mode as `npm start` runs it)');
      await benchOn('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, PGLITE_CONCURRENCY, 1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (!DATABASES.includes('postgres')) return;
  let processes = PROCESSES;
  if (processes > 1 && !(await reachable(REDIS_URL))) {
    console.log(`  no Redis at ${REDIS_URL}: one server process (several need Redis between them)`);
    processes = 1;
  }
  console.log(
    processes > 1
      ? `  PostgreSQL: ${processes} server processes (cluster.ts, node:cluster on one port, Redis ${REDIS_URL}), as the scaled mode runs on one machine`
      : '  PostgreSQL: 1 server process (main.ts)',
  );
  const scratch = await scratchDatabase('wh_bench_bets');
  try {
    const rate = await benchOn(
      'PostgreSQL',
      { DATABASE_URL: scratch.url, REDIS_URL: processes > 1 ? REDIS_URL : '' },
      CONCURRENCY,
      processes,
    );
    console.log(
      `  target on PostgreSQL: >= ${TARGET_PER_SECOND} bets/s — ${rate >= TARGET_PER_SECOND ? 'met' : 'NOT met'}`,
    );
  } finally {
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
