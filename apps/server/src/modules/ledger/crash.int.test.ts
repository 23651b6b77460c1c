import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSync } from 'otplib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/client';
import { checkLedger } from './check';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * Crash safety on PostgreSQL: a real server process takes a load of money adjustments, is killed
 * with SIGKILL mid-load, and is started again. Every transfer it acknowledged must be there, every
 * request resent with its Idempotency-Key must take effect exactly once, and ledger:check must be
 * clean. Runs only when DATABASE_URL is set (PGlite is in-process: there is no server to kill).
 */
const BASE_URL = process.env.DATABASE_URL;
const ADMIN = { email: 'crash-admin@example.test', password: 'crash-admin-password' };
const PLAYERS = 20;
const WORKERS = 16;

interface Sent {
  key: string;
  globalId: string;
  amountCents: number;
  transferId?: string;
}

interface Server {
  process: ChildProcess;
  url: string;
}

function startServer(databaseUrl: string): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        REDIS_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        RATE_LIMIT_PER_MINUTE: '1000000',
        WEB_DIST: '/nonexistent/wheelhouse-web-dist',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ process: child, url: match[1].replace('localhost', '127.0.0.1') });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The admin's TOTP secret (issued at the first sign-in) and the last code it used. */
const secondFactor: { secret?: string; lastCode?: string } = {};

async function signIn(server: Server): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api/admin/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const first = await post('login', ADMIN);
  expect(first.status).toBe(200);
  const step = (await first.json()) as { challenge: string; secret?: string };
  secondFactor.secret ??= step.secret;
  let code = generateSync({ secret: secondFactor.secret ?? '' });
  // A code is accepted once: a second sign-in in the same 30-second step waits for the next code.
  while (code === secondFactor.lastCode) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    code = generateSync({ secret: secondFactor.secret ?? '' });
  }
  secondFactor.lastCode = code;
  const response = await post('second-factor', { challenge: step.challenge, code });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function adjust(server: Server, token: string, sent: Sent): Promise<Response> {
  const cents = String(sent.amountCents).padStart(3, '0');
  return fetch(`${server.url}/api/admin/users/${sent.globalId}/adjustments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': sent.key,
    },
    body: JSON.stringify({
      amount: `${cents.slice(0, -2)}.${cents.slice(-2)}`,
      currency: 'USD',
      reason: 'crash test load',
    }),
  });
}

describe.runIf(Boolean(BASE_URL))('a server killed mid-load (PostgreSQL)', () => {
  const name = `wh_crash_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let databaseUrl = '';
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(BASE_URL ?? '');
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('keeps every acknowledged transfer and stays consistent', { timeout: 180_000 }, async () => {
    let server = await startServer(databaseUrl);
    const db = new pg.Client({ connectionString: databaseUrl });
    db.on('error', () => undefined);
    await db.connect();
    try {
      const players = Array.from({ length: PLAYERS }, (_, index) => `crash-${index}`);
      await db.query(
        `insert into users (global_id, email, password_hash, language, currency)
         select g, g || '@example.test', 'x', 'en', 'USD' from unnest($1::text[]) as g`,
        [players],
      );
      let token = await signIn(server);

      const sent: Sent[] = [];
      let killed = false;
      const killAfter = 300;
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          while (!killed) {
            const request: Sent = {
              key: randomBytes(12).toString('hex'),
              globalId: players[Math.floor(Math.random() * players.length)] as string,
              amountCents: 1 + Math.floor(Math.random() * 999),
            };
            sent.push(request);
            try {
              const response = await adjust(server, token, request);
              if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
              request.transferId = ((await response.json()) as { transferId: string }).transferId;
            } catch {
              // Killed under this request: its outcome is unknown until it is resent.
              continue;
            }
            if (sent.filter((item) => item.transferId).length >= killAfter && !killed) {
              killed = true;
              server.process.kill('SIGKILL');
            }
          }
        }),
      );
      await exited(server.process);
      const acknowledged = sent.filter((item) => item.transferId);
      const unknown = sent.filter((item) => !item.transferId);
      expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);

      // Every acknowledged transfer survived the kill.
      const { rows } = await db.query<{ id: string }>(
        'select id::text as id from ledger_transfers where id = any($1::bigint[])',
        [acknowledged.map((item) => item.transferId)],
      );
      expect(rows).toHaveLength(acknowledged.length);

      server = await startServer(databaseUrl);
      token = await signIn(server);
      // Resending an acknowledged request replays it; resending an unknown one settles it once.
      for (const request of [...acknowledged.slice(0, 20), ...unknown]) {
        const response = await adjust(server, token, request);
        expect(response.status).toBe(200);
        const { transferId } = (await response.json()) as { transferId: string };
        if (request.transferId) {
          expect(response.headers.get('idempotent-replayed')).toBe('true');
          expect(transferId).toBe(request.transferId);
        }
        request.transferId = transferId;
      }

      // Each request took effect exactly once: every balance is the sum of what was sent to it.
      const expected = new Map<string, bigint>();
      for (const request of sent)
        expected.set(
          request.globalId,
          (expected.get(request.globalId) ?? 0n) + BigInt(request.amountCents) * 10_000n,
        );
      const balances = await db.query<{ global_id: string; balance: string }>(
        `select u.global_id, a.balance::text as balance from ledger_accounts a
         join users u on u.id = a.user_id where a.kind = 'player_main'`,
      );
      for (const row of balances.rows)
        expect(BigInt(row.balance), row.global_id).toBe(expected.get(row.global_id));
      const transfers = await db.query<{ n: string }>(
        `select count(*)::text as n from ledger_transfers where kind = 'adjustment'`,
      );
      expect(Number(transfers.rows[0]?.n)).toBe(sent.length);

      server.process.kill('SIGTERM');
      await exited(server.process);
      const database = await openDatabase({ databaseUrl });
      try {
        const report = await checkLedger(database.db);
        expect(report.findings).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      if (server.process.exitCode === null) server.process.kill('SIGKILL');
      await db.end();
    }
  });
});
