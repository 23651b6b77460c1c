import type {
  GgrQuery,
  GgrResponse,
  GgrRow,
  PaymentsResponse,
  PlayersResponse,
  ReportRangeQuery,
  ReportSummaryResponse,
  SummaryCurrency,
  SummaryPeriod,
} from '@wheelhouse/contracts/admin-reports';
import { formatAmount } from '@wheelhouse/contracts/money';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import { utcDayOf, utcDayRange, type UtcDayRange } from '../../platform/day-range';
import { AppError } from '../../platform/errors';
import type { CurrenciesService } from '../currencies';
import type { GamingRow, LedgerReports } from '../ledger';
import type { UsersService } from '../users';

const MAX_DAYS = 366;
/** Without `from`, a report covers the 30 days ending with `to`. */
const DEFAULT_DAYS = 30;

export interface ReportsDeps {
  clock: Clock;
  ledgerReports: LedgerReports;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  users: Pick<UsersService, 'createdPerDay'>;
  houseCurrency: string;
}

/** Day rows for every day of the range, per currency seen (the house currency when none), zeros filled. */
function everyDay(rows: GamingRow[], list: string[], houseCurrency?: string): GamingRow[] {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  if (currencies.length === 0 && houseCurrency) currencies.push(houseCurrency);
  const found = new Map(rows.map((row) => [`${row.key}|${row.currency}`, row]));
  return list.flatMap((day) =>
    currencies.map(
      (currency) =>
        found.get(`${day}|${currency}`) ?? {
          key: day,
          currency,
          bets: 0n,
          wins: 0n,
          bonusCost: 0n,
          betCount: 0,
        },
    ),
  );
}

/** Reports for the dashboard and CSV export (finance; admin), all from the ledger. */
export function reportsService(deps: ReportsDeps) {
  function requireFinance(member: StaffPrincipal) {
    if (!staffHasRole(member, ['finance'])) throw new AppError('forbidden');
  }

  function daysOf(query: ReportRangeQuery): UtcDayRange {
    return utcDayRange(query, deps.clock.now(), { defaultDays: DEFAULT_DAYS, maxDays: MAX_DAYS });
  }

  const scales = new Map<string, number>();
  async function format(currency: string, minor: bigint): Promise<string> {
    let scale = scales.get(currency);
    if (scale === undefined) {
      scale = (await deps.currencies.requireCurrency(currency)).ledgerScale;
      scales.set(currency, scale);
    }
    return formatAmount(minor, scale);
  }

  async function gamingRow(row: GamingRow, withBonus: boolean): Promise<GgrRow> {
    const ggr = row.bets - row.wins;
    return {
      key: row.key,
      currency: row.currency,
      bets: await format(row.currency, row.bets),
      wins: await format(row.currency, row.wins),
      ggr: await format(row.currency, ggr),
      bonusCost: withBonus ? await format(row.currency, row.bonusCost) : null,
      ngr: withBonus ? await format(row.currency, ggr - row.bonusCost) : null,
      betCount: row.betCount,
    };
  }

  async function summaryOf(days: UtcDayRange): Promise<SummaryPeriod> {
    const [gaming, payments, created, active] = await Promise.all([
      deps.ledgerReports.gaming(days.range, 'currency'),
      deps.ledgerReports.payments(days.range),
      deps.users.createdPerDay(days.range),
      deps.ledgerReports.activePlayers(days.range),
    ]);
    const byCurrency = new Map<
      string,
      {
        gaming?: GamingRow;
        deposits: bigint;
        depositCount: number;
        paid: bigint;
        paidCount: number;
      }
    >();
    const entry = (currency: string) => {
      let found = byCurrency.get(currency);
      if (!found) {
        found = { deposits: 0n, depositCount: 0, paid: 0n, paidCount: 0 };
        byCurrency.set(currency, found);
      }
      return found;
    };
    for (const row of gaming) entry(row.currency).gaming = row;
    for (const row of payments) {
      const target = entry(row.currency);
      if (row.direction === 'deposit') {
        target.deposits += row.amount;
        target.depositCount += row.count;
      } else if (row.status === 'paid') {
        target.paid += row.amount;
        target.paidCount += row.count;
      }
    }
    const currencies: SummaryCurrency[] = [];
    for (const [currency, figures] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
      const bets = figures.gaming?.bets ?? 0n;
      const wins = figures.gaming?.wins ?? 0n;
      const bonusCost = figures.gaming?.bonusCost ?? 0n;
      currencies.push({
        currency,
        deposits: await format(currency, figures.deposits),
        depositCount: figures.depositCount,
        withdrawals: await format(currency, figures.paid),
        withdrawalCount: figures.paidCount,
        bets: await format(currency, bets),
        wins: await format(currency, wins),
        ggr: await format(currency, bets - wins),
        bonusCost: await format(currency, bonusCost),
        ngr: await format(currency, bets - wins - bonusCost),
      });
    }
    return {
      from: days.from,
      to: days.to,
      newPlayers: [...created.values()].reduce((sum, n) => sum + n, 0),
      activePlayers: active,
      currencies,
    };
  }

  return {
    async ggr(member: StaffPrincipal, query: GgrQuery): Promise<GgrResponse> {
      requireFinance(member);
      const days = daysOf(query);
      const withBonus = query.groupBy === 'day' || query.groupBy === 'currency';
      let rows = await deps.ledgerReports.gaming(days.range, query.groupBy);
      if (query.groupBy === 'day') rows = everyDay(rows, days.list, deps.houseCurrency);
      const data = await Promise.all(rows.map((row) => gamingRow(row, withBonus)));
      return { from: days.from, to: days.to, groupBy: query.groupBy, data };
    },

    async payments(member: StaffPrincipal, query: ReportRangeQuery): Promise<PaymentsResponse> {
      requireFinance(member);
      const days = daysOf(query);
      const rows = await deps.ledgerReports.payments(days.range);
      const data = await Promise.all(
        rows.map(async (row) => ({ ...row, amount: await format(row.currency, row.amount) })),
      );
      return { from: days.from, to: days.to, data };
    },

    async players(member: StaffPrincipal, query: ReportRangeQuery): Promise<PlayersResponse> {
      requireFinance(member);
      const days = daysOf(query);
      const [created, activity] = await Promise.all([
        deps.users.createdPerDay(days.range),
        deps.ledgerReports.playerActivity(days.range),
      ]);
      const byDay = new Map(activity.map((row) => [row.day, row]));
      return {
        from: days.from,
        to: days.to,
        data: days.list.map((day) => ({
          day,
          newPlayers: created.get(day) ?? 0,
          activePlayers: byDay.get(day)?.activePlayers ?? 0,
          depositors: byDay.get(day)?.depositors ?? 0,
        })),
      };
    },

    async summary(member: StaffPrincipal): Promise<ReportSummaryResponse> {
      requireFinance(member);
      const today = utcDayOf(deps.clock.now());
      const [todayFigures, last30Days] = await Promise.all([
        summaryOf(daysOf({ from: today, to: today })),
        summaryOf(daysOf({ to: today })),
      ]);
      return { today: todayFigures, last30Days };
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
