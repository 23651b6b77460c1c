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
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const PLAYERS = Number(process.env.BENCH_BETS_PLAYERS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_BETS_CONCURRENCY ?? 32);
const PGLITE_CONCURRENCY = Math.min(CONCURRENCY, 8);
const SECONDS = Number(process.env.BENCH_BETS_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_PER_SECOND = 1_500;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BET = { amount: '1', params: { direction: 'over', target: '50.50' } };
const DATABASES = (process.env.BENCH_BETS_DATABASES ?? 'pglite,postgres').split(',');
const CPU_PROFILE_DIR = process.env.BENCH_BETS_CPU_PROF;
/** Set: count the server's PostgreSQL queries (round trips) per bet and print the busiest ones. */
const COUNT_QUERIES = Boolean(process.env.BENCH_BETS_QUERIES);
const QUERY_COUNTS_FILE = path.join(tmpdir(), `wh-bench-queries-${process.pid}.json`);
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

interface ProcessStat {
  pid: number;
  parent: number;
  name: string;
  /** CPU seconds (user + system) used so far. */
  cpu: number;
}

/** Every process of the machine with its CPU so far, from /proc (Linux; empty elsewhere). */
async function processTable(): Promise<ProcessStat[]> {
  let entries: string[] = [];
  try {
    entries = await readdir('/proc');
  } catch {
    return [];
  }
  const table: ProcessStat[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.push({
        pid: Number(entry),
        parent: Number(fields[1]),
        name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second).
        cpu: (Number(fields[11]) + Number(fields[12])) / 100,
      });
    } catch {
      // The process ended meanwhile.
    }
  }
  return table;
}

/** `root` and every process under it. */
function treeOf(table: ProcessStat[], root: number | undefined): ProcessStat[] {
  const tree = table.filter((stat) => stat.pid === root);
  for (let index = 0; index < tree.length; index += 1) {
    const parent = (tree[index] as ProcessStat).pid;
    tree.push(...table.filter((stat) => stat.parent === parent));
  }
  return tree;
}

const cpuOf = (stats: ProcessStat[]) => stats.reduce((sum, stat) => sum + stat.cpu, 0);

/** A keep-alive POST over node:http; resolves with the status once the body is read. */
function postKeepAlive(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
  body: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Busy and total CPU seconds of the whole machine so far, from /proc/stat. */
async function machineCpuSeconds(): Promise<{ busy: number; total: number }> {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] as string;
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((sum, tick) => sum + tick, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: (total - idle) / 100, total: total / 100 };
  } catch {
    return { busy: Number.NaN, total: Number.NaN };
  }
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

async function scratchDatabase() {
  const name = `wh_bench_bets_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  // The URL first: one it cannot parse must fail before a database is created and left behind.
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: BASE_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** Redis answers on `url` (a TCP connection opens within a second). */
function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * The server as it runs in production: one process (`main.ts`, embedded mode) or `processes`
 * under node:cluster (`cluster.ts`, scaled mode). Resolves once every process listens.
 */
async function startServer(
  env: Record<string, string>,
  processes: number,
): Promise<{ server: ChildProcess; base: string }> {
  const entry = processes > 1 ? 'apps/server/src/cluster.ts' : 'apps/server/src/main.ts';
  const server = spawn(
    process.execPath,
    [
      ...(CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : []),
      '--import',
      'tsx',
      ...(COUNT_QUERIES ? ['--import', path.join(ROOT, 'bench/query-counter.ts')] : []),
      path.join(ROOT, entry),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        REDIS_URL: '',
        SEED_DEMO: 'false',
        SIMULATORS: 'true',
        LOG_LEVEL,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        RATE_LIMIT_PER_MINUTE: '100000000',
        BENCH_QUERY_COUNTS: QUERY_COUNTS_FILE,
        SERVER_PROCESSES: String(processes),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    let listening = 0;
    server.stdout?.on('data', (chunk: Buffer) => {
      if (listening >= processes) return; // From here on only request logs: drop them.
      output += chunk.toString();
      const lines = output.split('\n');
      output = lines.pop() ?? '';
      for (const line of lines) {
        const match = /running at http:\/\/localhost:(\d+)/.exec(line);
        if (!match) continue;
        listening += 1;
        if (listening === processes) resolve(Number(match[1]));
      }
    });
    server.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
  return { server, base: `http://127.0.0.1:${port}` };
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function post(
  base: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
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
          const registered = await post(base, '/api/v1/auth/register', {
            email,
            password: `Wh-${randomBytes(9).toString('base64url')}`,
          });
          await post(
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
        const status = await postKeepAlive(
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

/** The server processes' query counts since the last call (see query-counter.ts); none on PGlite. */
async function queryCounts(server: ChildProcess): Promise<Array<[string, number]>> {
  const pids = treeOf(await processTable(), server.pid).map((stat) => stat.pid);
  const files = pids.map((pid) => `${QUERY_COUNTS_FILE}.${pid}`);
  await Promise.all(files.map((file) => rm(file, { force: true })));
  for (const pid of pids) process.kill(pid, 'SIGUSR2');
  const merged = new Map<string, number>();
  for (const file of files) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      try {
        const counts = JSON.parse(await readFile(file, 'utf8')) as Array<[string, number]>;
        for (const [shape, count] of counts) merged.set(shape, (merged.get(shape) ?? 0) + count);
        await rm(file, { force: true });
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }
  return [...merged.entries()];
}

function printQueries(counts: Array<[string, number]>, bets: number) {
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  console.log(`    ${(total / Math.max(1, bets)).toFixed(2)} queries (round trips) per bet:`);
  for (const [shape, count] of counts.sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`      ${(count / Math.max(1, bets)).toFixed(3).padStart(7)}  ${shape}`);
}

async function benchOn(
  label: string,
  env: Record<string, string>,
  concurrency: number,
  processes: number,
) {
  const { server, base } = await startServer(env, processes);
  try {
    const tokens = await players(base);
    await measure(base, tokens, concurrency, WARMUP_SECONDS);
    if (COUNT_QUERIES) await queryCounts(server);
    const tableBefore = await processTable();
    const machineBefore = await machineCpuSeconds();
    const figures = await measure(base, tokens, concurrency, SECONDS);
    const machineAfter = await machineCpuSeconds();
    const tableAfter = await processTable();
    if (COUNT_QUERIES) printQueries(await queryCounts(server), figures.bets);
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
  const scratch = await scratchDatabase();
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
