import { formatAmount } from '@wheelhouse/contracts/money';
import {
  RG_PERIODS,
  RG_SESSION_BREAK_MINUTES,
  type RgMoneyLimitKind,
  type RgPeriod,
  type RgRefusalCode,
} from '@wheelhouse/contracts/responsible-gaming';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import { rgRepository, unguardedStakeSql, type RgBlockRow } from './repository';
import { effectiveValue, periodEnd, periodStart, type StoredLimit } from './rules';

export interface RgGuardDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  ledger: Pick<LedgerService, 'playTotalsSince'>;
  currencies: Pick<CurrenciesService, 'convert' | 'requireCurrency'>;
}

export const moneyKey = (kind: RgMoneyLimitKind, period: RgPeriod) => `${kind}:${period}`;
export const SESSION_KEY = 'session';
export const REALITY_CHECK_KEY = 'reality_check';
const BREAK_MS = RG_SESSION_BREAK_MINUTES * 60_000;

interface Refusal {
  code: RgRefusalCode;
  extra: Record<string, string>;
  opensAt: Date | null;
}

function refuse(refusal: Refusal): never {
  throw new AppError(refusal.code, {
    extra: {
      ...refusal.extra,
      ...(refusal.opensAt ? { opensAt: refusal.opensAt.toISOString() } : {}),
    },
  });
}

/** A play session is live while its last stake is less than the break ago. */
export function liveSession<T extends { lastStakeAt: Date }>(session: T | null, now: Date) {
  return session && session.lastStakeAt.getTime() + BREAK_MS > now.getTime() ? session : null;
}

/**
 * The checks other modules call before money is staked or deposited (one call each, so a new
 * money path needs one line). Refusals are AppErrors with one code per reason (rg_*) and the
 * reason's details as extra members of the error body (ZRgRefusal).
 */
