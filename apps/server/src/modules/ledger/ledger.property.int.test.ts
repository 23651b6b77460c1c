import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { createPlayerId, expectLedgerConsistent, servicesOf } from '../../test/ledger-consistency';
import { checkLedger } from './check';
import type { LedgerService } from './service';

/** One step of a random session: what a player, a game or the cashier might do. */
const operation = fc.oneof(
  fc.record({
    op: fc.constant('deposit' as const),
    amount: fc.bigInt({ min: 1n, max: 50_000_000n }),
  }),
  fc.record({
    op: fc.constant('cryptoDeposit' as const),
    amount: fc.bigInt({ min: 1n, max: 100_000n }),
    currency: fc.constantFrom('BTC', 'ETH', 'EUR', 'TON', 'USDT'),
  }),
  fc.record({ op: fc.constant('bet' as const), amount: fc.bigInt({ min: 1n, max: 30_000_000n }) }),
  fc.record({ op: fc.constant('win' as const), amount: fc.bigInt({ min: 1n, max: 30_000_000n }) }),
  fc.record({ op: fc.constant('hold' as const), amount: fc.bigInt({ min: 1n, max: 20_000_000n }) }),
  fc.record({ op: fc.constantFrom('release' as const, 'settle' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }),
);

describe.each(databaseTargets())('random ledger sessions on %s', (target) => {
  let testApp: TestApp;
  let ledger: LedgerService;
  let session = 0;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    ledger = servicesOf(testApp.app).ledger;
  });

  afterAll(async () => {
    await expectLedgerConsistent(testApp.database.db);
    await testApp.close();
  });

  it('keep the balance equal to a simple model and every invariant intact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (steps) => {
        session += 1;
        const userId = await createPlayerId(testApp.app);
        let main = 0n;
        let pending = 0n;
        const openHolds: Array<{ id: string; amount: bigint }> = [];
        const done: Array<() => Promise<unknown>> = [];
        for (const [index, step] of steps.entries()) {
          const key = `p${session}:${index}`;
          try {
            if (step.op === 'deposit' || step.op === 'win') {
              const call = () =>
                ledger.credit({
                  reason: step.op,
                  userId,
                  amountMinor: step.amount,
                  idempotencyKey: key,
                });
              main = (await call()).balances.player_main ?? main;
              done.push(call);
            } else if (step.op === 'cryptoDeposit') {
              const result = await ledger.credit({
                reason: 'deposit',
                userId,
                amountMinor: step.amount,
                currency: step.currency,
                idempotencyKey: key,
              });
              expect(result.balances.player_main).toBeGreaterThan(main);
              main = result.balances.player_main ?? main;
            } else if (step.op === 'bet') {
              const call = () =>
                ledger.debit({
                  reason: 'bet',
                  userId,
                  amountMinor: step.amount,
                  idempotencyKey: key,
                });
              const result = await call();
              expect(step.amount <= main).toBe(true);
              main -= step.amount;
              expect(result.balances.player_main).toBe(main);
              done.push(call);
            } else if (step.op === 'hold') {
              await ledger.hold({ userId, holdId: key, amountMinor: step.amount });
              expect(step.amount <= main).toBe(true);
              main -= step.amount;
              pending += step.amount;
              openHolds.push({ id: key, amount: step.amount });
            } else if (step.op === 'release' || step.op === 'settle') {
              const hold = openHolds.splice(step.pick % Math.max(openHolds.length, 1), 1)[0];
              if (!hold) continue;
              if (step.op === 'release') {
                await ledger.releaseHold({ holdId: hold.id });
                main += hold.amount;
              } else await ledger.settleHold({ holdId: hold.id });
              pending -= hold.amount;
            } else if (done.length > 0) {
              const replay = await (
                done[step.pick % done.length] as () => Promise<{
                  replayed: boolean;
                }>
              )();
              expect(replay.replayed).toBe(true);
            }
          } catch (error) {
            // Only a debit larger than the balance may fail, or a deposit worth less than one
            // minor unit of the house currency (it rounds down to nothing); then nothing changed.
            expect(error).toBeInstanceOf(AppError);
            if (step.op === 'cryptoDeposit') {
              expect((error as AppError).code).toBe('validation_error');
              continue;
            }
            expect((error as AppError).code).toBe('insufficient_balance');
            expect(step.op === 'bet' || step.op === 'hold').toBe(true);
            expect('amount' in step && step.amount > main).toBe(true);
          }
        }
        const balances = await ledger.balancesOf(userId);
        expect(balances.player_main).toBe(main);
        expect(balances.pending_withdrawal).toBe(pending);
      }),
      { numRuns: 15 },
    );
    const report = await checkLedger(testApp.database.db);
    expect(report.findings).toEqual([]);
  });
});
