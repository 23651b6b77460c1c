import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness';
import type { Database } from './db/client';
import { AppError } from './errors';
import { runIdempotent } from './idempotency';

describe.each(databaseTargets())('runIdempotent on %s', (target) => {
  let testApp: TestApp;
  let db: Database;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    db = testApp.database.db;
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function count(key: string): Promise<number> {
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from outbox where topic = ${key}`,
    )) as unknown as { rows: Array<{ n: number }> };
    return rows[0]?.n ?? 0;
  }

  it('does the work once for 50 concurrent calls and answers them all alike', async () => {
    let runs = 0;
    const call = { scope: 'test', key: 'fifty', request: { amount: 5n, to: 'x' } };
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        runIdempotent(db, call, async (tx) => {
          runs += 1;
          await tx.execute(sql`insert into outbox (topic) values ('fifty')`);
          return { id: 'r-1', amount: 5n };
        }),
      ),
    );
    expect(runs).toBe(1);
    expect(await count('fifty')).toBe(1);
    for (const result of results) expect(result.response).toEqual({ id: 'r-1', amount: 5n });
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
  });

  it('refuses the same key with another request', async () => {
    await runIdempotent(db, { scope: 'test', key: 'k', request: { a: 1 } }, async () => 'first');
    const again = await runIdempotent(
      db,
      { scope: 'test', key: 'k', request: { a: 1 } },
      async () => 'second',
    );
    expect(again).toEqual({ response: 'first', replayed: true });
    const error = await runIdempotent(
      db,
      { scope: 'test', key: 'k', request: { a: 2 } },
      async () => 'third',
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('idempotency_conflict');
    // Keys are per scope.
    expect(
      await runIdempotent(db, { scope: 'other', key: 'k', request: { a: 2 } }, async () => 'x'),
    ).toEqual({ response: 'x', replayed: false });
  });

  it('forgets a key whose work failed, so a retry runs it', async () => {
    const call = { scope: 'test', key: 'fails', request: {} };
    await expect(
      runIdempotent(db, call, async (tx) => {
        await tx.execute(sql`insert into outbox (topic) values ('fails')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await count('fails')).toBe(0);
    expect(await runIdempotent(db, call, async () => 'ok')).toEqual({
      response: 'ok',
      replayed: false,
    });
  });
});