export function rgGuard(deps: RgGuardDeps) {
  const repository = rgRepository(deps.db);

  async function houseScale(executor: Database) {
    return (await deps.currencies.requireCurrency(deps.houseCurrency, executor)).ledgerScale;
  }

  function blockRefusal(block: RgBlockRow): never {
    return refuse({
      code: block.kind === 'cool_off' ? 'rg_cool_off' : 'rg_self_exclusion',
      extra: {},
      opensAt: block.endsAt,
    });
  }

  async function assertNotBlocked(userId: number, now: Date, executor: Database) {
    const block = await repository.activeBlock(userId, now, executor);
    if (block) blockRefusal(block);
  }

  /**
   * The first money limit of `kind` that `amountMinor` more would cross, as a refusal, where
   * `used` gives the period's use; with amountMinor null, the first one already used up. When
   * several refuse, the one that opens last is named: waiting for an earlier one would not help.
   */
  async function moneyRefusal(
    userId: number,
    limits: Map<string, StoredLimit>,
    kind: RgMoneyLimitKind,
    amountMinor: bigint | null,
    now: Date,
    executor: Database,
    used: (totals: { stakesMinor: bigint; returnsMinor: bigint; depositsMinor: bigint }) => bigint,
  ): Promise<Refusal | null> {
    const active = RG_PERIODS.flatMap((period) => {
      const limit = effectiveValue(limits.get(moneyKey(kind, period)), now);
      return limit === null ? [] : [{ period, limit }];
    });
    if (active.length === 0) return null;
    const totals = await deps.ledger.playTotalsSince(
      userId,
      active.map(({ period }) => periodStart(period, now)),
      executor,
    );
    let worst: Refusal | null = null;
    const scale = await houseScale(executor);
    for (const [index, { period, limit }] of active.entries()) {
      const spent = used(totals[index] ?? { stakesMinor: 0n, returnsMinor: 0n, depositsMinor: 0n });
      const over = amountMinor === null ? spent >= limit : spent + amountMinor > limit;
      if (!over) continue;
      const opensAt = periodEnd(period, now);
      if (worst?.opensAt && worst.opensAt.getTime() >= opensAt.getTime()) continue;
      const left = limit - spent > 0n ? limit - spent : 0n;
      worst = {
        code: `rg_${kind}_limit`,
        extra: {
          period,
          limit: formatAmount(limit, scale),
          left: formatAmount(left, scale),
          currency: deps.houseCurrency,
        },
        opensAt,
      };
    }
    return worst;
  }

  const lossOf = (totals: { stakesMinor: bigint; returnsMinor: bigint }) => {
    const loss = totals.stakesMinor - totals.returnsMinor;
    return loss > 0n ? loss : 0n;
  };

  /**
   * The session limit: once a live session is as long as the limit, stakes wait for a break of
   * RG_SESSION_BREAK_MINUTES after its last stake (a new sign-in is not asked for: a provider's
   * game calls our wallet with no sign-in of the player's). Keeps the session's times when
   * `record` (the stake's own transaction).
   */
  async function checkSession(
    userId: number,
    limits: Map<string, StoredLimit>,
    now: Date,
    executor: Database,
    record: boolean,
  ) {
    const sessionLimit = effectiveValue(limits.get(SESSION_KEY), now);
    const realityCheck = effectiveValue(limits.get(REALITY_CHECK_KEY), now);
    if (sessionLimit === null && realityCheck === null) return;
    const live = liveSession(await repository.playSession(userId, executor), now);
    if (
      live &&
      sessionLimit !== null &&
      now.getTime() >= live.startedAt.getTime() + Number(sessionLimit) * 60_000
    )
      refuse({
        code: 'rg_session_limit',
        extra: { limit: sessionLimit.toString() },
        opensAt: new Date(live.lastStakeAt.getTime() + BREAK_MS),
      });
    if (record)
      await repository.savePlaySession(
        { userId, startedAt: live?.startedAt ?? now, lastStakeAt: now },
        executor,
      );
  }

  async function stakeCheck(
    userId: number,
    stakeMinor: bigint,
    executor: Database,
    inTransaction: boolean,
  ): Promise<{ guarded: boolean }> {
    const now = deps.clock.now();
    await assertNotBlocked(userId, now, executor);
    const limits = await repository.limitsOf(userId, executor, inTransaction);
    if (limits.size === 0) return { guarded: false };
    const refusal =
      (await moneyRefusal(
        userId,
        limits,
        'wager',
        stakeMinor,
        now,
        executor,
        (t) => t.stakesMinor,
      )) ?? (await moneyRefusal(userId, limits, 'loss', stakeMinor, now, executor, lossOf));
    if (refusal) refuse(refusal);
    await checkSession(userId, limits, now, executor, inTransaction);
    return { guarded: true };
  }

  return {
    /**
     * Before a stake of `stakeMinor` (house currency), inside the stake's transaction `tx`: refuses
     * during a cool-off or self-exclusion, over a wager or loss limit, or past the session limit.
     * The player's limit rows stay locked until `tx` ends, so two stakes that together cross a
     * limit cannot both pass.
     */
    assertStakeAllowed(userId: number, stakeMinor: bigint, tx: Database): Promise<void> {
      return stakeCheck(userId, stakeMinor, tx, true).then(() => undefined);
    },

    /**
     * The same checks without locks or writes, for a path that would rather refuse early.
     * `guarded`: the player has limits, so the stake must go through a transaction that calls
     * assertStakeAllowed (a one-statement fast path cannot).
     */
    precheckStake(userId: number, stakeMinor: bigint): Promise<{ guarded: boolean }> {
      return stakeCheck(userId, stakeMinor, deps.db, false);
    },

    /**
     * SQL boolean for a one-statement stake (provider wallet): true for a player precheckStake
     * would call unguarded; false sends the stake to a transaction that calls assertStakeAllowed.
     */
    unguardedStakeSql,

    /**
     * Before a deposit of `amount` (`currency` minor units, converted to the house currency at
     * today's rate), or before handing out a deposit address (`null`: the amount is the sender's
     * choice, so only a limit already used up refuses). Locks like assertStakeAllowed when `tx`
     * is the deposit's transaction.
     */
    async assertDepositAllowed(
      userId: number,
      amount: { amountMinor: bigint; currency: string } | null,
      tx: Database = deps.db,
    ): Promise<void> {
      const now = deps.clock.now();
      await assertNotBlocked(userId, now, tx);
      const limits = await repository.limitsOf(userId, tx, tx !== deps.db);
      if (limits.size === 0) return;
      const houseMinor =
        amount === null
          ? null
          : amount.currency === deps.houseCurrency
            ? amount.amountMinor
            : (
                await deps.currencies.convert(
                  amount.amountMinor,
                  amount.currency,
                  deps.houseCurrency,
                  tx,
                )
              ).amountMinor;
      const refusal = await moneyRefusal(
        userId,
        limits,
        'deposit',
        houseMinor,
        now,
        tx,
        (t) => t.depositsMinor,
      );
      if (refusal) refuse(refusal);
    },

    /**
     * Before a money action that is neither a stake nor a deposit (claiming a bonus, a wheel
     * spin): only a cool-off or self-exclusion refuses it.
     */
    async assertMoneyActionAllowed(userId: number, executor: Database = deps.db): Promise<void> {
      await assertNotBlocked(userId, deps.clock.now(), executor);
    },
  };
}

export type RgGuard = ReturnType<typeof rgGuard>;
