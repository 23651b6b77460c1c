import type {
  AdminUserBonus,
  AdminUserBonusesResponse,
  GrantBonusRequest,
} from '@wheelhouse/contracts/bonuses';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import { randomBytes } from 'node:crypto';
import { parseAmountField } from '../../platform/amount-field';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { runIdempotent } from '../../platform/idempotency';
import type { AuditEntry } from '../../platform/audit';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import { splitBonusBalance } from './allocation';
import {
  activeBonusesColumn,
  activeBonusesFromColumn,
  bonusesRepository,
  type ActiveBonusRow,
  type UserBonusRow,
} from './repository';

export interface BonusesServiceDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  ledger: Pick<LedgerService, 'credit' | 'debit' | 'balancesOf'>;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  users: Pick<UsersService, 'accessByGlobalId'>;
  /** Writes a back-office audit row inside the given transaction (the admin module's recordAudit). */
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted: () => void;
}

/** An active bonus with the part of the player's bonus balance that is still its money. */
export interface ActiveBonus {
  id: string;
  title: string;
  amountMinor: bigint;
  remainingMinor: bigint;
  wagerCurrentMinor: bigint;
  wagerTotalMinor: bigint;
}

/** Decimals a wagering multiplier may have (see ZWagerMultiplier). */
const MULTIPLIER_SCALE = 4;

function newBonusId(): string {
  return `bn_${randomBytes(12).toString('hex')}`;
}

/** amount × multiplier, rounded up: the requirement is never smaller than the operator set. */
function wagerTotal(amountMinor: bigint, multiplier: string): bigint {
  const parsed = parseAmount(multiplier, MULTIPLIER_SCALE);
  if (!parsed.ok)
    throw new AppError('validation_error', {
      fields: { wagerMultiplier: { key: 'Validation.invalid_format' } },
    });
  const unit = 10n ** BigInt(MULTIPLIER_SCALE);
  return (amountMinor * parsed.minor + unit - 1n) / unit;
}

/**
 * Bonuses: granted by staff into the player's bonus balance (house_bonuses → player_bonus), with a
 * wagering requirement; forfeited (money back to house_bonuses) when the player withdraws.
 */
