import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { BALANCE_CHANGED_TOPIC } from '../../platform/outbox';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { UsersService } from '../users';
import { splitBonusBalance } from './allocation';
import { recordBonusActivated } from './events';
import { bonusesRepository, type UserBonusRow } from './repository';
import {
  bonusAmount,
  conversion,
  convertCap,
  depositPercentBonus,
  depositQualifies,
  expiryOf,
  freespinsCap,
  isNoDeposit,
  nextLocalMidnight,
  utcDay,
  wagerRequirement,
  welcomeStepFor,
  type TemplateTerms,
} from './rules';
import type { BonusTerms } from './schema';
import { templatesRepository, type TemplateRow } from './templates-repository';

export interface BonusEngineDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  ledger: Pick<LedgerService, 'credit' | 'debit' | 'transfer' | 'balancesOf' | 'lockedBalancesOf'>;
  currencies: Pick<CurrenciesService, 'convert'>;
  users: Pick<UsersService, 'depositCountOf'>;
  onCommitted: () => void;
}

/** A completed deposit, as the cashier that credited it reports it (inside its transaction). */
export interface CreditedDeposit {
  userId: number;
  /** The deposit in `currency` minor units (converted to the house currency here). */
  amountMinor: bigint;
  currency: string;
  channel: 'crypto' | 'fiat';
  /** The deposit's natural key (its ledger idempotency key): the crypto bonus is paid once per key. */
  depositKey: string;
  /** The crypto method's deposit bonus (basis points) as the wallet advertised it; 0 = none. */
  methodBonusBps?: number;
}

/**
 * The crypto method's deposit bonus (cashier spec §9) is a bonus of its own: wagered 10 times
 * within 30 days, like a small everyday bonus.
 */
export const CRYPTO_BONUS_WAGER_E4 = 100_000n;
export const CRYPTO_BONUS_DEADLINE_HOURS = 720;

export function newBonusId(): string {
  return `bn_${randomBytes(12).toString('hex')}`;
}

export function termsOf(template: TemplateRow): TemplateTerms {
  return {
    id: template.id,
    type: template.type,
    active: template.active,
    minDepositNumber: template.minDepositNumber,
    minDepositMinor: template.minDepositMinor,
    maxDepositMinor: template.maxDepositMinor,
    amountMultiplierE4: template.amountMultiplierE4,
    freespinsCount: template.freespinsCount,
    wagerE4: template.wagerE4,
    maxAmountMinor: template.maxAmountMinor,
    maxAmountMultiplierE4: template.maxAmountMultiplierE4,
    deadlineHours: template.deadlineHours,
  };
}

function runningTerms(template: TemplateRow, amountMinor: bigint): BonusTerms {
  const cap = convertCap(amountMinor, template.maxAmountMultiplierE4);
  const spinsCap = freespinsCap(
    template.freespinsCount,
    template.freespinsAmountMinor,
    template.freespinsMaxAmountMinor,
    template.freespinsMaxAmountMultiplierE4,
  );
  return {
    wagerMaxBetMinor: template.wagerMaxBetMinor?.toString() ?? null,
    convertCapMinor: cap === null ? null : cap.toString(),
    gamesWagers: template.gamesWagers,
    freespinsCapMinor: spinsCap === null ? null : spinsCap.toString(),
    wagerFreespinsE4: template.wagerFreespinsE4.toString(),
  };
}

/**
 * The bonus money's life: activation on a deposit or a claim (house_bonuses → player_bonus),
 * conversion when the wagering is met (player_bonus → player_main, once), expiry and cancel
 * (player_bonus → house_bonuses). Every move is a ledger transfer with its balance event, in the
 * transaction that changes the bonus row.
 */
