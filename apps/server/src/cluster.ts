/**
 * Several server processes on one port, one machine: `SERVER_PROCESSES=<n> node --import tsx
 * apps/server/src/cluster.ts` (default: one per CPU). The "Scaled" mode of ARCHITECTURE.md (any
 * number of stateless processes on PostgreSQL, Redis pub/sub between them) without a load balancer
 * in front: node:cluster's primary accepts the connections and hands them to its workers in turn,
 * and each worker is the ordinary server (main.ts) with its own pool of database connections.
 *
 * More than one process needs DATABASE_URL (PGlite's data directory belongs to one process) and
 * REDIS_URL (a socket on one process must hear the events another process commits; the rate limit
 * is shared the same way).
 * SIGTERM (or Ctrl-C) stops every worker gracefully; a worker that dies otherwise is started again.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/** A worker that keeps dying is restarted at most this often. */
const RESTART_DELAY_MS = 1_000;

function processCount(): number {
  const configured = process.env.SERVER_PROCESSES;
  if (configured === undefined || configured === '') return availableParallelism();
  const count = Number(configured);
  if (!Number.isInteger(count) || count < 1) {
    console.error(`Wheelhouse cannot start: SERVER_PROCESSES must be a whole number >= 1`);
    process.exit(1);
  }
  return count;
}

function startPrimary(): void {
  const count = processCount();
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
  if (count > 1 && missing.length > 0) {
    console.error(
      `Wheelhouse cannot start ${count} processes without ${missing.join(' and ')} ` +
        '(PGlite serves one process; the processes share events and rate limits through Redis)',
    );
    process.exit(1);
  }
  let stopping = false;
  for (let index = 0; index < count; index += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Wheelhouse process ${worker.process.pid} ended (${signal ?? code}); restarting`);
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, RESTART_DELAY_MS).unref();
  });
  const stop = (forward: boolean) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    if (forward) for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  // Ctrl-C reaches every process of the terminal's group, workers included: only wait for them.
  process.on('SIGINT', () => stop(false));
  process.on('SIGTERM', () => stop(true));
}

if (cluster.isPrimary) startPrimary();
else await import('./main');
