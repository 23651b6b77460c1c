import { formatAmount, parseAmount } from '@wheelhouse/contracts/money';
import { formatOdds } from '@wheelhouse/contracts/sportsbook';
import type {
  AdminLiability,
  AdminSettleRequest,
  AdminSportsBetsPage,
  SportsbookLimits,
} from '@wheelhouse/contracts/sportsbook-bets';
import { runAudited, type RecordAudit } from '../../../platform/audit';
import type { StaffPrincipal } from '../../../platform/auth-hooks';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import type { UsersService } from '../../users';
import type { StakeMoney } from '../bets/money';
import { presentBet } from '../bets/present';
import type { BetsRepository } from '../bets/repository';
import { limitsView, type SportsBetsService } from '../bets/service';

export interface SportsbookAdminDeps {
  db: Database;
  clock: Clock;
  repository: BetsRepository;
  money: StakeMoney;
  bets: SportsBetsService;
  recordAudit: RecordAudit;
  onCommitted: () => void;
  users: Pick<UsersService, 'globalIdsOf'>;
  /** After a commit that changed markets of these events: the sockets watching them get a snapshot. */
  onMarketsChanged?: (eventIds: number[]) => void;
}

type Page = { offset: number; limit: number };

/**
 * The operator's sportsbook tools (`/api/admin/sportsbook`): limits, event search, suspend and
 * resume a market, settle or void a market by hand (the bets settle through the same handler as
 * the feed's messages), the liability of an event, its bets and the rollback debts. Every change
 * writes an audit row in its transaction.
 */
