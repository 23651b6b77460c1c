import type {
  AdminUserBonus,
  AdminUserBonusesResponse,
  GrantBonusRequest,
} from '@wheelhouse/contracts/bonuses';
import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import { parseAmountField } from '../../platform/amount-field';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { runIdempotent } from '../../platform/idempotency';
import type { AuditEntry } from '../../platform/audit';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { RgGuard } from '../responsible-gaming';
import type { UsersService } from '../users';
import { splitBonusBalance } from './allocation';
import { seedDemoBonuses } from './demo-content';
import { freeSpins } from './free-spins';
import { bonusEngine, newBonusId, type CreditedDeposit } from './engine';
import { recordBonusActivated } from './events';
import { playerBonusesService } from './player-service';
import { DEFAULT_CATEGORY_WEIGHTS, wageringCategory } from './rules';
import {
  activeBonusesColumn,
  activeBonusesFromColumn,
  bonusesRepository,
  wagerCte,
  keyedWagerCte,
  maxBetSql,
  noActiveBonusSql,
  type WagerSqlInput,
  type ActiveBonusRow,
  type UserBonusRow,
} from './repository';

export interface BonusesServiceDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  ledger: Pick<LedgerService, 'credit' | 'debit' | 'transfer' | 'balancesOf' | 'lockedBalancesOf'>;
  currencies: Pick<CurrenciesService, 'requireCurrency' | 'convert'>;
  users: Pick<UsersService, 'accessByGlobalId' | 'accessByEmail' | 'depositCountOf' | 'me'>;
  /** Writes a back-office audit row inside the given transaction (the admin module's recordAudit). */
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  /** Called after a commit that wrote outbox events, so the relay sends them at once. */
  onCommitted: () => void;
  /** Whether a third-party game slug is connected to a wallet provider (templates' freespinsGame). */
  games?: { isConnected: (slug: string) => Promise<boolean> };
  /** A cool-off or self-exclusion refuses claiming a bonus. */
  rg: Pick<RgGuard, 'assertMoneyActionAllowed'>;
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
  const engine = bonusEngine({ ...deps });

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

  /** activeBonuses of several players (player id → their bonus balance) in one read. */
  async function activeBonusesOfMany(
    bonusBalances: ReadonlyMap<number, bigint>,
  ): Promise<Map<number, ActiveBonus[]>> {
    const rows = await repository.activeOfMany([...bonusBalances.keys()]);
    const byUser = new Map<number, ActiveBonusRow[]>();
    for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    return new Map(
      [...bonusBalances].map(([userId, balance]) => [
        userId,
        activeOf(byUser.get(userId) ?? [], balance),
      ]),
    );
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

  const player = playerBonusesService({
    db: deps.db,
    clock: deps.clock,
    houseCurrency: deps.houseCurrency,
    engine,
    currencies: deps.currencies,
    users: deps.users,
    recordAudit: deps.recordAudit,
    toAdminBonus,
    games: deps.games,
    rg: deps.rg,
  });

  return {
    player,
    engine,
    ...freeSpins({ repository, ledger: deps.ledger }),

    /**
     * For the cashiers, inside the transaction that credits a deposit and after the player's deposit
     * count was raised (users.recordCompletedDeposit): activates the deposit bonuses it qualifies for.
     */
    onDepositCredited(tx: Database, deposit: CreditedDeposit) {
      return engine.onDepositCredited(tx, deposit);
    },

    /**
     * Before a bet moves anything: 400 bonus_max_bet when the stake is above the smallest
     * wagerMaxBet of the player's active bonuses.
     */
    async assertStakeAllowed(userId: number, stakeMinor: bigint): Promise<void> {
      const maxBet = await repository.maxBetOf(userId);
      if (maxBet === null || stakeMinor <= maxBet) return;
      const house = await deps.currencies.requireCurrency(deps.houseCurrency);
      throw new AppError('bonus_max_bet', {
        message: 'The bet is above the maximum bet allowed while a bonus is active',
        fields: {
          amount: {
            key: 'Validation.bonus_max_bet',
            params: { max: formatAmount(maxBet, house.ledgerScale), currency: house.code },
          },
        },
      });
    },

    /**
     * The smallest wagerMaxBet of the player's active bonuses (house minor units), or null when
     * none limits the stake; read in the caller's transaction (a provider bet refuses above it).
     */
    maxBetFor(userId: number, executor: Database): Promise<bigint | null> {
      return repository.maxBetOf(userId, executor);
    },

    /** The category a game's bets are weighed by (rules.ts wageringCategory). */
    wageringCategory,

    /**
     * A CTE for a bet statement of another module that counts the bet toward the player's active
     * bonuses by its game's weight (see repository wagerCte); `category` is the game's category.
     */
    wagerCte(input: WagerSqlInput, name: string): string {
      return wagerCte(input, DEFAULT_CATEGORY_WEIGHTS[input.category] ?? 0, name);
    },

    /** keyedWagerCte (repository) by the game's category weight: a provider stake's statement. */
    keyedWagerCte(input: WagerSqlInput & { wagerKeySql: string }, name: string): string {
      return keyedWagerCte(input, DEFAULT_CATEGORY_WEIGHTS[input.category] ?? 0, name);
    },

    /** SQL of maxBetFor for another module's statement (null: no limit). */
    maxBetSql,

    /** SQL boolean for another module's statement: the player has no active bonus. */
    noActiveBonusSql,

    /**
     * wagerCte for a bet in a caller's transaction; true when a requirement was reached. With
     * `wagerKey` (a provider stake) what it added is recorded, for uncountWager on a rollback.
     */
    countWager(
      tx: Database,
      bet: {
        userId: number;
        game: string;
        category: string;
        stakeMinor: bigint;
        wagerKey?: string;
      },
    ): Promise<boolean> {
      if (bet.wagerKey !== undefined)
        return repository.countWagerKeyed(
          bet.userId,
          bet.wagerKey,
          bet.game,
          bet.category,
          bet.stakeMinor,
          DEFAULT_CATEGORY_WEIGHTS[bet.category] ?? 0,
          tx,
        );
      return repository.countWager(
        bet.userId,
        bet.game,
        bet.category,
        bet.stakeMinor,
        DEFAULT_CATEGORY_WEIGHTS[bet.category] ?? 0,
        tx,
      );
    },

    /**
     * In a rollback's transaction, before its refund moves money: takes back what the keyed bet
     * added to the wagering of bonuses still active (never below zero), once.
     */
    uncountWager(tx: Database, bet: { userId: number; wagerKey: string }): Promise<number> {
      return repository.uncountWager(bet.userId, bet.wagerKey, tx);
    },

    /**
     * A bonus another module awards (a tournament prize), inside its transaction: the credit to the
     * bonus balance and the active bonus row with wagering = amount × multiplier (E4). Once per
     * `key`: a repeat finds the ledger transfer replayed and adds nothing.
     */
    async award(
      input: {
        userId: number;
        title: string;
        amountMinor: bigint;
        wagerE4: bigint;
        key: string;
        metadata?: Record<string, unknown>;
      },
      tx: Database,
    ): Promise<{ bonusId: string | null }> {
      const id = newBonusId();
      const credit = await deps.ledger.credit(
        {
          reason: 'bonus',
          userId: input.userId,
          amountMinor: input.amountMinor,
          idempotencyKey: input.key,
          metadata: { ...input.metadata, source: 'award' },
        },
        tx,
      );
      if (credit.replayed) return { bonusId: null };
      await repository.insert(
        {
          id,
          userId: input.userId,
          title: input.title,
          status: 'active',
          claimKey: input.key,
          amountMinor: input.amountMinor,
          wagerTotalMinor: (input.amountMinor * input.wagerE4 + 9_999n) / 10_000n,
          createdAt: deps.clock.now(),
          activatedAt: deps.clock.now(),
        },
        tx,
      );
      await recordBonusActivated(tx, { userId: input.userId, bonusId: id });
      return { bonusId: id };
    },

    /** After a commit that met a requirement: converts the bonus money, exactly once. */
    completeWagered(userId: number): Promise<number> {
      return engine.completeWagered(userId);
    },

    /**
     * The demo programme (seed, SEED_DEMO only): welcome steps 1–4, everyday, two promo codes
     * (WELCOME5, RELOAD50, SPINS20, MEGASPINS) and a personal offer to each demo player. Idempotent.
     */
    async seedDemo(demoEmails: readonly string[]): Promise<number> {
      const house = await deps.currencies.requireCurrency(deps.houseCurrency);
      const ids: number[] = [];
      for (const email of demoEmails) {
        const player = await deps.users.accessByEmail(email);
        if (player) ids.push(player.userId);
      }
      return seedDemoBonuses(deps.db, engine, {
        houseScale: house.ledgerScale,
        demoPlayerIds: ids,
        now: deps.clock.now(),
      });
    },

    /** The expiry job's work: ends due bonuses and finishes conversions a crash left behind. */
    async sweep(limit = 200): Promise<{ expired: number; converted: number }> {
      let expired = 0;
      for (const due of await repository.expiredDue(deps.clock.now(), limit))
        if (await engine.expire(due.userId, due.id)) expired += 1;
      let converted = 0;
      for (const userId of await repository.metDue(limit))
        converted += await engine.completeWagered(userId);
      return { expired, converted };
    },

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
          await recordBonusActivated(tx, { userId, bonusId: id });
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

    /**
     * Inside the caller's transaction (a wheel prize, a tournament prize): credits `amountMinor`
     * to the bonus balance and opens an active bonus with wagering amount × wagerE4 / 10^4
     * (rounded up). Idempotent through the ledger key: a second call with the same key fails the
     * transaction rather than granting twice, so callers key it by their own unique event.
     */
    async grantInTransaction(
      tx: Database,
      input: {
        userId: number;
        title: string;
        amountMinor: bigint;
        wagerE4: bigint;
        idempotencyKey: string;
        source: string;
      },
    ): Promise<string> {
      const id = newBonusId();
      await deps.ledger.credit(
        {
          reason: 'bonus',
          userId: input.userId,
          amountMinor: input.amountMinor,
          idempotencyKey: input.idempotencyKey,
          metadata: { source: input.source, bonusId: id },
        },
        tx,
      );
      const unit = 10_000n;
      await repository.insert(
        {
          id,
          userId: input.userId,
          title: input.title,
          status: 'active',
          amountMinor: input.amountMinor,
          wagerTotalMinor: (input.amountMinor * input.wagerE4 + unit - 1n) / unit,
          activatedAt: deps.clock.now(),
          createdAt: deps.clock.now(),
        },
        tx,
      );
      await recordBonusActivated(tx, { userId: input.userId, bonusId: id });
      return id;
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
    activeBonusesOfMany,

    /**
     * activeBonuses inside another module's statement: `activeBonusesColumn(userIdSql, name)` is a
     * select column naming the player by `userIdSql`; `activeBonusesFrom(value, balance)` turns the
     * column's value into what activeBonuses gives. Saves the Balance of a bet a round trip.
     */
    activeBonusesColumn,

    activeBonusesFrom(column: unknown, bonusBalanceMinor: bigint): ActiveBonus[] {
      return activeOf(activeBonusesFromColumn(column), bonusBalanceMinor);
    },

    /**
     * Whether the player has an active bonus, read in the caller's transaction: where the bonus
     * part of a payout goes (ledger.payout).
     */
    async hasActive(userId: number, executor: Database): Promise<boolean> {
      return (await repository.countActive(userId, executor)) > 0;
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
      const balances = await deps.ledger.lockedBalancesOf(userId, executor);
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
