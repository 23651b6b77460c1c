import { z } from 'zod';
import { ZAmountString } from './money';

/**
 * Reports for the dashboard and CSV export (finance; admin), computed from the ledger so they agree
 * with it to the minor unit. Days are UTC calendar days; `from` and `to` are UTC dates (inclusive),
 * at most 366 days apart. Amounts are decimal strings in major units of the row's `currency`.
 *
 * Definitions (every figure is a sum of ledger entries):
 * - bets: net stakes taken, i.e. the entries on the house's bets account (stakes minus refunds);
 * - wins: payouts, i.e. minus the entries on the house's wins account;
 * - ggr = bets − wins;
 * - bonusCost: bonus money granted minus bonus money forfeited back (minus the entries on the
 *   house's bonus account); it is not tied to a game, so it is reported by day and currency only;
 * - ngr = ggr − bonusCost.
 * Each CSV endpoint (`….csv`) returns the same rows as its JSON twin, as RFC 4180 text/csv.
 */

const ZDay = z.iso.date().describe('UTC date, YYYY-MM-DD');

export const ZReportRangeQuery = z
  .object({
    from: ZDay.optional().describe('First day (default: 29 days before `to`)'),
    to: ZDay.optional().describe('Last day (default: today, UTC)'),
  })
  .describe('A range of UTC days, both ends included, at most 366 days');
export type ReportRangeQuery = z.infer<typeof ZReportRangeQuery>;

export const GGR_GROUPS = ['day', 'game', 'provider', 'currency'] as const;
export const ZGgrGroup = z.enum(GGR_GROUPS);
export type GgrGroup = z.infer<typeof ZGgrGroup>;

export const ZGgrQuery = ZReportRangeQuery.extend({
  groupBy: ZGgrGroup.default('day'),
}).describe('GGR grouped by day, game, provider or currency');
export type GgrQuery = z.infer<typeof ZGgrQuery>;

export const ZGgrRow = z
  .object({
    key: z.string().describe('The day (YYYY-MM-DD), game, provider or currency of the row'),
    currency: z.string(),
    bets: ZAmountString,
    wins: ZAmountString,
    ggr: ZAmountString,
    bonusCost: ZAmountString.nullable().describe('Null when grouped by game or provider'),
    ngr: ZAmountString.nullable().describe('Null when grouped by game or provider'),
    betCount: z.number().int().describe('Stake transfers'),
  })
  .describe('Gaming revenue of one group in one currency');
export type GgrRow = z.infer<typeof ZGgrRow>;

export const ZGgrResponse = z
  .object({
    from: ZDay,
    to: ZDay,
    groupBy: ZGgrGroup,
    data: z
      .array(ZGgrRow)
      .describe('Days in order (every day of the range, zeros included); other groups by key'),
  })
  .describe('GGR and NGR report');
export type GgrResponse = z.infer<typeof ZGgrResponse>;

export const PAYMENT_DIRECTIONS = ['deposit', 'withdrawal'] as const;

export const ZPaymentsRow = z
  .object({
    direction: z.enum(PAYMENT_DIRECTIONS),
    method: z.string().describe('Crypto method code, fiat method id, or `other`'),
    status: z
      .enum(['completed', 'requested', 'paid', 'returned'])
      .describe(
        'Deposits: completed (credited). Withdrawals: requested (money held), paid (sent out), returned (cancelled or declined, money back)',
      ),
    currency: z.string(),
    count: z.number().int(),
    amount: ZAmountString,
  })
  .describe('Deposits or withdrawals of one method and status in one currency');
export type PaymentsRow = z.infer<typeof ZPaymentsRow>;

export const ZPaymentsResponse = z
  .object({ from: ZDay, to: ZDay, data: z.array(ZPaymentsRow) })
  .describe('Deposits and withdrawals by method and status');
export type PaymentsResponse = z.infer<typeof ZPaymentsResponse>;

export const ZPlayersRow = z
  .object({
    day: ZDay,
    newPlayers: z.number().int().describe('Accounts created that day'),
    activePlayers: z.number().int().describe('Players with at least one bet that day'),
    depositors: z.number().int().describe('Players with at least one completed deposit that day'),
  })
  .describe('Players on one UTC day');
export type PlayersRow = z.infer<typeof ZPlayersRow>;

export const ZPlayersResponse = z
  .object({ from: ZDay, to: ZDay, data: z.array(ZPlayersRow) })
  .describe('New and active players per day (every day of the range)');
export type PlayersResponse = z.infer<typeof ZPlayersResponse>;

export const ZSummaryCurrency = z
  .object({
    currency: z.string(),
    deposits: ZAmountString,
    depositCount: z.number().int(),
    withdrawals: ZAmountString.describe('Paid out'),
    withdrawalCount: z.number().int(),
    bets: ZAmountString,
    wins: ZAmountString,
    ggr: ZAmountString,
    bonusCost: ZAmountString,
    ngr: ZAmountString,
  })
  .describe('Money figures of one period in one currency');
export type SummaryCurrency = z.infer<typeof ZSummaryCurrency>;

export const ZSummaryPeriod = z
  .object({
    from: ZDay,
    to: ZDay,
    newPlayers: z.number().int(),
    activePlayers: z.number().int().describe('Distinct players with a bet in the period'),
    currencies: z.array(ZSummaryCurrency),
  })
  .describe('Figures of one period');
export type SummaryPeriod = z.infer<typeof ZSummaryPeriod>;

export const ZReportSummaryResponse = z
  .object({
    today: ZSummaryPeriod.describe('The current UTC day so far'),
    last30Days: ZSummaryPeriod.describe('Today and the 29 days before it'),
  })
  .describe('Dashboard figures: today and the last 30 days');
export type ReportSummaryResponse = z.infer<typeof ZReportSummaryResponse>;
