import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { createPlayerId, expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { knownBetPrelude } from './bet-settlement-statement';
import type { LedgerService } from './service';

const USD = (dollars: number) => BigInt(dollars) * 1_000_000n;

describe.each(databaseTargets())('bet settlement on %s', (target) => {
  let testApp: TestApp;
  let ledger: LedgerService;
  let nextBet = 1;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    ledger = servicesOf(testApp.app).ledger;
  });

  afterAll(async () => {
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

  const settle = (userId: number, stake: number, payout: number, betId = `t${nextBet++}`) =>
    ledger.settleBet({
      userId,
      betId,
      game: 'dice',
      stakeMinor: USD(stake),
      payoutMinor: USD(payout),
      events: [{ topic: 'test.bet', userId, payload: { betId } }],
    });

  it('returns every player balance of the house currency with a settlement, read by its statement', async () => {
    const userId = await fundedPlayer(10);
    await ledger.credit({
      reason: 'bonus',
      userId,
      amountMinor: USD(3),
      idempotencyKey: `bonus:${userId}`,
    });
    const after = (betId: string) =>
      ledger.settleBetAfter(knownBetPrelude(betId), {
        userId,
        game: 'dice',
        stakeMinor: USD(4),
        payoutMinor: USD(1),
        reference: betId,
      });
    const betId = `t${nextBet++}`;
    const settled = await after(betId);
    expect(settled.balance).toBe(USD(7));
    expect(settled.balances).toEqual({
      player_main: USD(7),
      player_bonus: USD(3),
      pending_withdrawal: 0n,
    });
    expect(settled.balances).toEqual(await ledger.balancesOf(userId));
    // Settled before: nothing moves and there is nothing to report.
    expect(await after(betId)).toMatchObject({ balance: null, balances: null });
    expect((await ledger.balancesOf(userId)).player_main).toBe(USD(7));
  });

  it('records a won bet as a stake and a win transfer, with the balance after both', async () => {
    const userId = await fundedPlayer(10);
    expect(await settle(userId, 4, 9, 'won-1')).toEqual({ balance: USD(15) });
    const { items } = await ledger.transfersOf(userId, { offset: 0, limit: 10 });
    expect(items.slice(0, 2).map((item) => [item.kind, item.metadata, item.legs])).toEqual([
      [
        'win',
        { betId: 'won-1', game: 'dice' },
        [{ kind: 'player_main', currency: 'USD', amountMinor: USD(9), balanceAfter: USD(15) }],
      ],
      [
        'bet',
        { betId: 'won-1', game: 'dice' },
        [{ kind: 'player_main', currency: 'USD', amountMinor: -USD(4), balanceAfter: USD(6) }],
      ],
    ]);
    expect((await ledger.balancesOf(userId)).player_main).toBe(USD(15));
    const events = await testApp.database.db.execute(
      sql`select topic from outbox where user_id = ${userId} and topic in ('test.bet', 'balance.changed')
          and payload->>'transferId' = ${items[0]?.transferId.toString()}`,
    );
    expect(
      (events as unknown as { rows: { topic: string }[] }).rows.map((row) => row.topic).sort(),
    ).toEqual(['balance.changed', 'test.bet']);
    await expectLedgerConsistent(testApp.database.db);
  });

  it('records a lost bet as the stake alone', async () => {
    const userId = await fundedPlayer(10);
    expect(await settle(userId, 10, 0)).toEqual({ balance: 0n });
    const { items } = await ledger.transfersOf(userId, { offset: 0, limit: 10 });
    expect(items.map((item) => item.kind)).toEqual(['bet', 'deposit']);
    await expectLedgerConsistent(testApp.database.db);
  });

  it('refuses a stake above the balance even when the payout would cover it, writing nothing', async () => {
    const userId = await fundedPlayer(3);
    const refused = await settle(userId, 4, 100).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('insufficient_balance');
    expect((await ledger.balancesOf(userId)).player_main).toBe(USD(3));
    const { items } = await ledger.transfersOf(userId, { offset: 0, limit: 10 });
    expect(items.map((item) => item.kind)).toEqual(['deposit']);
    await expectLedgerConsistent(testApp.database.db);
  });

  it('settles a bet id once', async () => {
    const userId = await fundedPlayer(10);
    await settle(userId, 1, 2, 'once-1');
    await expect(settle(userId, 1, 2, 'once-1')).rejects.toThrow('settled before');
    expect((await ledger.balancesOf(userId)).player_main).toBe(USD(11));
    await expectLedgerConsistent(testApp.database.db);
  });

  it('keeps concurrent bets of one player exact and never below zero', async () => {
    const userId = await fundedPlayer(5);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => settle(userId, 1, 0)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect((await ledger.balancesOf(userId)).player_main).toBe(0n);
    await expectLedgerConsistent(testApp.database.db);
  });
});