export function bonusEngine(deps: BonusEngineDeps) {
  const repository = bonusesRepository(deps.db);
  const templates = templatesRepository(deps.db);

  async function toHouse(amountMinor: bigint, currency: string, tx: Database): Promise<bigint> {
    if (currency === deps.houseCurrency) return amountMinor;
    return (await deps.currencies.convert(amountMinor, currency, deps.houseCurrency, tx))
      .amountMinor;
  }

  /** Credits the bonus money and makes the row active: a fresh row or a claimed (pending) one. */
  async function activateRow(
    tx: Database,
    input: {
      userId: number;
      template: TemplateRow;
      amountMinor: bigint;
      claimKey: string;
      existing?: UserBonusRow;
      id?: string;
    },
  ): Promise<UserBonusRow | null> {
    const now = deps.clock.now();
    const { template, amountMinor, userId } = input;
    const values = {
      status: 'active' as const,
      amountMinor,
      wagerTotalMinor: wagerRequirement(amountMinor, template.wagerE4),
      wagerCurrentMinor: 0n,
      terms: runningTerms(template, amountMinor),
      // The spins are the house's stake: the player plays them on the slot original.
      freespinsLeft: template.freespinsAmountMinor > 0n ? template.freespinsCount : 0,
      freespinsStakeMinor: template.freespinsAmountMinor,
      freespinsGame: template.freespinsGame,
      activatedAt: now,
      expiresAt: expiryOf(now, template.deadlineHours),
    };
    let row: UserBonusRow | null;
    if (input.existing) {
      row = await repository.transition(
        userId,
        input.existing.id,
        ['pending', 'offered'],
        values,
        tx,
      );
    } else {
      row = await repository.insertOnce(
        {
          id: input.id ?? newBonusId(),
          userId,
          title: template.texts.en?.title ?? `Bonus ${template.id}`,
          templateId: template.id,
          claimKey: input.claimKey,
          createdAt: now,
          ...values,
        },
        tx,
      );
    }
    if (!row) return null;
    if (amountMinor > 0n)
      await deps.ledger.credit(
        {
          reason: 'bonus',
          userId,
          amountMinor,
          idempotencyKey: `bonus-activate:${row.id}`,
          metadata: { source: 'bonuses.activate', bonusId: row.id, templateId: template.id },
        },
        tx,
      );
    await recordBonusActivated(tx, { userId, bonusId: row.id });
    return row;
  }

  /**
   * Moves what is left of an active bonus back to the house (expiry, cancel) and ends the row.
   * Lock order (every money path keeps it, so none can deadlock another): the fair seed pair (a
   * bet), then the player's active bonus rows oldest first, then the ledger accounts in id order.
   */
  async function removeMoney(
    tx: Database,
    userId: number,
    bonus: UserBonusRow,
    why: 'expire' | 'cancel',
  ): Promise<void> {
    const rows = await repository.activeForUpdate(userId, tx);
    const balances = await deps.ledger.lockedBalancesOf(userId, tx);
    const share = splitBonusBalance(rows, balances.player_bonus).find(
      (part) => part.bonus.id === bonus.id,
    );
    if (share && share.remainingMinor > 0n)
      await deps.ledger.debit(
        {
          reason: 'bonus_forfeit',
          from: 'player_bonus',
          userId,
          amountMinor: share.remainingMinor,
          idempotencyKey: `bonus-${why}:${bonus.id}`,
          metadata: { source: `bonuses.${why}`, bonusId: bonus.id },
        },
        tx,
      );
  }

  /**
   * Claims a template for the player in the caller's transaction: a no-deposit bonus is credited
   * now; a deposit bonus waits (pending) for the next qualifying deposit. `claimKey` makes the claim
   * once per key (null when the key was used); an `existing` offered row (a personal offer) is
   * claimed in place.
   */
  async function claimIn(
    tx: Database,
    input: {
      userId: number;
      template: TemplateRow;
      claimKey: string;
      existing?: UserBonusRow;
      id?: string;
      /** The player's time zone (minutes ahead of UTC): the everyday activation deadline. */
      utcOffsetMinutes?: number;
    },
  ): Promise<UserBonusRow | null> {
    const { userId, template, claimKey, existing } = input;
    const now = deps.clock.now();
    if (isNoDeposit(termsOf(template)))
      return activateRow(tx, {
        userId,
        template,
        amountMinor: bonusAmount(termsOf(template), 0n),
        claimKey,
        existing,
        id: input.id,
      });
    // Shell spec §9: the activation deadline ends at the player's local midnight (UTC's when the
    // client did not say), while the bonus itself is available again at UTC midnight.
    const expiresAt =
      template.type === 'everyday' ? nextLocalMidnight(now, input.utcOffsetMinutes ?? 0) : null;
    if (existing)
      return repository.transition(
        userId,
        existing.id,
        ['offered'],
        { status: 'pending', expiresAt },
        tx,
      );
    return repository.insertOnce(
      {
        id: input.id ?? newBonusId(),
        userId,
        title: template.texts.en?.title ?? `Bonus ${template.id}`,
        templateId: template.id,
        claimKey,
        status: 'pending',
        amountMinor: 0n,
        wagerTotalMinor: 0n,
        expiresAt,
        createdAt: now,
      },
      tx,
    );
  }

  function transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return deps.db.transaction((t) => work(t as unknown as Database));
  }

  return {
    repository,
    templates,
    activateRow,

    /**
     * Inside the transaction that credited a deposit, after the player's deposit count was raised:
     * activates at most one deposit bonus (the preferred claimed bonus, else the welcome step of
     * this deposit's number, else the oldest claimed bonus it qualifies for) and the crypto
     * method's deposit bonus, as the player's bonus settings allow. Idempotent per deposit.
     */
    async onDepositCredited(tx: Database, deposit: CreditedDeposit): Promise<UserBonusRow[]> {
      const { userId } = deposit;
      const [settings, depositNumber, depositMinor] = await Promise.all([
        templates.settingsOf(userId, tx),
        deps.users.depositCountOf(userId, tx),
        toHouse(deposit.amountMinor, deposit.currency, tx),
      ]);
      const crypto = deposit.channel === 'crypto';
      const enabled = settings
        ? crypto
          ? settings.preferredCryptoEnabled
          : settings.preferredFiatEnabled
        : true;
      if (!enabled || depositMinor <= 0n) return [];
      const welcomeEnabled = settings
        ? crypto
          ? settings.isWelcomeEnabledCrypto
          : settings.isWelcomeEnabledFiat
        : true;
      const preferredId = settings
        ? crypto
          ? settings.preferredCryptoId
          : settings.preferredFiatId
        : null;
      const activated: UserBonusRow[] = [];
      const now = deps.clock.now();

      const pending = (await repository.pendingForUpdate(userId, tx)).filter(
        (row) => !row.expiresAt || row.expiresAt > now,
      );
      const pendingTemplates = new Map<number, TemplateRow>();
      for (const row of pending)
        if (row.templateId !== null && !pendingTemplates.has(row.templateId)) {
          const template = await templates.byId(row.templateId, tx);
          if (template) pendingTemplates.set(row.templateId, template);
        }
      const fits = (row: UserBonusRow) => {
        const template = row.templateId === null ? null : pendingTemplates.get(row.templateId);
        return (
          !!template &&
          depositNumber >= template.minDepositNumber &&
          depositQualifies(termsOf(template), depositMinor)
        );
      };
      const preferred = pending.find((row) => row.templateId === preferredId && fits(row));
      const welcome =
        welcomeEnabled && !preferred
          ? welcomeStepFor(
              (await templates.activeOfType('welcome', tx)).map((t) => ({ ...termsOf(t), row: t })),
              depositNumber,
              depositMinor,
            )
          : null;
      const chosen = preferred ?? (welcome ? null : pending.find(fits));
      if (welcome) {
        const row = await activateRow(tx, {
          userId,
          template: welcome.row,
          amountMinor: bonusAmount(welcome, depositMinor),
          claimKey: `welcome:${welcome.minDepositNumber}`,
        });
        if (row) activated.push(row);
      } else if (chosen) {
        const template = pendingTemplates.get(chosen.templateId as number) as TemplateRow;
        const row = await activateRow(tx, {
          userId,
          template,
          amountMinor: bonusAmount(termsOf(template), depositMinor),
          claimKey: chosen.claimKey ?? chosen.id,
          existing: chosen,
        });
        if (row) activated.push(row);
      }

      const bps = deposit.methodBonusBps ?? 0;
      const cryptoMinor = crypto ? depositPercentBonus(depositMinor, bps) : 0n;
      if (cryptoMinor > 0n) {
        const row = await repository.insertOnce(
          {
            id: newBonusId(),
            userId,
            title: `Crypto deposit bonus +${bps / 100}%`,
            status: 'active',
            amountMinor: cryptoMinor,
            wagerTotalMinor: wagerRequirement(cryptoMinor, CRYPTO_BONUS_WAGER_E4),
            claimKey: `crypto:${deposit.depositKey}`,
            terms: { wagerMaxBetMinor: null, convertCapMinor: null, gamesWagers: [] },
            activatedAt: now,
            expiresAt: expiryOf(now, CRYPTO_BONUS_DEADLINE_HOURS),
            createdAt: now,
          },
          tx,
        );
        if (row) {
          await deps.ledger.credit(
            {
              reason: 'bonus',
              userId,
              amountMinor: cryptoMinor,
              idempotencyKey: `bonus-activate:${row.id}`,
              metadata: { source: 'bonuses.crypto-deposit', bonusId: row.id, bps },
            },
            tx,
          );
          await recordBonusActivated(tx, { userId, bonusId: row.id });
          activated.push(row);
        }
      }
      return activated;
    },

    /**
     * Claims a template for the player: a no-deposit bonus is credited now; a deposit bonus waits
     * (pending) for the next qualifying deposit. `claimKey` makes the claim once per key; an
     * `existing` offered row (a personal offer) is claimed in place.
     */
    claimIn,

    async claim(
      userId: number,
      template: TemplateRow,
      claimKey: string,
      existing?: UserBonusRow,
      utcOffsetMinutes?: number,
    ): Promise<UserBonusRow> {
      const row = await transaction((tx) =>
        claimIn(tx, { userId, template, claimKey, existing, utcOffsetMinutes }),
      );
      if (!row) {
        const current = existing
          ? await repository.byClaimKey(userId, existing.claimKey ?? '')
          : await repository.byClaimKey(userId, claimKey);
        if (current) return current;
        throw new AppError('bonus_not_claimable');
      }
      deps.onCommitted();
      return row;
    },

    /** Cancels the player's pending or active bonus; an active one's money goes back to the house. */
    async cancel(
      userId: number,
      bonusId: string,
      /** Runs in the cancel's transaction (the back office's audit row). */
      alsoIn?: (row: UserBonusRow, tx: Database) => Promise<void>,
    ): Promise<UserBonusRow> {
      const row = await transaction(async (tx) => {
        await repository.activeForUpdate(userId, tx);
        const bonus = await repository.byIdForUpdate(userId, bonusId, tx);
        if (!bonus) throw new AppError('not_found');
        if (!['pending', 'active', 'offered'].includes(bonus.status))
          throw new AppError('bonus_not_claimable', { message: 'This bonus has ended' });
        if (bonus.status === 'active') await removeMoney(tx, userId, bonus, 'cancel');
        const cancelled = await repository.transition(
          userId,
          bonus.id,
          [bonus.status],
          { status: 'cancelled', endedAt: deps.clock.now() },
          tx,
        );
        if (cancelled && alsoIn) await alsoIn(cancelled, tx);
        return cancelled;
      });
      if (!row) throw new AppError('conflict');
      deps.onCommitted();
      return row;
    },

    /**
     * Converts every active bonus of the player whose wagering is met: what is left of it (up to
     * its cap) moves to player_main, the rest back to the house; exactly once, whatever runs in
     * parallel (the rows are locked, the status moves once, the ledger keys refuse a second move).
     */
    async completeWagered(userId: number): Promise<number> {
      const converted = await transaction(async (tx) => {
        const rows = await repository.activeForUpdate(userId, tx);
        const done = (row: UserBonusRow) =>
          row.freespinsLeft === 0 && row.wagerCurrentMinor >= row.wagerTotalMinor;
        const met = rows.filter(done);
        if (met.length === 0) return 0;
        const balances = await deps.ledger.lockedBalancesOf(userId, tx);
        const shares = splitBonusBalance(rows, balances.player_bonus);
        for (const { bonus, remainingMinor } of shares) {
          if (!done(bonus)) continue;
          const cap = bonus.terms?.convertCapMinor;
          const { convertMinor, burnMinor } = conversion(
            remainingMinor,
            cap === null || cap === undefined ? null : BigInt(cap),
          );
          if (convertMinor > 0n)
            await deps.ledger.transfer(
              {
                idempotencyKey: `bonus-convert:${bonus.id}`,
                kind: 'bonus_convert',
                legs: [
                  {
                    account: { userId, kind: 'player_bonus' },
                    amountMinor: -convertMinor,
                    currency: deps.houseCurrency,
                  },
                  {
                    account: { userId, kind: 'player_main' },
                    amountMinor: convertMinor,
                    currency: deps.houseCurrency,
                  },
                ],
                metadata: { source: 'bonuses.convert', bonusId: bonus.id },
                events: [{ topic: BALANCE_CHANGED_TOPIC, userId }],
              },
              tx,
            );
          if (burnMinor > 0n)
            await deps.ledger.debit(
              {
                reason: 'bonus_forfeit',
                from: 'player_bonus',
                userId,
                amountMinor: burnMinor,
                idempotencyKey: `bonus-convert-cap:${bonus.id}`,
                metadata: { source: 'bonuses.convert-cap', bonusId: bonus.id },
              },
              tx,
            );
          await repository.transition(
            userId,
            bonus.id,
            ['active'],
            { status: 'wagered', endedAt: deps.clock.now() },
            tx,
          );
        }
        return met.length;
      });
      if (converted > 0) deps.onCommitted();
      return converted;
    },

    /** Ends one bonus past its expiry (active: its money goes back; pending: it lapses). */
    async expire(userId: number, bonusId: string): Promise<boolean> {
      const done = await transaction(async (tx) => {
        // The one lock order: the player's active bonus rows (oldest first), then this row, then
        // the ledger accounts (removeMoney), as bets and conversions take them.
        await repository.activeForUpdate(userId, tx);
        const bonus = await repository.byIdForUpdate(userId, bonusId, tx);
        const now = deps.clock.now();
        if (!bonus || !bonus.expiresAt || bonus.expiresAt > now) return false;
        if (bonus.status !== 'active' && bonus.status !== 'pending') return false;
        if (bonus.status === 'active') await removeMoney(tx, userId, bonus, 'expire');
        const row = await repository.transition(
          userId,
          bonus.id,
          [bonus.status],
          { status: 'expired', endedAt: now },
          tx,
        );
        return row !== null;
      });
      if (done) deps.onCommitted();
      return done;
    },

    utcDay,
  };
}

export type BonusEngine = ReturnType<typeof bonusEngine>;
