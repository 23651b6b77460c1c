import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import type {
  AdminWheel,
  AdminWheelPrize,
  AdminWheelPrizesRequest,
  AdminWheelSettings,
  WheelResponse,
  WheelSpinRequest,
  WheelSpinResponse,
  WheelState,
} from '@wheelhouse/contracts/wheel';
import { WHEEL_WINNING_SLOTS } from '@wheelhouse/contracts/wheel';
import { generateServerSeed, hashServerSeed } from '@wheelhouse/fair/seeds';
import { wheelIndex } from '@wheelhouse/fair/wheel';
import { parseAmountField } from '../../platform/amount-field';
import { runAudited, type RecordAudit } from '../../platform/audit';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import { runIdempotent } from '../../platform/idempotency';
import type { BonusesService } from '../bonuses';
import type { CurrenciesService } from '../currencies';
import type { LedgerService } from '../ledger';
import type { RgGuard } from '../responsible-gaming';
import type { UsersService } from '../users';
import type { WalletService } from '../wallet';
import { DEMO_WHEEL_PRIZES } from './demo-content';
import { wheelRepository, type WheelPrizeRow } from './repository';

export interface WheelServiceDeps {
  db: Database;
  clock: Clock;
  houseCurrency: string;
  ledger: Pick<LedgerService, 'credit'>;
  bonuses: Pick<BonusesService, 'grantInTransaction'>;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  users: Pick<UsersService, 'hasDepositsOf'>;
  wallet: Pick<WalletService, 'balanceOf' | 'displayAmounts'>;
  /** A cool-off or self-exclusion refuses the spin. */
  rg: Pick<RgGuard, 'assertMoneyActionAllowed'>;
  recordAudit: RecordAudit;
  /** Called after a commit that wrote outbox events (the balance change). */
  onCommitted: () => void;
  /** Queues the "your free spin is ready" push for these players, if subscribed (once per key). */
  queueAvailablePush: (input: { key: string; userIds: number[] }) => Promise<void>;
}

const WHEEL_PUSH_PAGE = 500;

/** Wagering multipliers are fixed-point with 4 decimals (`wager_e4`: 300000 = 30×). */
const E4 = 4;

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** "0" or "0.00": no prize (the amount parser takes only positive amounts). */
function isZero(amount: string): boolean {
  return /^0(\.0+)?$/.test(amount);
}

