import { formatAmount } from '@wheelhouse/contracts/money';
import {
  RG_MONEY_LIMIT_KINDS,
  RG_PERIODS,
  type AdminRgResponse,
  type RgBlock,
  type RgBlockRequest,
  type RgMoneyLimit,
  type RgMoneyLimitRequest,
  type RgSessionResponse,
  type RgState,
  type RgTimeLimit,
  type RgTimeLimitKind,
  type RgTimeLimitRequest,
} from '@wheelhouse/contracts/responsible-gaming';
import { parseAmountField } from '../../platform/amount-field';
import type { RecordAudit } from '../../platform/audit';
import type { StaffPrincipal } from '../../platform/auth-hooks';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { UsersService } from '../users';
import { liveSession, moneyKey, REALITY_CHECK_KEY, SESSION_KEY, type RgGuardDeps } from './guard';
import { rgRepository, type RgBlockRow } from './repository';
import {
  blockEnd,
  changeLimit,
  effectiveValue,
  pendingOf,
  periodEnd,
  periodStart,
  shortens,
  type StoredLimit,
} from './rules';

export interface RgServiceDeps extends RgGuardDeps {
  users: Pick<UsersService, 'accessByGlobalId'>;
  recordAudit: RecordAudit;
}

const timeKey = (kind: RgTimeLimitKind) => (kind === 'session' ? SESSION_KEY : REALITY_CHECK_KEY);

