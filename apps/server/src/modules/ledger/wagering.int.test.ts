import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { createPlayerId, expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import type { LedgerService } from './service';

const USD = (dollars: number) => BigInt(dollars) * 1_000_000n;

describe.each(databaseTargets())('ledger wagering totals on %s', (target) => {
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

  const bet = (
    userId: number,
    from: 'player_main' | 'player_bonus',
    dollars: number,
    key: string,
  ) =>
    ledger.transfer({
      idempotencyKey: key,
      kind: 'bet',
      legs: [
        { account: { userId, kind: from }, amountMinor: -USD(dollars), currency: 'USD' },
        { account: { house: 'house_bets' }, amountMinor: USD(dollars), currency: 'USD' },
      ],
    });

  it('sums stakes from any player account and deposits credited to player_main, nothing else', async () => {
    const userId = await createPlayerId(testApp.app);
    const other = await createPlayerId(testApp.app);
    expect(await ledger.wageringOf(userId)).toEqual({ betsMinor: 0n, depositsMinor: 0n });

    await ledger.credit({
      reason: 'deposit',
      userId,
      amountMinor: USD(100),
      idempotencyKey: `d1:${userId}`,
    });
    await ledger.credit({
      reason: 'deposit',
      userId,
      amountMinor: USD(50),
      idempotencyKey: `d2:${userId}`,
    });
    await ledger.credit({
      reason: 'bonus',
      userId,
      amountMinor: USD(20),
      idempotencyKey: `b:${userId}`,
    });
    await ledger.credit({
      reason: 'win',
      userId,
      amountMinor: USD(7),
      idempotencyKey: `w:${userId}`,
    });
    await ledger.credit({
      reason: 'deposit',
      userId: other,
      amountMinor: USD(900),
      idempotencyKey: `d:${other}`,
    });
    await bet(userId, 'player_main', 30, `bet1:${userId}`);
    await bet(userId, 'player_bonus', 5, `bet2:${userId}`);
    await bet(other, 'player_main', 400, `bet:${other}`);
    // A withdrawal hold moves money out of player_main too, but it is no stake.
    await ledger.hold({ userId, amountMinor: USD(10), holdId: `hold-${userId}` });

    expect(await ledger.wageringOf(userId)).toEqual({
      betsMinor: USD(35),
      depositsMinor: USD(150),
    });
    expect(await ledger.wageringOf(other)).toEqual({
      betsMinor: USD(400),
      depositsMinor: USD(900),
    });
  });
});
