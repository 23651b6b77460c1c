import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { createPlayerId, servicesOf } from '../../test/ledger-consistency';
import { checkLedger } from './check';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

const run = promisify(execFile);
const CLI = path.join(REPO_ROOT, 'apps/server/src/cli/ledger-check.ts');

/** Runs `npm run ledger:check`'s program against a database; returns its exit code and output. */
async function ledgerCheckCli(env: Record<string, string>) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', CLI], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout + failed.stderr };
  }
}

async function exec(db: DatabaseHandle['db'], query: ReturnType<typeof sql>) {
  await db.execute(query);
}

describe.each(databaseTargets())('ledger check on %s', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const { ledger } = servicesOf(testApp.app);
    for (let index = 0; index < 3; index += 1) {
      const userId = await createPlayerId(testApp.app);
      await ledger.credit({
        reason: 'deposit',
        userId,
        amountMinor: 5_000_000n,
        idempotencyKey: `c${index}`,
      });
      await ledger.debit({
        reason: 'bet',
        userId,
        amountMinor: 2_000_000n,
        idempotencyKey: `b${index}`,
      });
      await ledger.hold({ userId, holdId: `h${index}`, amountMinor: 1_000_000n });
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('finds a clean ledger clean', async () => {
    const report = await checkLedger(testApp.database.db);
    expect(report).toMatchObject({ ok: true, findings: [], counts: { transfers: 9 } });
  });

  it('reports every kind of corruption (this throwaway database only)', async () => {
    const db = testApp.database.db;
    // Drop the guards a real writer can never get past, then break each rule once.
    await exec(
      db,
      sql`alter table ledger_accounts drop constraint ledger_accounts_player_balance_check`,
    );
    await exec(
      db,
      sql`alter table ledger_accounts drop constraint ledger_accounts_house_balance_check`,
    );
    await exec(
      db,
      sql`update ledger_accounts set balance = balance + 1
      where id = (select min(id) from ledger_accounts where kind = 'player_main')`,
    );
    await exec(
      db,
      sql`update ledger_accounts set balance = -5
      where id = (select max(id) from ledger_accounts where kind = 'player_main')`,
    );
    await exec(
      db,
      sql`update ledger_accounts set balance = 7
      where id = (select min(id) from ledger_accounts where owner_type = 'house')`,
    );
    await exec(
      db,
      sql`update ledger_entries set amount = amount + 3
      where id = (select min(id) from ledger_entries where balance_after is null)`,
    );
    await exec(
      db,
      sql`insert into ledger_transfers (kind, idempotency_key, request_hash)
      values ('ghost', 'ghost', 'x')`,
    );
    await exec(db, sql`update ledger_holds set status = 'released' where id = 'h1'`);
    const report = await checkLedger(db);
    expect(report.ok).toBe(false);
    const broken = new Set(report.findings.map((finding) => finding.check));
    expect([...broken].sort()).toEqual(
      [
        'all balances sum to zero per currency',
        'house rows are never updated',
        'no player balance is negative',
        'pending withdrawals equal open holds',
        'player balance equals the sum of its entries',
        'transfer balances per currency',
        'transfer has entries',
      ].sort(),
    );
  });
});

/** Each case starts the CLI as its own process (tsx, PGlite in WebAssembly): slow on a busy 2-core machine. */
const CLI_CASE_TIMEOUT_MS = 240_000;

describe('npm run ledger:check', { timeout: CLI_CASE_TIMEOUT_MS }, () => {
  it('exits 0 on a clean PGlite directory and 1 once a row is corrupted', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wh-ledger-check-'));
    try {
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      await database.migrate();
      await exec(
        database.db,
        sql`insert into users (global_id, email, password_hash, language, currency)
        values ('g1', 'x@example.test', 'h', 'en', 'USD')`,
      );
      await exec(
        database.db,
        sql`insert into ledger_accounts (owner_type, user_id, kind, currency, balance)
        values ('player', 1, 'player_main', 'USD', 0), ('house', null, 'house_custody', 'USD', 0)`,
      );
      await database.close();

      const clean = await ledgerCheckCli({ DATA_DIR: dataDir });
      expect(clean.stdout).toContain('ledger:check: clean');
      expect(clean.code).toBe(0);

      const reopened = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      await exec(
        reopened.db,
        sql`update ledger_accounts set balance = 42 where owner_type = 'player'`,
      );
      await reopened.close();

      const corrupt = await ledgerCheckCli({ DATA_DIR: dataDir });
      expect(corrupt.code).toBe(1);
      expect(corrupt.stdout).toMatch(/FAIL player balance equals the sum of its entries/);
      expect(corrupt.stdout).toMatch(/balance 42 but entries sum to 0/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('runs against DATABASE_URL', async () => {
    const testApp = await createTestApp('postgres');
    try {
      const userId = await createPlayerId(testApp.app);
      await servicesOf(testApp.app).ledger.credit({
        reason: 'deposit',
        userId,
        amountMinor: 1n,
        idempotencyKey: 'one',
      });
      const result = await ledgerCheckCli({ DATABASE_URL: testApp.config.databaseUrl ?? '' });
      expect(result.stdout).toContain('on postgres');
      expect(result.code).toBe(0);
    } finally {
      await testApp.close();
    }
  });
});