function blockOf(row: RgBlockRow): RgBlock {
  return {
    kind: row.kind,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/**
 * The player's side of the tools (see and change limits, start a cool-off or self-exclusion, the
 * reality check's figures) and the staff's read-only view. A tighter limit applies at once, a
 * looser one after 24 hours (rules.ts); a block can only ever be extended.
 */
export function rgService(deps: RgServiceDeps) {
  const repository = rgRepository(deps.db);

  async function houseScale() {
    return (await deps.currencies.requireCurrency(deps.houseCurrency)).ledgerScale;
  }

  async function state(userId: number): Promise<RgState> {
    const now = deps.clock.now();
    const [limits, block, scale] = await Promise.all([
      repository.limitsOf(userId),
      repository.activeBlock(userId, now),
      houseScale(),
    ]);
    const totals = await deps.ledger.playTotalsSince(
      userId,
      RG_PERIODS.map((period) => periodStart(period, now)),
    );
    const format = (minor: bigint) => formatAmount(minor, scale);
    const pendingView = (limit: StoredLimit | undefined, asText: (value: bigint) => string) => {
      const waiting = pendingOf(limit, now);
      return waiting
        ? {
            value: waiting.value === null ? null : asText(waiting.value),
            effectiveAt: waiting.effectiveAt.toISOString(),
          }
        : null;
    };
    const moneyLimits: RgMoneyLimit[] = RG_MONEY_LIMIT_KINDS.flatMap((kind) =>
      RG_PERIODS.map((period, index) => {
        const stored = limits.get(moneyKey(kind, period));
        const amount = effectiveValue(stored, now);
        const periodTotals = totals[index] ?? {
          stakesMinor: 0n,
          returnsMinor: 0n,
          depositsMinor: 0n,
        };
        const loss = periodTotals.stakesMinor - periodTotals.returnsMinor;
        const used =
          kind === 'deposit'
            ? periodTotals.depositsMinor
            : kind === 'wager'
              ? periodTotals.stakesMinor
              : loss > 0n
                ? loss
                : 0n;
        return {
          kind,
          period,
          amount: amount === null ? null : format(amount),
          used: format(used),
          left: amount === null ? null : format(amount > used ? amount - used : 0n),
          resetsAt: periodEnd(period, now).toISOString(),
          pending: pendingView(stored, format),
        };
      }),
    );
    const timeLimit = (kind: RgTimeLimitKind): RgTimeLimit => {
      const stored = limits.get(timeKey(kind));
      const minutes = effectiveValue(stored, now);
      return {
        kind,
        minutes: minutes === null ? null : Number(minutes),
        pending: pendingView(stored, (value) => value.toString()),
      };
    };
    return {
      currency: deps.houseCurrency,
      limits: moneyLimits,
      session: timeLimit('session'),
      realityCheck: timeLimit('reality_check'),
      block: block ? blockOf(block) : null,
    };
  }

  async function change(userId: number, key: string, requested: bigint | null): Promise<RgState> {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const now = deps.clock.now();
      const limits = await repository.limitsOf(userId, tx, true);
      const current = limits.get(key);
      if (!current && requested === null) return;
      await repository.saveLimit(userId, key, changeLimit(current, requested, now), now, tx);
    });
    return state(userId);
  }

  return {
    state,

    async setMoneyLimit(userId: number, request: RgMoneyLimitRequest): Promise<RgState> {
      let requested: bigint | null = null;
      if (request.amount !== null) {
        requested = parseAmountField(request.amount, await houseScale(), 'amount');
        if (requested <= 0n)
          throw new AppError('validation_error', {
            fields: { amount: { key: 'Validation.invalid_amount' } },
          });
      }
      return change(userId, moneyKey(request.kind, request.period), requested);
    },

    setTimeLimit(userId: number, request: RgTimeLimitRequest): Promise<RgState> {
      return change(
        userId,
        timeKey(request.kind),
        request.minutes === null ? null : BigInt(request.minutes),
      );
    },

    /**
     * Starts a cool-off or self-exclusion now. One in force can only be replaced by one that ends
     * later (409 conflict otherwise): nobody can lift or shorten it, not the player, not staff.
     */
    async startBlock(userId: number, request: RgBlockRequest): Promise<RgState> {
      await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const now = deps.clock.now();
        // The limit rows' lock serialises this with the player's stakes and other changes.
        await repository.limitsOf(userId, tx, true);
        const current = await repository.activeBlock(userId, now, tx);
        const endsAt = blockEnd(request, now);
        if (current && shortens(current.endsAt, endsAt))
          throw new AppError('conflict', {
            message: 'A cool-off or self-exclusion in force cannot be shortened or lifted',
          });
        await repository.insertBlock({ userId, kind: request.kind, startedAt: now, endsAt }, tx);
      });
      return state(userId);
    },

    /** The reality check's figures: time in the live play session and its net result. */
    async session(userId: number): Promise<RgSessionResponse> {
      const now = deps.clock.now();
      const [limits, stored] = await Promise.all([
        repository.limitsOf(userId),
        repository.playSession(userId),
      ]);
      const live = liveSession(stored, now);
      if (!live) return { session: null };
      const [totals] = await deps.ledger.playTotalsSince(userId, [live.startedAt]);
      const net = (totals?.returnsMinor ?? 0n) - (totals?.stakesMinor ?? 0n);
      const minutes = (key: string) => {
        const value = effectiveValue(limits.get(key), now);
        return value === null ? null : Number(value);
      };
      return {
        session: {
          startedAt: live.startedAt.toISOString(),
          playedSeconds: Math.max(0, Math.floor((now.getTime() - live.startedAt.getTime()) / 1000)),
          net: formatAmount(net, await houseScale()),
          currency: deps.houseCurrency,
          realityCheckMinutes: minutes(REALITY_CHECK_KEY),
          sessionLimitMinutes: minutes(SESSION_KEY),
        },
      };
    },

    /** Staff: the player's settings and every block (read-only); the look is audited. */
    async forStaff(
      member: StaffPrincipal,
      globalId: string,
      requestId: string,
    ): Promise<AdminRgResponse> {
      const access = await deps.users.accessByGlobalId(globalId);
      if (!access) throw new AppError('not_found', { message: 'No such player' });
      const [view, blocks] = await Promise.all([
        state(access.userId),
        repository.blocksOf(access.userId),
      ]);
      await deps.recordAudit(
        {
          staffId: member.staffId,
          action: 'user.responsible_gaming.view',
          targetType: 'user',
          targetId: globalId,
          before: null,
          after: null,
          requestId,
        },
        deps.db,
      );
      return { state: view, history: blocks.map(blockOf) };
    },
  };
}

export type RgService = ReturnType<typeof rgService>;
