import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ZBalance } from '@wheelhouse/contracts/wallet';
import { strongPassword, uniqueEmail } from '../../test/factories';
import { createScratchPostgres } from '../../test/harness';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** Starts `node --import tsx apps/server/src/main.ts` and resolves once it listens. */
function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        SIMULATORS: 'true',
        WEB_DIST: '/nonexistent/wheelhouse-web-dist',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${match[1]}`, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

async function stopServer(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function call(base: string, route: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${route}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A socket on `base` subscribed to `channels`, collecting every `{channel, data}` it gets. */
async function subscribedSocket(base: string, token: string, channels: string[]) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws?token=${token}`);
  const received: Array<{ channel?: string; data?: unknown; type?: string }> = [];
  socket.on('message', (raw) => received.push(JSON.parse(raw.toString())));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'subscribe', channels }));
  await expect.poll(() => received.some((message) => message.type === 'subscribed')).toBe(true);
  return { socket, received };
}

describe.skipIf(!databaseUrl || !redisUrl)(
  'two server processes on one PostgreSQL and Redis',
  () => {
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;
    let drop: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const scratch = await createScratchPostgres(databaseUrl!);
      drop = scratch.drop;
      const env = { DATABASE_URL: scratch.url, REDIS_URL: redisUrl! };
      // One after the other: the second finds the migrations applied.
      a = await startServer(env);
      b = await startServer(env);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([stopServer(a), stopServer(b)]);
      await drop?.();
    });

    it('delivers a change made through process A to a socket on process B, and to nobody else', async () => {
      const email = uniqueEmail();
      const registered = await call(a!.base, '/api/v1/auth/register', {
        method: 'POST',
        body: JSON.stringify({ email, password: strongPassword() }),
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
      const other = await call(a!.base, '/api/v1/auth/register', {
        method: 'POST',
        body: JSON.stringify({ email: uniqueEmail(), password: strongPassword() }),
      });
      const tokenOf = async (session: string) =>
        (await call(b!.base, '/api/v1/me', { headers: { authorization: `Bearer ${session}` } }))
          .body.websocketToken as string;
      const channels = ['balance', 'transaction', 'broadcast:last_bet'];
      const mine = await subscribedSocket(
        b!.base,
        await tokenOf(registered.body.token as string),
        channels,
      );
      const theirs = await subscribedSocket(
        b!.base,
        await tokenOf(other.body.token as string),
        channels,
      );

      const credit = await call(a!.base, '/api/dev/credit', {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        body: JSON.stringify({ email, amount: '42.5', currency: 'USD' }),
      });
      expect(credit.status, JSON.stringify(credit.body)).toBe(200);

      await expect
        .poll(() => mine.received.find((message) => message.channel === 'balance'), {
          timeout: 10_000,
        })
        .toBeDefined();
      const balance = mine.received.find((message) => message.channel === 'balance');
      expect(ZBalance.parse(balance?.data).fiat.value).toBe('42.500000');
      await expect
        .poll(() => mine.received.some((message) => message.channel === 'transaction'))
        .toBe(true);

      // A broadcast published through A reaches both sockets on B; it follows the credit's events on
      // the bus, so once it has arrived the other player would have seen them: they must not have.
      const broadcast = await call(a!.base, '/api/dev/broadcast', {
        method: 'POST',
        body: JSON.stringify({ channel: 'broadcast:last_bet', data: { game: 'dice' } }),
      });
      expect(broadcast.status).toBe(202);
      await expect
        .poll(() => theirs.received.some((message) => message.channel === 'broadcast:last_bet'))
        .toBe(true);
      expect(theirs.received.filter((message) => message.channel !== undefined)).toEqual([
        { channel: 'broadcast:last_bet', data: { game: 'dice' } },
      ]);
      mine.socket.close();
      theirs.socket.close();
    });
  },
);
