import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLaunchResponse } from '@wheelhouse/contracts/provider-api';
import { REPO_ROOT } from '../../config';
import { registerPlayer } from '../../test/factories';
import { faultProxy, type Fault, type FaultProxy } from '../../test/fault-proxy';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { fund, mainBalanceOf } from '../../test/money';
import { rsaKeys } from '../../test/provider-wallet';

/** The provider gives up on a wallet call after this long and retries (or rolls back a bet). */
const WALLET_TIMEOUT_MS = 1000;
const SPINS = 20;
const STAKE = 100_000; // 1 USD in protocol units

// Attempts to each path, in order, meet these faults (then the pattern repeats).
const WIN_FAULTS: Fault[] = [
  'drop-response',
  'ok',
  'timeout',
  'ok',
  'bad-gateway',
  'ok',
  'drop-request',
  'ok',
  'ok',
];
const ROLLBACK_FAULTS: Fault[] = ['timeout', 'drop-response', 'ok'];
// Bets are not retried: a bet without an answer is rolled back by the provider.
const BET_FAULTS: Record<number, Fault> = { 3: 'drop-response', 7: 'timeout', 11: 'drop-request' };

function plan(path: string, attempt: number): Fault {
  if (path === '/transaction/win') return WIN_FAULTS[attempt % WIN_FAULTS.length]!;
  if (path === '/transaction/rollback') return ROLLBACK_FAULTS[attempt % ROLLBACK_FAULTS.length]!;
  if (path === '/transaction/bet') return BET_FAULTS[attempt] ?? 'ok';
  return 'ok';
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilUp(url: string) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Faults between the reference provider (apps/demo-provider, its own process) and us: its wallet
 * calls lose their requests or answers, time out or meet a 502. It retries wins and rollbacks
 * until acknowledged and rolls back bets it got no answer to; afterwards the player's balance is
 * exactly what the rounds the player saw decided, every round is closed, and the ledger checks.
 */
describe.each(databaseTargets())('provider faults on %s', (target) => {
  let t: TestApp;
  let proxy: FaultProxy;
  let provider: ChildProcess;
  let providerUrl: string;
  let keyDir: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
    proxy = await faultProxy(appUrl, plan, WALLET_TIMEOUT_MS + 200);
    const keys = rsaKeys();
    keyDir = await mkdtemp(path.join(tmpdir(), 'wh-provider-faults-'));
    await writeFile(path.join(keyDir, 'private.pem'), keys.privateKey, { mode: 0o600 });
    const port = await freePort();
    providerUrl = `http://127.0.0.1:${port}`;
    const services = servicesOf(t.app);
    await services.games.seedDemo();
    await services.providerLaunch.saveProvider({
      slug: 'demo-provider',
      name: 'Demo provider behind a faulty network',
      signature: 'rsa',
      publicKey: keys.publicKey,
      secret: null,
      launchUrl: providerUrl,
      currencies: ['USD'],
      active: true,
    });
    provider = fork(path.join(REPO_ROOT, 'apps/demo-provider/src/main.ts'), [], {
      execArgv: ['--import', 'tsx'],
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        PLATFORM_URL: proxy.url,
        PRIVATE_KEY_FILE: path.join(keyDir, 'private.pem'),
        WALLET_TIMEOUT_MS: String(WALLET_TIMEOUT_MS),
      },
      stdio: process.env.DEBUG_FAULTS ? 'inherit' : 'ignore',
    });
    await waitUntilUp(`${providerUrl}/healthz`);
  });

  afterAll(async () => {
    provider?.kill('SIGTERM');
    await proxy?.close();
    await expectLedgerConsistent(t.database.db);
    await t.close();
    if (keyDir) await rm(keyDir, { recursive: true, force: true });
  });

  it('keeps the ledger exact while calls time out, lose answers and are retried', async () => {
    const player = await registerPlayer(t.app);
    await fund(t.app, player.email, '100');
    const games = await t.app.inject({ url: '/api/v2/games/collection?category=slots&limit=100' });
    const slot = games
      .json<{ data: Array<{ id: number; connected: boolean; blacklists: { currencies: [] } }> }>()
      .data.find((game) => game.connected && game.blacklists.currencies.length === 0)!;
    const launched = await t.app.inject({
      method: 'POST',
      url: `/api/v2/games/${slot.id}/launch`,
      headers: player.auth,
      payload: { mode: 'real' },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const frame = await fetch(ZLaunchResponse.parse(launched.json()).url);
    expect(frame.status).toBe(200);
    const session = /data-session="([^"]+)"/.exec(await frame.text())?.[1];
    expect(session).toBeDefined();

    // In house minor units (USD, 6 decimals); protocol units are 1/100,000, so ×10.
    let expected = 100_000_000n;
    let settled = 0;
    let refused = 0;
    for (let spin = 0; spin < SPINS; spin += 1) {
      const response = await fetch(`${providerUrl}/play/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session, stake: STAKE }),
      });
      const outcome = (await response.json()) as { payout?: number; error?: string };
      if (response.ok) {
        settled += 1;
        expected += BigInt(outcome.payout! - STAKE) * 10n;
      } else {
        // A bet the provider got no answer to: it rolled the stake back and told the player.
        expect(outcome.error).toBe('RS_ERROR_UNKNOWN');
        refused += 1;
      }
    }

    // At least the bets whose answers were lost; a slow answer on a busy machine is one more
    // unanswered bet, handled the same way.
    expect(refused).toBeGreaterThanOrEqual(Object.keys(BET_FAULTS).length);
    expect(settled).toBe(SPINS - refused);
    const faults = proxy.log.filter((entry) => entry.fault !== 'ok');
    expect(faults.length).toBeGreaterThanOrEqual(10);
    const winCalls = proxy.log.filter((entry) => entry.path === '/transaction/win').length;
    expect(winCalls).toBeGreaterThan(settled);

    const whole = expected / 1_000_000n;
    const fraction = (expected % 1_000_000n).toString().padStart(6, '0');
    expect(await mainBalanceOf(t.app, player)).toBe(`${whole}.${fraction}`);

    const rows = (
      (await t.database.db.execute(sql`
        select
          (select count(*)::int from provider_transactions p join users u on u.id = p.user_id
            where u.email = ${player.email} and p.kind = 'win') as wins,
          (select count(*)::int from provider_transactions p join users u on u.id = p.user_id
            where u.email = ${player.email} and p.kind = 'rollback') as rollbacks,
          (select count(*)::int from provider_rounds r join users u on u.id = r.user_id
            where u.email = ${player.email} and r.closed_at is null) as open_rounds`)) as unknown as {
        rows: Array<{ wins: number; rollbacks: number; open_rounds: number }>;
      }
    ).rows[0]!;
    // Each round paid once however often its win was sent; each unanswered bet reversed once.
    expect(Number(rows.wins)).toBe(settled);
    expect(Number(rows.rollbacks)).toBe(refused);
    expect(Number(rows.open_rounds)).toBe(0);
  });
});