function freshSeed() {
  const serverSeed = generateServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

/** What the idempotency row keeps of a spin: plain JSON, presented again on a replay. */
interface SpinRecord {
  id: string;
  index: number;
  amountMinor: string;
  balanceType: 'main' | 'bonus';
  promo: string | null;
  day: string;
  fairness: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
}

/**
 * The daily wheel of luck (shell spec §4 "Wheel of luck"): one spin per player per UTC day,
 * decided by the provably fair byte stream; the prize moves through the ledger (main) or the
 * bonuses module (bonus with wagering) in the spin's own transaction.
 */
export function wheelService(deps: WheelServiceDeps) {
  const repository = wheelRepository(deps.db);

  async function houseScale(): Promise<number> {
    return (await deps.currencies.requireCurrency(deps.houseCurrency)).ledgerScale;
  }

  async function stateOf(userId: number): Promise<WheelState> {
    const now = deps.clock.now();
    const [spun, settings, deposits] = await Promise.all([
      repository.spinOn(userId, utcDay(now)),
      repository.settings(),
      deps.users.hasDepositsOf(userId),
    ]);
    return {
      isSpinned: spun !== undefined,
      isZeroDeposits: !deposits && !settings.zeroDepositsMaySpin,
      nextSpinDate: (spun ? nextUtcMidnight(now) : now).toISOString(),
    };
  }

  async function toAdminPrize(row: WheelPrizeRow, scale: number): Promise<AdminWheelPrize> {
    return {
      // Set with at most 2 decimals (the contract), so shown with 2 whatever the house scale.
      amount: formatAmount(row.amountMinor / 10n ** BigInt(Math.max(scale - 2, 0)), 2),
      balanceType: row.balanceType,
      wagerMultiplier: formatAmount(row.wagerE4, E4).replace(/\.?0+$/, '') || '0',
      promo: row.promo,
    };
  }

  async function adminView(): Promise<AdminWheel> {
    const scale = await houseScale();
    const [prizes, settings, spinsToday] = await Promise.all([
      repository.prizes(),
      repository.settings(),
      repository.countSpinsOn(utcDay(deps.clock.now())),
    ]);
    return {
      prizes: await Promise.all(prizes.map((row) => toAdminPrize(row, scale))),
      settings,
      spinsToday,
    };
  }

  function requireContent(member: StaffPrincipal) {
    if (!staffHasRole(member, ['content'])) throw new AppError('forbidden');
  }

  return {
    /** GET /api/v1/wheel: prizes in the viewer's display currency; state for a signed-in player. */
    async view(userId: number | null): Promise<WheelResponse> {
      const prizes = await repository.prizes();
      const amounts = await deps.wallet.displayAmounts(
        userId,
        prizes.map((row) => row.amountMinor),
      );
      const list = prizes.map((row, index) => ({
        index,
        amount: amounts[index]!,
        balanceType: row.balanceType,
        promo: row.promo,
      }));
      if (userId === null) return { prizes: list, state: null, serverSeedHash: null };
      const [state, seed] = await Promise.all([
        stateOf(userId),
        repository.seedOf(userId, freshSeed()),
      ]);
      return { prizes: list, state, serverSeedHash: seed.serverSeedHash };
    },

    /**
     * POST /api/v1/wheel/spin: once per UTC day (409 wheel_already_spun), after a first deposit
     * unless the operator allows otherwise (403 wheel_deposit_required); once per Idempotency-Key.
     * Parallel spins queue on the player's seed row; the (user, day) unique index backs it up.
     */
    async spin(
      userId: number,
      request: WheelSpinRequest,
      idempotencyKey: string,
    ): Promise<{ response: WheelSpinResponse; replayed: boolean }> {
      const result = await runIdempotent(
        deps.db,
        { scope: `wheel.spin:${userId}`, key: idempotencyKey, request },
        async (tx): Promise<SpinRecord> => {
          await deps.rg.assertMoneyActionAllowed(userId, tx);
          const now = deps.clock.now();
          const day = utcDay(now);
          const prizes = await repository.prizes(tx);
          if (prizes.length === 0)
            throw new AppError('not_found', { message: 'The wheel has no prizes' });
          await repository.seedOf(userId, freshSeed(), tx);
          const seed = await repository.lockSeed(userId, tx);
          if (!seed) throw new Error('wheel seed vanished');
          if (await repository.spinOn(userId, day, tx))
            throw new AppError('wheel_already_spun', {
              message: 'The wheel was already spun today',
            });
          const settings = await repository.settings(tx);
          if (!settings.zeroDepositsMaySpin && !(await deps.users.hasDepositsOf(userId, tx)))
            throw new AppError('wheel_deposit_required', {
              message: 'A first deposit is needed to spin the wheel',
            });
          // The client seed is the player's (sent by the browser), so the server, which committed
          // to its seed before seeing it, cannot pick the outcome.
          const fairness = {
            serverSeed: seed.serverSeed,
            serverSeedHash: seed.serverSeedHash,
            clientSeed: request.clientSeed,
            nonce: seed.nonce,
          };
          const index = wheelIndex(fairness, Math.min(prizes.length, WHEEL_WINNING_SLOTS));
          const prize = prizes[index]!;
          let spin;
          try {
            spin = await repository.insertSpin(
              {
                userId,
                spinDay: day,
                prizeIndex: index,
                amountMinor: prize.amountMinor,
                balanceType: prize.balanceType,
                promo: prize.promo,
                ...fairness,
                createdAt: now,
              },
              tx,
            );
          } catch (error) {
            if (isUniqueViolation(error)) throw new AppError('wheel_already_spun');
            throw error;
          }
          const key = `wheel-spin:${spin.id}`;
          if (prize.amountMinor > 0n && prize.balanceType === 'main')
            await deps.ledger.credit(
              {
                reason: 'bonus',
                to: 'player_main',
                userId,
                amountMinor: prize.amountMinor,
                idempotencyKey: key,
                metadata: { source: 'wheel.spin', spinId: spin.id.toString() },
              },
              tx,
            );
          else if (prize.amountMinor > 0n)
            await deps.bonuses.grantInTransaction(tx, {
              userId,
              title: 'Wheel of luck',
              amountMinor: prize.amountMinor,
              wagerE4: prize.wagerE4,
              idempotencyKey: key,
              source: 'wheel.spin',
            });
          await repository.rotateSeed(userId, { ...freshSeed(), nonce: seed.nonce + 1 }, tx);
          return {
            id: spin.id.toString(),
            index,
            amountMinor: prize.amountMinor.toString(),
            balanceType: prize.balanceType,
            promo: prize.promo,
            day,
            fairness,
          };
        },
      );
      if (!result.replayed) deps.onCommitted();
      const record = result.response;
      const [amounts, state, balance] = await Promise.all([
        deps.wallet.displayAmounts(userId, [BigInt(record.amountMinor)]),
        stateOf(userId),
        deps.wallet.balanceOf(userId),
      ]);
      return {
        replayed: result.replayed,
        response: {
          id: record.id,
          index: record.index,
          amount: amounts[0]!,
          promo: record.promo,
          balanceType: record.balanceType,
          state,
          fairness: record.fairness,
          balance,
        },
      };
    },

    async adminView(member: StaffPrincipal): Promise<AdminWheel> {
      requireContent(member);
      return adminView();
    },

    /** PUT /api/admin/wheel/prizes (content): replaces the list; audited with the list it replaces. */
    async replacePrizes(
      member: StaffPrincipal,
      request: AdminWheelPrizesRequest,
      requestId: string,
    ): Promise<AdminWheel> {
      requireContent(member);
      const scale = await houseScale();
      const rows = request.prizes.map((prize, position) => {
        const wager = parseAmount(prize.wagerMultiplier, E4);
        if (!wager.ok)
          throw new AppError('validation_error', {
            fields: {
              [`prizes.${position}.wagerMultiplier`]: { key: 'Validation.invalid_format' },
            },
          });
        return {
          position,
          amountMinor: isZero(prize.amount)
            ? 0n
            : parseAmountField(prize.amount, scale, `prizes.${position}.amount`),
          balanceType: prize.balanceType,
          wagerE4: prize.balanceType === 'bonus' ? wager.minor : 0n,
          promo: prize.promo ? prize.promo : null,
          updatedAt: deps.clock.now(),
        };
      });
      await runAudited(
        { db: deps.db, recordAudit: deps.recordAudit },
        member,
        requestId,
        async (tx) => {
          const before = await repository.prizes(tx);
          await repository.replacePrizes(rows, tx);
          return {
            result: undefined,
            audit: {
              action: 'wheel.prizes',
              targetType: 'wheel',
              targetId: 'prizes',
              before: await Promise.all(before.map((row) => toAdminPrize(row, scale))),
              after: request.prizes,
            },
          };
        },
      );
      return adminView();
    },

    /** PUT /api/admin/wheel/settings (content), audited. */
    async updateSettings(
      member: StaffPrincipal,
      request: AdminWheelSettings,
      requestId: string,
    ): Promise<AdminWheel> {
      requireContent(member);
      await runAudited(
        { db: deps.db, recordAudit: deps.recordAudit },
        member,
        requestId,
        async (tx) => {
          const before = await repository.settingsForUpdate(tx);
          await repository.updateSettings(
            { ...request, updatedBy: member.staffId, updatedAt: deps.clock.now() },
            tx,
          );
          return {
            result: undefined,
            audit: {
              action: 'wheel.settings',
              targetType: 'wheel',
              targetId: 'settings',
              before,
              after: request,
            },
          };
        },
      );
      return adminView();
    },

    /**
     * The tick's work: after UTC midnight the wheel is available again to everyone who spun the
     * day before; each such subscribed player who has not spun yet today gets one push, whenever in
     * the day the tick first runs. Each player is claimed for the day before the push is queued
     * (repository.claimAvailableNotices), so ticks and workers never tell one player twice; a
     * claim whose push could not be queued is released for the next tick.
     */
    async announceAvailable(): Promise<{ queued: number }> {
      const now = deps.clock.now();
      const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const today = utcDay(now);
      const yesterday = utcDay(new Date(midnight - 1));
      await repository.forgetNoticesBefore(yesterday);
      let queued = 0;
      for (;;) {
        const claimed = await repository.claimAvailableNotices(today, yesterday, WHEEL_PUSH_PAGE);
        if (claimed.length === 0) break;
        try {
          await deps.queueAvailablePush({
            key: `wheel-available:${today}:${claimed[0]}`,
            userIds: claimed,
          });
        } catch (error) {
          await repository.releaseAvailableNotices(today, claimed);
          throw error;
        }
        queued += claimed.length;
      }
      return { queued };
    },

    /** The demo wheel (seed, SEED_DEMO only): 15 prizes when none are configured. Idempotent. */
    async seedDemo(): Promise<number> {
      if ((await repository.prizes()).length > 0) return 0;
      const scale = await houseScale();
      const rows = DEMO_WHEEL_PRIZES.map((prize, position) => ({
        position,
        amountMinor: isZero(prize.amount) ? 0n : parseAmountField(prize.amount, scale, 'amount'),
        balanceType: prize.balanceType,
        wagerE4: prize.balanceType === 'bonus' ? BigInt(prize.wagerX) * 10_000n : 0n,
        promo: prize.promo,
      }));
      await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        if ((await repository.prizes(tx)).length === 0) await repository.replacePrizes(rows, tx);
      });
      return rows.length;
    },
  };
}

export type WheelService = ReturnType<typeof wheelService>;