export function bonusesService(deps: BonusesServiceDeps) {
  const repository = bonusesRepository(deps.db);

  function requireFinance(member: StaffPrincipal) {
    if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
  }

  async function playerId(globalId: string): Promise<number> {
    const player = await deps.users.accessByGlobalId(globalId);
    if (!player) throw new AppError('not_found', { message: 'No such player' });
    return player.userId;
  }

  async function toAdminBonus(row: UserBonusRow): Promise<AdminUserBonus> {
    const house = await deps.currencies.requireCurrency(deps.houseCurrency);
    const format = (minor: bigint) => formatAmount(minor, house.ledgerScale);
    return {
      id: row.id,
      title: row.title,
      status: row.status,
      amount: format(row.amountMinor),
      currency: house.code,
      wager: { current: format(row.wagerCurrentMinor), total: format(row.wagerTotalMinor) },
      createdAt: row.createdAt.toISOString(),
      endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    };
  }

  /** The active bonuses, oldest first, each with its share of `bonusBalanceMinor` (player_bonus). */
  async function activeBonuses(userId: number, bonusBalanceMinor: bigint): Promise<ActiveBonus[]> {
    return activeOf(await repository.active(userId), bonusBalanceMinor);
  }

  function activeOf(rows: readonly ActiveBonusRow[], bonusBalanceMinor: bigint): ActiveBonus[] {
    return splitBonusBalance(rows, bonusBalanceMinor).map(({ bonus, remainingMinor }) => ({
      id: bonus.id,
      title: bonus.title,
      amountMinor: bonus.amountMinor,
      remainingMinor,
      wagerCurrentMinor: bonus.wagerCurrentMinor,
      wagerTotalMinor: bonus.wagerTotalMinor,
    }));
  }

  return {
    /**
     * POST /api/admin/users/{id}/bonuses (finance): the ledger credit, the bonus row and the audit
     * row commit together, once per Idempotency-Key; a replay answers the first bonus.
     */
    async grant(
      member: StaffPrincipal,
      globalId: string,
      request: GrantBonusRequest,
      idempotencyKey: string,
      requestId: string,
    ): Promise<{ response: AdminUserBonus; replayed: boolean }> {
      requireFinance(member);
      const house = await deps.currencies.requireCurrency(deps.houseCurrency);
      const amountMinor = parseAmountField(request.amount, house.ledgerScale, 'amount');
      const totalMinor = wagerTotal(amountMinor, request.wagerMultiplier);
      const userId = await playerId(globalId);
      const result = await runIdempotent(
        deps.db,
        {
          scope: `bonuses.grant:${member.staffId}`,
          key: idempotencyKey,
          request: { globalId, ...request, amountMinor },
        },
        async (tx): Promise<AdminUserBonus> => {
          const id = newBonusId();
          await deps.ledger.credit(
            {
              reason: 'bonus',
              userId,
              amountMinor,
              idempotencyKey: `bonus-grant:${id}`,
              metadata: { source: 'bonuses.grant', bonusId: id, staffId: member.staffId },
            },
            tx,
          );
          const row = await repository.insert(
            {
              id,
              userId,
              title: request.title,
              status: 'active',
              amountMinor,
              wagerTotalMinor: totalMinor,
              grantedBy: member.staffId,
              createdAt: deps.clock.now(),
            },
            tx,
          );
          const bonus = await toAdminBonus(row);
          await deps.recordAudit(
            {
              staffId: member.staffId,
              action: 'bonus.grant',
              targetType: 'user',
              targetId: globalId,
              before: null,
              after: bonus,
              requestId,
            },
            tx,
          );
          return bonus;
        },
      );
      if (!result.replayed) deps.onCommitted();
      return result;
    },

    /** GET /api/admin/users/{id}/bonuses (finance): every bonus of the player, newest first. */
    async listForStaff(
      member: StaffPrincipal,
      globalId: string,
    ): Promise<AdminUserBonusesResponse> {
      requireFinance(member);
      const rows = await repository.listForUser(await playerId(globalId));
      return { items: await Promise.all(rows.map(toAdminBonus)) };
    },

    activeBonuses,

    /**
     * activeBonuses inside another module's statement: `activeBonusesColumn(userIdSql, name)` is a
     * select column naming the player by `userIdSql`; `activeBonusesFrom(value, balance)` turns the
     * column's value into what activeBonuses gives. Saves the Balance of a bet a round trip.
     */
    activeBonusesColumn,

    activeBonusesFrom(column: unknown, bonusBalanceMinor: bigint): ActiveBonus[] {
      return activeOf(activeBonusesFromColumn(column), bonusBalanceMinor);
    },

    /** How many active bonuses a withdrawal would forfeit. */
    async activeCount(userId: number): Promise<number> {
      return repository.countActive(userId);
    },

    /**
     * Inside the caller's transaction (a withdrawal): every active bonus's remaining money goes
     * back to house_bonuses through the ledger and the bonus is marked forfeited. Returns how many.
     */
    async forfeitActive(userId: number, executor: Database): Promise<number> {
      const rows = await repository.activeForUpdate(userId, executor);
      if (rows.length === 0) return 0;
      const balances = await deps.ledger.balancesOf(userId, executor);
      for (const { bonus, remainingMinor } of splitBonusBalance(rows, balances.player_bonus)) {
        if (remainingMinor === 0n) continue;
        await deps.ledger.debit(
          {
            reason: 'bonus_forfeit',
            from: 'player_bonus',
            userId,
            amountMinor: remainingMinor,
            idempotencyKey: `bonus-forfeit:${bonus.id}`,
            metadata: { source: 'bonuses.forfeit', bonusId: bonus.id },
          },
          executor,
        );
      }
      await repository.markForfeited(
        userId,
        rows.map((row) => row.id),
        deps.clock.now(),
        executor,
      );
      return rows.length;
    },
  };
}

export type BonusesService = ReturnType<typeof bonusesService>;