export function sportsbookAdminService(deps: SportsbookAdminDeps) {
  const { repository, money } = deps;
  const audited = <T>(
    member: StaffPrincipal,
    requestId: string,
    work: Parameters<typeof runAudited<T>>[3],
  ) => runAudited({ db: deps.db, recordAudit: deps.recordAudit }, member, requestId, work);

  async function houseScale(): Promise<number> {
    return (await money.house()).ledgerScale;
  }

  return {
    limits: () => deps.bets.limitsForStaff(),

    async setLimits(
      member: StaffPrincipal,
      patch: Partial<SportsbookLimits>,
      requestId: string,
    ): Promise<SportsbookLimits> {
      const scale = await houseScale();
      const before = await deps.bets.limitsForStaff();
      const next = { ...before, ...patch };
      const minor = (field: keyof SportsbookLimits) => {
        const parsed = parseAmount(String(next[field]), scale);
        if (!parsed.ok || parsed.minor < 0n)
          throw new AppError('validation_error', {
            fields: { [field]: { key: 'Validation.invalid_amount' } },
          });
        return parsed.minor;
      };
      const values = {
        minStakeMinor: minor('minStake'),
        maxStakeMinor: minor('maxStake'),
        maxPayoutMinor: minor('maxPayout'),
        marketLiabilityCapMinor: minor('marketLiabilityCap'),
        liveDelayMs: next.liveDelayMs,
        cashOutMarginBps: next.cashOutMarginBps,
        cashOutOfferSeconds: next.cashOutOfferSeconds,
      };
      if (values.maxStakeMinor > 0n && values.minStakeMinor > values.maxStakeMinor)
        throw new AppError('validation_error', {
          fields: {
            minStake: { key: 'Validation.maximum_amount', params: { max: next.maxStake } },
          },
        });
      return audited(member, requestId, async (tx) => {
        const row = await repository.saveLimits(values, deps.clock.now(), tx);
        const after = limitsView(row, scale);
        return {
          result: after,
          audit: {
            action: 'sportsbook.limits',
            targetType: 'sportsbook_limits',
            targetId: '1',
            before,
            after,
          },
        };
      });
    },

    async events(query: { q?: string; status?: 'live' | 'prematch' | 'ended' }, page: Page) {
      const { rows, total } = await repository.searchEvents(query, page);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: `${row.homeName} – ${row.awayName}`,
          startsAt: row.startsAt.toISOString(),
          status: row.status,
          live: row.live,
        })),
        meta: { ...page, total },
      };
    },

    async markets(eventId: number) {
      if (!(await repository.eventExists(eventId))) throw new AppError('not_found');
      const markets = await repository.marketsOfEvent(eventId);
      const outcomes = await repository.outcomesOfMarkets(markets.map((market) => market.id));
      return {
        data: markets.map((market) => ({
          id: market.id,
          key: market.key,
          status: market.status,
          staffSuspended: market.staffSuspended,
          outcomes: outcomes
            .filter((outcome) => outcome.marketId === market.id)
            .map((outcome) => ({
              id: outcome.id,
              key: outcome.key,
              odds: formatOdds(outcome.odds),
              active: outcome.active,
              result: outcome.result,
              voidFactor: outcome.voidFactor,
              deadHeatFactor: outcome.deadHeatFactor,
            })),
        })),
      };
    },

    async setMarketStatus(
      member: StaffPrincipal,
      marketId: number,
      status: 'active' | 'suspended',
      requestId: string,
    ) {
      const result = await audited(member, requestId, async (tx) => {
        const market = await repository.lockMarket(marketId, tx);
        if (!market) throw new AppError('not_found');
        const row = await repository.setMarketStatus(marketId, status, deps.clock.now(), tx);
        if (!row)
          throw new AppError('conflict', {
            message: 'A settled or cancelled market cannot be suspended or resumed',
          });
        return {
          result: { id: row.id, status: row.status, eventId: row.eventId },
          audit: {
            action: 'sportsbook.market_status',
            targetType: 'sportsbook_market',
            targetId: String(marketId),
            before: { status: market.status, staffSuspended: market.staffSuspended },
            after: { status: row.status, staffSuspended: status === 'suspended' },
          },
        };
      });
      deps.onMarketsChanged?.([result.eventId]);
      return { id: result.id, status: result.status };
    },

    /** Settle a market by hand: results on its outcomes, then its bets (paid in the same commit). */
    async settleMarket(
      member: StaffPrincipal,
      marketId: number,
      body: AdminSettleRequest,
      requestId: string,
    ) {
      const result = await audited(member, requestId, async (tx) => {
        const market = await repository.lockMarket(marketId, tx);
        if (!market) throw new AppError('not_found');
        const known = new Set(
          (await repository.outcomesOfMarkets([marketId], tx)).map((outcome) => outcome.id),
        );
        body.outcomes.forEach((outcome, index) => {
          if (!known.has(outcome.outcomeId))
            throw new AppError('validation_error', {
              fields: { [`outcomes.${index}.outcomeId`]: { key: 'Validation.not_found' } },
            });
        });
        const version = await repository.writeManualResults(
          marketId,
          body.outcomes.map((outcome) => ({
            outcomeId: outcome.outcomeId,
            result: outcome.result,
            voidFactor:
              outcome.voidFactor === '0' || !outcome.voidFactor ? null : outcome.voidFactor,
            deadHeatFactor: outcome.deadHeatFactor ?? null,
          })),
          'settled',
          deps.clock.now(),
          tx,
        );
        const bets = await deps.bets.settlement.marketSettled(tx, { marketId });
        return {
          result: { marketId, version, betsChanged: bets, eventId: market.eventId },
          audit: {
            action: 'sportsbook.settle',
            targetType: 'sportsbook_market',
            targetId: String(marketId),
            before: { status: market.status },
            after: { status: 'settled', outcomes: body.outcomes },
          },
        };
      });
      deps.onCommitted();
      deps.onMarketsChanged?.([result.eventId]);
      return {
        marketId: result.marketId,
        version: result.version,
        betsChanged: result.betsChanged,
      };
    },

    /** Void a market by hand: every bet on it refunds (a multi counts the leg at odds 1.0). */
    async voidMarket(member: StaffPrincipal, marketId: number, requestId: string) {
      const result = await audited(member, requestId, async (tx) => {
        const market = await repository.lockMarket(marketId, tx);
        if (!market) throw new AppError('not_found');
        const outcomes = await repository.outcomesOfMarkets([marketId], tx);
        const version = await repository.writeManualResults(
          marketId,
          outcomes.map((outcome) => ({
            outcomeId: outcome.id,
            result: 'lost' as const,
            voidFactor: '1',
            deadHeatFactor: null,
          })),
          'cancelled',
          deps.clock.now(),
          tx,
        );
        const bets = await deps.bets.settlement.marketSettled(tx, { marketId });
        return {
          result: { marketId, version, betsChanged: bets, eventId: market.eventId },
          audit: {
            action: 'sportsbook.void',
            targetType: 'sportsbook_market',
            targetId: String(marketId),
            before: { status: market.status },
            after: { status: 'cancelled' },
          },
        };
      });
      deps.onCommitted();
      deps.onMarketsChanged?.([result.eventId]);
      return {
        marketId: result.marketId,
        version: result.version,
        betsChanged: result.betsChanged,
      };
    },

    async liability(eventId: number): Promise<AdminLiability> {
      if (!(await repository.eventExists(eventId))) throw new AppError('not_found');
      const scale = await houseScale();
      const { rows, bets, stakes } = await repository.liabilityOfEvent(eventId);
      return {
        eventId,
        openBets: bets,
        stakes: formatAmount(stakes, scale),
        outcomes: rows.map((row) => ({
          outcomeId: row.outcomeId,
          marketName: row.marketName,
          outcomeName: row.outcomeName,
          bets: Number(row.bets),
          stakes: formatAmount(BigInt(row.stakes), scale),
          liability: formatAmount(BigInt(row.liability), scale),
        })),
      };
    },

    async betsOfEvent(eventId: number, page: Page): Promise<AdminSportsBetsPage> {
      if (!(await repository.eventExists(eventId))) throw new AppError('not_found');
      const scale = await houseScale();
      const { rows, total } = await repository.betsOfEvent(eventId, page);
      const globalIds = await deps.users.globalIdsOf(rows.map((row) => row.userId));
      return {
        data: await Promise.all(
          rows.map(async (row) => ({
            ...(await presentBet(row, money)),
            userId: String(row.userId),
            globalId: globalIds.get(row.userId) ?? '',
            houseStake: formatAmount(row.stakeMinor, scale),
            housePayout: formatAmount(row.payoutMinor, scale),
          })),
        ),
        meta: { ...page, total },
      };
    },

    async debts(page: Page) {
      const scale = await houseScale();
      const { rows, total } = await repository.openDebts(page);
      const globalIds = await deps.users.globalIdsOf(rows.map((row) => row.userId));
      return {
        data: rows.map((row) => ({
          id: row.id.toString(),
          userId: String(row.userId),
          globalId: globalIds.get(row.userId) ?? '',
          betId: row.betId.toString(),
          amount: formatAmount(row.amountMinor, scale),
          createdAt: row.createdAt.toISOString(),
        })),
        meta: { ...page, total },
      };
    },
  };
}

export type SportsbookAdminService = ReturnType<typeof sportsbookAdminService>;
