/**
 * Originals bet benchmark: `npm run bench:bets`.
 *
 * Starts the real server (apps/server/src/main.ts) in a child process, once on embedded PGlite (a
 * temporary data directory) and once on PostgreSQL (a scratch database on DATABASE_URL's server,
 * else postgres://postgres@127.0.0.1:5432/postgres, created and dropped here). It registers
 * BENCH_BETS_PLAYERS (default 100) players, funds them through the simulator's dev credit, then
 * BENCH_BETS_CONCURRENCY (default 32; PGlite 8) clients post dice bets over HTTP
 * (`POST /api/v1/originals/dice/bets`, a fresh Idempotency-Key each, a random player each) for
 * BENCH_BETS_SECONDS (default 10) after a 2-second warm-up. It prints bets per second and the
 * p50/p99 latency of one bet as the client saw it, and the CPU the client itself used (it shares
 * the machine with the server: keep-alive connections and no fetch layer keep it small). Target on
 * PostgreSQL on a 2-core machine: >= 1,500 bets/s.
 *
 * BENCH_BETS_DATABASES=pglite,postgres picks the databases; BENCH_BETS_CPU_PROF=<dir> writes the
 * server's CPU profile (node --cpu-prof) there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
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

interface Figures {
  bets: number;
  failed: number;
  seconds: number;
  p50: number;
  p99: number;
  /** CPU seconds the bench process used while measuring (user + system). */
  clientCpu: number;
}

/** CPU seconds (user + system) a process used so far, from /proc (Linux); NaN elsewhere. */
async function processCpuSeconds(pid: number | undefined): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

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

/** CPU seconds all PostgreSQL server processes on this machine used so far (Linux; 0 elsewhere). */
async function postgresCpuSeconds(): Promise<number> {
  let total = 0;
  let entries: string[] = [];
  try {
    entries = await readdir('/proc');
  } catch {
    return Number.NaN;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
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
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
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

async function startServer(
  env: Record<string, string>,
): Promise<{ server: ChildProcess; base: string }> {
  const server = spawn(
    process.execPath,
    [
      ...(CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : []),
      '--import',
      'tsx',
      ...(COUNT_QUERIES ? ['--import', path.join(ROOT, 'bench/query-counter.ts')] : []),
      path.join(ROOT, 'apps/server/src/main.ts'),
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
        LOG_LEVEL: 'warn',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        RATE_LIMIT_PER_MINUTE: '100000000',
        BENCH_QUERY_COUNTS: QUERY_COUNTS_FILE,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
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

/** The server's query counts since the last call (see query-counter.ts); empty on PGlite. */
async function queryCounts(server: ChildProcess): Promise<Array<[string, number]>> {
  await rm(QUERY_COUNTS_FILE, { force: true });
  server.kill('SIGUSR2');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      return JSON.parse(await readFile(QUERY_COUNTS_FILE, 'utf8')) as Array<[string, number]>;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return [];
}

function printQueries(counts: Array<[string, number]>, bets: number) {
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  console.log(`    ${(total / Math.max(1, bets)).toFixed(2)} queries (round trips) per bet:`);
  for (const [shape, count] of counts.sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`      ${(count / Math.max(1, bets)).toFixed(3).padStart(7)}  ${shape}`);
}

async function benchOn(label: string, env: Record<string, string>, concurrency: number) {
  const { server, base } = await startServer(env);
  try {
    const tokens = await players(base);
    await measure(base, tokens, concurrency, WARMUP_SECONDS);
    if (COUNT_QUERIES) await queryCounts(server);
    const serverCpuBefore = await processCpuSeconds(server.pid);
    const postgresCpuBefore = await postgresCpuSeconds();
    const machineBefore = await machineCpuSeconds();
    const figures = await measure(base, tokens, concurrency, SECONDS);
    const machineAfter = await machineCpuSeconds();
    const postgresCpu = (await postgresCpuSeconds()) - postgresCpuBefore;
    const serverCpu = (await processCpuSeconds(server.pid)) - serverCpuBefore;
    if (COUNT_QUERIES) printQueries(await queryCounts(server), figures.bets);
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
    `Dice bets over HTTP: ${PLAYERS} players, ${SECONDS} s per database after ${WARMUP_SECONDS} s warm-up`,
  );
  if (DATABASES.includes('pglite')) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wh-bench-bets-'));
    try {
      await benchOn('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, PGLITE_CONCURRENCY);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (!DATABASES.includes('postgres')) return;
  const scratch = await scratchDatabase();
  try {
    const rate = await benchOn('PostgreSQL', { DATABASE_URL: scratch.url }, CONCURRENCY);
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
