import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { createPlayerId, expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { ledgerRepository } from './repository';
import type { LedgerService } from './service';

const USD = (dollars: number) => BigInt(dollars) * 1_000_000n;

async function errorCodeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'no error';
}

describe.each(databaseTargets())('ledger on %s', (target) => {
  let testApp: TestApp;
  let ledger: LedgerService;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    ledger = servicesOf(testApp.app).ledger;
  });

  afterAll(async () => {
    await expectLedgerConsistent(testApp.database.db);
    await testApp.close();
  });

  async function fundedPlayer(dollars: number): Promise<number> {
    const userId = await createPlayerId(testApp.app);
    await ledger.credit({
      reason: 'deposit',
      userId,
      amountMinor: USD(dollars),
      idempotencyKey: `fund:${userId}`,
    });
    return userId;
  }

  it('credits, debits and reports balances and history', async () => {
    const userId = await createPlayerId(testApp.app);
    expect(await ledger.balancesOf(userId)).toEqual({
      player_main: 0n,
      player_bonus: 0n,
      pending_withdrawal: 0n,
    });
    const deposit = await ledger.credit({
      reason: 'deposit',
      userId,
      amountMinor: USD(100),
      idempotencyKey: `d:${userId}`,
      metadata: { source: 'test' },
    });
    expect(deposit).toMatchObject({ balances: { player_main: USD(100) }, replayed: false });
    const bet = await ledger.debit({
      reason: 'bet',
      userId,
      amountMinor: USD(30),
      idempotencyKey: `b:${userId}`,
    });
    expect(bet.balances.player_main).toBe(USD(70));
    await ledger.credit({
      reason: 'win',
      userId,
      amountMinor: USD(5),
      idempotencyKey: `w:${userId}`,
    });
    await ledger.credit({
      reason: 'bonus',
      userId,
      amountMinor: USD(10),
      idempotencyKey: `bonus:${userId}`,
    });
    expect(await ledger.balancesOf(userId)).toEqual({
      player_main: USD(75),
      player_bonus: USD(10),
      pending_withdrawal: 0n,
    });
    const history = await ledger.transfersOf(userId, { offset: 0, limit: 2 });
    expect(history.total).toBe(4);
    expect(history.items.map((item) => item.kind)).toEqual(['bonus', 'win']);
    expect(history.items[0]?.legs).toEqual([
      { kind: 'player_bonus', currency: 'USD', amountMinor: USD(10), balanceAfter: USD(10) },
    ]);
  });

  it("never shows one player another player's transfers or balances", async () => {
    const alice = await fundedPlayer(10);
    const bob = await createPlayerId(testApp.app);
    expect((await ledger.transfersOf(bob, { offset: 0, limit: 10 })).total).toBe(0);
    expect((await ledger.balancesOf(bob)).player_main).toBe(0n);
    expect((await ledger.transfersOf(alice, { offset: 0, limit: 10 })).total).toBe(1);
  });

  it('refuses an overdraft with insufficient_balance and changes nothing', async () => {
    const userId = await fundedPlayer(5);
    const code = await errorCodeOf(
      ledger.debit({
        reason: 'bet',
        userId,
        amountMinor: USD(6),
        idempotencyKey: `over:${userId}`,
      }),
    );
    expect(code).toBe('insufficient_balance');
    expect((await ledger.balancesOf(userId)).player_main).toBe(USD(5));
    // The key was not consumed: the same request succeeds once the money is there.
    await ledger.credit({
      reason: 'win',
      userId,
      amountMinor: USD(1),
      idempotencyKey: `w6:${userId}`,
    });
    const retried = await ledger.debit({
      reason: 'bet',
      userId,
      amountMinor: USD(6),
      idempotencyKey: `over:${userId}`,
    });
    expect(retried.balances.player_main).toBe(0n);
  });

  it('rejects malformed transfers before they reach the database', async () => {
    const userId = await createPlayerId(testApp.app);
    const leg = (amountMinor: bigint) => ({
      account: { userId, kind: 'player_main' as const },
      amountMinor,
      currency: 'USD',
    });
    await expect(
      ledger.transfer({
        idempotencyKey: `bad1:${userId}`,
        kind: 'test',
        legs: [leg(5n), { account: { house: 'house_bets' }, amountMinor: -4n, currency: 'USD' }],
      }),
    ).rejects.toThrow(/sum to 1/);
    await expect(
      ledger.transfer({ idempotencyKey: `bad2:${userId}`, kind: 'test', legs: [leg(5n)] }),
    ).rejects.toThrow(/two legs/);
    await expect(
      ledger.debit({
        reason: 'bet',
        userId,
        amountMinor: 5 as unknown as bigint,
        idempotencyKey: `bad3:${userId}`,
      }),
    ).rejects.toThrow(/bigint/);
    expect(
      await errorCodeOf(
        ledger.credit({
          reason: 'deposit',
          userId: 987_654,
          amountMinor: 1n,
          idempotencyKey: 'ghost',
        }),
      ),
    ).toBe('not_found');
  });

  it('lets 200 concurrent debits take exactly what the balance allows, never more', async () => {
    const userId = await fundedPlayer(73);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) =>
        ledger.debit({
          reason: 'bet',
          userId,
          amountMinor: USD(1),
          idempotencyKey: `race:${userId}:${index}`,
        }),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) =>
        result.status === 'rejected' &&
        result.reason instanceof AppError &&
        result.reason.code === 'insufficient_balance',
    );
    expect(succeeded).toHaveLength(73);
    expect(refused).toHaveLength(127);
    expect((await ledger.balancesOf(userId)).player_main).toBe(0n);
    const seen = succeeded.map((result) => result.value.balances.player_main).sort();
    // Every successful debit saw a distinct balance: none was applied twice or lost.
    expect(new Set(seen).size).toBe(73);
  });

  it('turns one key sent 50 times at once into one transfer and 50 identical results', async () => {
    const userId = await fundedPlayer(10);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        ledger.debit({
          reason: 'bet',
          userId,
          amountMinor: USD(3),
          idempotencyKey: `same:${userId}`,
        }),
      ),
    );
    const first = results[0];
    expect(first?.balances.player_main).toBe(USD(7));
    for (const result of results) {
      expect(result.transferId).toBe(first?.transferId);
      expect(result.balances).toEqual(first?.balances);
    }
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    const { rows } = (await testApp.database.db.execute(
      sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${`same:${userId}`}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]?.n).toBe(1);
    expect((await ledger.balancesOf(userId)).player_main).toBe(USD(7));
  });

  it('answers a replay with the first response and a changed request with idempotency_conflict', async () => {
    const userId = await fundedPlayer(10);
    const first = await ledger.debit({
      reason: 'bet',
      userId,
      amountMinor: USD(2),
      idempotencyKey: `k:${userId}`,
    });
    await ledger.debit({
      reason: 'bet',
      userId,
      amountMinor: USD(1),
      idempotencyKey: `k2:${userId}`,
    });
    const replay = await ledger.debit({
      reason: 'bet',
      userId,
      amountMinor: USD(2),
      idempotencyKey: `k:${userId}`,
    });
    expect(replay).toEqual({ ...first, replayed: true });
    expect(
      await errorCodeOf(
        ledger.debit({ reason: 'bet', userId, amountMinor: USD(3), idempotencyKey: `k:${userId}` }),
      ),
    ).toBe('idempotency_conflict');
    expect(
      await errorCodeOf(
        ledger.credit({
          reason: 'win',
          userId,
          amountMinor: USD(2),
          idempotencyKey: `k:${userId}`,
        }),
      ),
    ).toBe('idempotency_conflict');
    expect((await ledger.balancesOf(userId)).player_main).toBe(USD(7));
  });

  it('writes the outbox event in the same statement as the money', async () => {
    const userId = await createPlayerId(testApp.app);
    const result = await ledger.credit({
      reason: 'deposit',
      userId,
      amountMinor: USD(1),
      idempotencyKey: `ob:${userId}`,
      events: [{ topic: 'transaction.changed', userId, payload: { id: 'tx-1', amount: 5n } }],
    });
    const { rows } = (await testApp.database.db.execute(
      sql`select topic, payload from outbox where user_id = ${userId} order by id`,
    )) as unknown as { rows: Array<{ topic: string; payload: Record<string, unknown> }> };
    expect(rows).toEqual([
      {
        topic: 'balance.changed',
        payload: {
          transferId: result.transferId.toString(),
          // What moved, for the metrics (platform/money-movements.ts).
          movements: [{ kind: 'deposit', currency: 'USD', amount: USD(1).toString() }],
        },
      },
      {
        topic: 'transaction.changed',
        payload: { transferId: result.transferId.toString(), id: 'tx-1', amount: '5' },
      },
    ]);
    // A refused transfer leaves no event behind.
    await errorCodeOf(
      ledger.debit({ reason: 'bet', userId, amountMinor: USD(2), idempotencyKey: `ob2:${userId}` }),
    );
    const after = (await testApp.database.db.execute(
      sql`select count(*)::int as n from outbox where user_id = ${userId}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(after.rows[0]?.n).toBe(2);
  });

  it('converts a crypto deposit at the recorded rate, rounding down', async () => {
    const userId = await createPlayerId(testApp.app);
    // 0.00001 BTC at the seeded 65000 USD/BTC = 0.65 USD exactly.
    const result = await ledger.credit({
      reason: 'deposit',
      userId,
      amountMinor: 1_000n,
      currency: 'BTC',
      idempotencyKey: `btc:${userId}`,
    });
    expect(result.balances.player_main).toBe(650_000n);
    const [row] = (
      (await testApp.database.db.execute(
        sql`select rate from ledger_transfers where id = ${result.transferId.toString()}::bigint`,
      )) as unknown as { rows: Array<{ rate: Record<string, string> }> }
    ).rows;
    expect(row?.rate).toMatchObject({ base: 'BTC', quote: 'USD', rate: '65000' });
    // 1 IDR minor unit (0.01 IDR) is worth 0.000000615 USD: below one USD minor unit, so nothing.
    expect(
      await errorCodeOf(
        ledger.credit({
          reason: 'deposit',
          userId,
          amountMinor: 1n,
          currency: 'IDR',
          idempotencyKey: `idr:${userId}`,
        }),
      ),
    ).toBe('validation_error');
  });

  it('holds a withdrawal, then settles or releases it exactly once', async () => {
    const userId = await fundedPlayer(50);
    const held = await ledger.hold({ userId, holdId: `wd-a-${userId}`, amountMinor: USD(20) });
    expect(held.balances).toEqual({ player_main: USD(30), pending_withdrawal: USD(20) });
    expect(
      (await ledger.hold({ userId, holdId: `wd-a-${userId}`, amountMinor: USD(20) })).replayed,
    ).toBe(true);
    expect(
      await errorCodeOf(ledger.hold({ userId, holdId: `wd-a-${userId}`, amountMinor: USD(21) })),
    ).toBe('idempotency_conflict');
    await ledger.hold({ userId, holdId: `wd-b-${userId}`, amountMinor: USD(10) });
    expect(
      await errorCodeOf(ledger.hold({ userId, holdId: `wd-c-${userId}`, amountMinor: USD(21) })),
    ).toBe('insufficient_balance');

    const settled = await ledger.settleHold({ holdId: `wd-a-${userId}` });
    expect(settled.balances).toEqual({ pending_withdrawal: USD(10) });
    expect((await ledger.settleHold({ holdId: `wd-a-${userId}` })).replayed).toBe(true);
    expect(await errorCodeOf(ledger.releaseHold({ holdId: `wd-a-${userId}` }))).toBe('conflict');

    // Release and settle racing for one hold: exactly one wins.
    const race = await Promise.allSettled([
      ledger.releaseHold({ holdId: `wd-b-${userId}` }),
      ledger.settleHold({ holdId: `wd-b-${userId}` }),
    ]);
    expect(race.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const balances = await ledger.balancesOf(userId);
    expect(balances.pending_withdrawal).toBe(0n);
    expect([USD(20), USD(30)]).toContain(balances.player_main);
    expect(await errorCodeOf(ledger.releaseHold({ holdId: 'no-such-hold' }))).toBe('not_found');
  });

  it('settles a hold into another currency at the current rate', async () => {
    const userId = await fundedPlayer(100);
    await ledger.hold({ userId, holdId: `wd-btc-${userId}`, amountMinor: USD(65) });
    const settled = await ledger.settleHold({ holdId: `wd-btc-${userId}`, payoutCurrency: 'BTC' });
    const { rows } = (await testApp.database.db.execute(
      sql`select e.currency, e.amount::text as amount, a.kind from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          where e.transfer_id = ${settled.transferId.toString()}::bigint order by e.id`,
    )) as unknown as { rows: Array<{ currency: string; amount: string; kind: string }> };
    expect(rows).toContainEqual({ currency: 'BTC', amount: '100000', kind: 'house_custody' });
  });

  it('joins a caller transaction: a rollback undoes the transfer and its event', async () => {
    const userId = await fundedPlayer(10);
    await expect(
      testApp.database.db.transaction(async (tx) => {
        await ledger.debit(
          { reason: 'bet', userId, amountMinor: USD(4), idempotencyKey: `tx:${userId}` },
          tx as never,
        );
        throw new Error('caller gives up');
      }),
    ).rejects.toThrow('caller gives up');
    expect((await ledger.balancesOf(userId)).player_main).toBe(USD(10));
    const again = await ledger.debit({
      reason: 'bet',
      userId,
      amountMinor: USD(4),
      idempotencyKey: `tx:${userId}`,
    });
    expect(again.replayed).toBe(false);
  });

  it('aborts the whole statement when a named player account does not exist', async () => {
    const repository = ledgerRepository(testApp.database.db);
    const insert = repository.insertTransfer({
      kind: 'test',
      idempotencyKey: 'missing-account',
      requestHash: 'x',
      metadata: {},
      rate: null,
      legs: [
        { accountId: 999_999_999n, ownerType: 'player', amount: 5n, currency: 'USD' },
        { accountId: 1n, ownerType: 'house', amount: -5n, currency: 'USD' },
      ],
      events: [{ topic: 'balance.changed', userId: null }],
    });
    await expect(insert).rejects.toThrow();
    expect(await repository.findTransferByKey('missing-account')).toBeUndefined();
  });

  it('keeps house accounts append-only: their rows are never updated', async () => {
    const { rows } = (await testApp.database.db.execute(
      sql`select count(*)::int as n from ledger_accounts where owner_type = 'house' and balance <> 0`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]?.n).toBe(0);
  });
});
