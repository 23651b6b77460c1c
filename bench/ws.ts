/**
 * WebSocket fan-out benchmark: `npm run bench:ws`.
 *
 * Starts one server process (embedded database, in-process bus), opens BENCH_WS_CONNECTIONS
 * (default 10,000) WebSocket connections from BENCH_WS_WORKERS (default: the core count, 2 to 4)
 * client processes, subscribes every one to `broadcast:last_bet`, publishes BENCH_WS_ROUNDS
 * (default 5) broadcasts through the simulator endpoint and prints, per broadcast and over all of them, the delivery
 * latency from "about to publish" to "a client socket received it" (p50, p99, max), and the server's
 * memory per connection (RSS after connecting minus RSS before, divided by the connections).
 *
 * File descriptors: the server holds one per connection and each client process its share. Every
 * process is started through `sh -c 'ulimit -n <hard limit>'`, which raises the soft limit as far as
 * the hard limit allows; if the hard limit is below the connection count, raise it first (e.g.
 * `ulimit -Hn 65536` as root, or `LimitNOFILE=` for a service) and run again.
 *
 * Timing uses process.hrtime (CLOCK_MONOTONIC), which all processes on one machine share, so a
 * latency compares the coordinator's clock with a client's. Target: p99 under 250 ms.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signWebsocketToken } from '../apps/server/src/platform/websocket-token';
import type { CoordinatorMessage, WorkerMessage } from './ws-protocol';

const CONNECTIONS = Number(process.env.BENCH_WS_CONNECTIONS ?? 10_000);
/** Client processes: as many as cores, 2 to 4 (the server needs a core of its own too). */
const WORKERS = Number(
  process.env.BENCH_WS_WORKERS ?? Math.max(2, Math.min(4, availableParallelism())),
);
const ROUNDS = Number(process.env.BENCH_WS_ROUNDS ?? 5);
const CHANNEL = 'broadcast:last_bet';
const TARGET_P99_MS = 250;
const ROUND_TIMEOUT_MS = 20_000;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Raise the soft descriptor limit to the hard limit, then become the given program. */
const RAISED = 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"';

function spawnRaised(args: string[], options: Parameters<typeof spawn>[2]): ChildProcess {
  return spawn('sh', ['-c', RAISED, process.execPath, '--import', 'tsx', ...args], options);
}

async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!match) throw new Error('no VmRSS in /proc status');
  return Number(match[1]) * 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function summary(latenciesUs: number[]) {
  const sorted = [...latenciesUs].sort((a, b) => a - b);
  const ms = (us: number) => (us / 1000).toFixed(1);
  return {
    p50: ms(percentile(sorted, 50)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted[sorted.length - 1] ?? Number.NaN),
    p99Ms: percentile(sorted, 99) / 1000,
  };
}

async function startServer(secret: string, dataDir: string) {
  const server = spawnRaised([path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'false',
      SIMULATORS: 'true',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: secret,
      RATE_LIMIT_PER_MINUTE: String(CONNECTIONS * 10),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    server.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
  return { server, port };
}

async function main() {
  const secret = randomBytes(32).toString('hex');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wh-bench-ws-'));
  const children: ChildProcess[] = [];
  try {
    const { server, port } = await startServer(secret, dataDir);
    children.push(server);
    const base = `http://127.0.0.1:${port}`;
    const publish = async (data: unknown) => {
      const response = await fetch(`${base}/api/dev/broadcast`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channel: CHANNEL, data }),
      });
      if (response.status !== 202) throw new Error(`publish failed: ${response.status}`);
    };
    // Warm the route and the JIT, then let the heap settle before the baseline.
    await publish({ warmup: true });
    await sleep(1_000);
    const rssBefore = await rssBytes(server.pid!);

    const now = new Date();
    const tokens = Array.from({ length: CONNECTIONS }, (_, i) =>
      signWebsocketToken(secret, i + 1, now, 3_600_000),
    );
    const inbox: Array<(message: WorkerMessage) => void> = [];
    const received: WorkerMessage[] = [];
    const connectStart = process.hrtime.bigint();
    for (let w = 0; w < WORKERS; w += 1) {
      const worker = spawnRaised([path.join(ROOT, 'bench/ws-client.ts')], {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(worker);
      worker.on('message', (message: WorkerMessage) => {
        received.push(message);
        for (const waiter of inbox.splice(0)) waiter(message);
      });
      const share = tokens.filter((_, i) => i % WORKERS === w);
      const start: CoordinatorMessage = {
        type: 'start',
        url: `ws://127.0.0.1:${port}/ws`,
        tokens: share,
        channel: CHANNEL,
      };
      worker.send(start);
    }
    const until = async (done: () => boolean, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (!done() && Date.now() < deadline) {
        await Promise.race([new Promise((resolve) => inbox.push(resolve)), sleep(250)]);
      }
    };
    const ready = () =>
      received.filter((m): m is Extract<WorkerMessage, { type: 'ready' }> => m.type === 'ready');
    await until(() => ready().length === WORKERS, 300_000);
    const connected = ready().reduce((sum, m) => sum + m.connected, 0);
    const failed = ready().reduce((sum, m) => sum + m.failed, 0);
    const connectSeconds = Number(process.hrtime.bigint() - connectStart) / 1e9;
    await sleep(2_000);
    const rssAfter = await rssBytes(server.pid!);

    console.log(
      `ws fan-out benchmark: 1 server process, ${WORKERS} client processes; ` +
        `${availableParallelism()} CPUs, load average ${loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')} (other work on the machine inflates the latencies)`,
    );
    console.log(
      `connections: ${connected} subscribed to ${CHANNEL} (${failed} failed) in ${connectSeconds.toFixed(1)} s`,
    );
    console.log(
      `server RSS: ${(rssBefore / 2 ** 20).toFixed(1)} MiB before, ${(rssAfter / 2 ** 20).toFixed(1)} MiB after → ` +
        `${((rssAfter - rssBefore) / Math.max(1, connected) / 1024).toFixed(1)} KiB per connection`,
    );

    const all: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const sentAt = process.hrtime.bigint();
      await publish({ round, sentAt: sentAt.toString(), game: 'dice', amount: '12.50' });
      const reports = () =>
        received.filter(
          (m): m is Extract<WorkerMessage, { type: 'round' }> =>
            m.type === 'round' && m.round === round,
        );
      await until(() => reports().length === WORKERS, ROUND_TIMEOUT_MS);
      const latencies = reports().flatMap((m) => m.latenciesUs);
      all.push(...latencies);
      const s = summary(latencies);
      console.log(
        `broadcast ${round}: delivered ${latencies.length}/${connected}  p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms`,
      );
      await sleep(500);
    }
    const total = summary(all);
    console.log(
      `all broadcasts: ${all.length} deliveries  p50 ${total.p50} ms  p99 ${total.p99} ms  max ${total.max} ms` +
        `  (target p99 < ${TARGET_P99_MS} ms: ${total.p99Ms < TARGET_P99_MS ? 'met' : 'MISSED'})`,
    );
  } finally {
    for (const child of children.reverse()) child.kill('SIGTERM');
    await sleep(500);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
