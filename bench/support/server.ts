/**
 * What the HTTP benchmarks share: a scratch PostgreSQL database, the real server in a child
 * process (one `main.ts`, or several under `cluster.ts`), keep-alive POSTs, percentiles, the CPU
 * the machine's processes used, and the server's PostgreSQL round trips (see query-counter.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BASE_DATABASE_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const QUERY_COUNTS_FILE = path.join(tmpdir(), `wh-bench-queries-${process.pid}.json`);

/** A database created on BASE_DATABASE_URL's server for one run, dropped by `drop`. */
export async function scratchDatabase(prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  // The URL first: one it cannot parse must fail before a database is created and left behind.
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: BASE_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: BASE_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export interface ServerOptions {
  env: Record<string, string>;
  /** More than one runs `cluster.ts` (node:cluster on one port). */
  processes?: number;
  /** Write the server's CPU profiles (node --cpu-prof) into this directory. */
  cpuProfileDir?: string;
  /** Count the server's PostgreSQL queries; read them with `queryCounts`. */
  countQueries?: boolean;
}

/** The server as it runs in production; resolves once every process listens. */
export async function startServer(
  options: ServerOptions,
): Promise<{ server: ChildProcess; base: string }> {
  const processes = options.processes ?? 1;
  const entry = processes > 1 ? 'apps/server/src/cluster.ts' : 'apps/server/src/main.ts';
  const server = spawn(
    process.execPath,
    [
      ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : []),
      '--import',
      'tsx',
      ...(options.countQueries ? ['--import', path.join(ROOT, 'bench/query-counter.ts')] : []),
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
        SIMULATORS: 'true',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        RATE_LIMIT_PER_MINUTE: '100000000',
        BENCH_QUERY_COUNTS: QUERY_COUNTS_FILE,
        SERVER_PROCESSES: String(processes),
        ...options.env,
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

/** Redis answers on `url` (a TCP connection opens within a second). */
export function reachable(url: string): Promise<boolean> {
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

export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** A JSON request through fetch (set-up calls); a status of 300 or more throws. */
export async function requestJson(
  base: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** The terms version a sign-up accepts (the current one), or nothing while none is published. */
export async function termsAcceptance(base: string): Promise<{ termsVersion?: number }> {
  const response = await fetch(`${base}/api/v1/policies/terms`);
  if (response.status !== 200) return {};
  return { termsVersion: ((await response.json()) as { version: number }).version };
}

/** A keep-alive POST over node:http; resolves with the status and the body once read. */
export function postKeepAlive(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

export interface ProcessStat {
  pid: number;
  parent: number;
  name: string;
  /** CPU seconds (user + system) used so far. */
  cpu: number;
}

/** Every process of the machine with its CPU so far, from /proc (Linux; empty elsewhere). */
export async function processTable(): Promise<ProcessStat[]> {
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
export function treeOf(table: ProcessStat[], root: number | undefined): ProcessStat[] {
  const tree = table.filter((stat) => stat.pid === root);
  for (let index = 0; index < tree.length; index += 1) {
    const parent = (tree[index] as ProcessStat).pid;
    tree.push(...table.filter((stat) => stat.parent === parent));
  }
  return tree;
}

export const cpuOf = (stats: ProcessStat[]) => stats.reduce((sum, stat) => sum + stat.cpu, 0);

/** Busy and total CPU seconds of the whole machine so far, from /proc/stat. */
export async function machineCpuSeconds(): Promise<{ busy: number; total: number }> {
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

/** The server processes' query counts since the last call (see query-counter.ts); none on PGlite. */
export async function queryCounts(server: ChildProcess): Promise<Array<[string, number]>> {
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

/** Round trips per unit (`per`: bets, pairs…), the busiest statements first. */
export function printQueries(counts: Array<[string, number]>, units: number, per: string) {
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  console.log(`    ${(total / Math.max(1, units)).toFixed(2)} queries (round trips) per ${per}:`);
  for (const [shape, count] of counts
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_QUERIES_SHOWN ?? 15)))
    console.log(`      ${(count / Math.max(1, units)).toFixed(3).padStart(7)}  ${shape}`);
}

/**
 * CPU seconds the PostgreSQL backends serving `db`'s database used between two process tables:
 * only those backends (pg_stat_activity), compared pid by pid, so other databases' work on a shared
 * server and backends that exit meanwhile do not count.
 */
export async function databaseBackendCpu(
  db: { execute(query: SQL): Promise<unknown> },
  before: ProcessStat[],
  after: ProcessStat[],
): Promise<number> {
  const result = (await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as { rows: Array<{ pid: number }> };
  const pids = new Set(result.rows.map((row) => Number(row.pid)));
  const was = new Map(before.map((stat) => [stat.pid, stat.cpu]));
  return after
    .filter((stat) => pids.has(stat.pid))
    .reduce((sum, stat) => sum + stat.cpu - (was.get(stat.pid) ?? 0), 0);
}
