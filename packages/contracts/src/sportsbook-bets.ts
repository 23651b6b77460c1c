import { z } from 'zod';
import { ZAmountString } from './money';
import { DEFAULT_PAGE_LIMIT, ZPageMeta } from './paging';
import { ZBigSerialId } from './params';
import { ZMarketType, ZOdds, ZOddsFormat, ZOutcomeKey } from './sportsbook';
import { ZBalance } from './wallet';

/**
 * Sportsbook bets (`/api/v1/sportsbook/bets`), cash-out, the player's betting preferences and the
 * operator's limits and settlement tools (`/api/admin/sportsbook/...`).
 *
 * Odds are exact: an integer count of thousandths (`2.150` → `2150n`, ODDS_SCALE) in the database
 * and in every calculation, a decimal string in JSON ("2.15"). Amounts are decimal strings in major
 * units as everywhere (ZAmountString); payouts round DOWN to the minor unit.
 */

// ---------- odds ----------

export { ODDS_SCALE, formatOdds, parseOdds } from './sportsbook';

/**
 * What the player accepts when odds move between the slip and the acceptance: any change, only
 * higher odds, or none. A change outside it answers 409 odds_changed with the new odds.
 */
export const ZOddsPolicy = z.enum(['any', 'higher', 'none']);
export type OddsPolicy = z.infer<typeof ZOddsPolicy>;

export const ZSportsbookPreferences = z
  .object({ oddsPolicy: ZOddsPolicy, oddsFormat: ZOddsFormat })
  .describe('The player’s sportsbook preferences (default: accept higher odds, decimal)');
export type SportsbookPreferences = z.infer<typeof ZSportsbookPreferences>;
export const ZSportsbookPreferencesPatch = ZSportsbookPreferences.partial();

// ---------- placing a bet ----------

export const MAX_SELECTIONS = 20;

export const ZBetSelection = z
  .object({
    outcomeId: z.number().int().positive().max(2_147_483_647).describe('The outcome id'),
    odds: ZOdds.describe('The odds the slip showed; compared with the current odds'),
  })
  .strict();
export type BetSelection = z.infer<typeof ZBetSelection>;

/**
 * `POST /api/v1/sportsbook/bets` with an `Idempotency-Key` header. One selection is a single, 2–20
 * a multi (at most one selection per event). `stake` is in the player's display currency, converted
 * to the house currency at the rate of the moment (rounded down). `oddsPolicy` overrides the
 * player's preference for this bet.
 */
export const ZPlaceSportsBetRequest = z
  .object({
    stake: ZAmountString.describe('Stake in the display currency, major units'),
    selections: z.array(ZBetSelection).min(1).max(MAX_SELECTIONS),
    oddsPolicy: ZOddsPolicy.optional(),
  })
  .strict();
export type PlaceSportsBetRequest = z.infer<typeof ZPlaceSportsBetRequest>;

export const ZSportsBetStatus = z
  .enum(['open', 'won', 'lost', 'void', 'half_won', 'half_lost', 'cashed_out'])
  .describe(
    'open: waiting for results; won/lost/void; half_won/half_lost (quarter lines, dead heats: ' +
      'paid less than full); cashed_out: paid early at the cash-out offer',
  );
export type SportsBetStatus = z.infer<typeof ZSportsBetStatus>;

export const ZLegStatus = z.enum(['open', 'won', 'lost', 'void', 'half_won', 'half_lost']);
export type LegStatus = z.infer<typeof ZLegStatus>;

export const ZSportsBetLeg = z.object({
  outcomeId: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  marketName: z.string().describe('The market key, e.g. "totals|total=2.5" (staff tools)'),
  outcomeName: z.string().describe('The outcome key, e.g. "over" (staff tools)'),
  market: z
    .object({ type: ZMarketType, specifiers: z.record(z.string(), z.string()) })
    .describe('What the app names the market from, in the player’s language'),
  outcomeKey: ZOutcomeKey,
  home: z.string().describe('Home competitor (names a home/away pick)'),
  away: z.string(),
  odds: ZOdds.describe('The odds accepted'),
  live: z.boolean(),
  status: ZLegStatus,
});
export type SportsBetLeg = z.infer<typeof ZSportsBetLeg>;

export const ZSportsBet = z
  .object({
    id: z.string(),
    kind: z.enum(['single', 'multi']),
    status: ZSportsBetStatus,
    stake: ZAmountString.describe('In the display currency of the bet'),
    currency: z.string().describe('The display currency the stake was typed in'),
    odds: z
      .string()
      .describe('Total odds (product of the legs), decimal, rounded down to 3 places'),
    potentialPayout: ZAmountString.describe('Stake × total odds, rounded down'),
    payout: ZAmountString.describe('Paid so far ("0" while open or lost)'),
    cashOutAvailable: z.boolean(),
    createdAt: z.string(),
    settledAt: z.string().nullable(),
    legs: z.array(ZSportsBetLeg),
  })
  .describe('A sportsbook bet of the player');
export type SportsBet = z.infer<typeof ZSportsBet>;

export const ZPlaceSportsBetResponse = z
  .object({ bet: ZSportsBet, balance: ZBalance })
  .describe('The accepted bet and the balance after the stake');
export type PlaceSportsBetResponse = z.infer<typeof ZPlaceSportsBetResponse>;

export const ZSportsBetsQuery = z.object({
  status: z
    .enum(['open', 'settled', 'cashed_out'])
    .optional()
    .describe('open; settled (won, lost, void, half); cashed_out; all when absent'),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type SportsBetsQuery = z.input<typeof ZSportsBetsQuery>;

export const ZSportsBetsPage = z
  .object({ data: z.array(ZSportsBet), meta: ZPageMeta })
  .describe('The player’s own sportsbook bets, newest first');
export type SportsBetsPage = z.infer<typeof ZSportsBetsPage>;

export const ZSportsBetIdParams = z.object({ id: ZBigSerialId });

/** On the player's `sports_bets` channel: a bet's status or payout changed (settled, rolled back). */
export const ZSportsBetChanged = z
  .object({ betId: z.string(), status: ZSportsBetStatus })
  .describe('One of the player’s sportsbook bets changed: what shows it refetches');
export type SportsBetChanged = z.infer<typeof ZSportsBetChanged>;

// ---------- cash-out ----------

export const ZCashOutOffer = z
  .object({
    offerId: z.string().describe('Quote this when accepting'),
    amount: ZAmountString.describe('What the bet is worth now, display currency'),
    currency: z.string(),
    expiresAt: z.string().describe('ISO-8601; the offer is refused after it'),
  })
  .describe(
    'A cash-out offer: stake × accepted odds ÷ current odds × (1 − margin), rounded down; only ' +
      'while every open leg’s market is active',
  );
export type CashOutOffer = z.infer<typeof ZCashOutOffer>;

export const ZCashOutRequest = z.object({ offerId: z.string().min(1).max(100) }).strict();
export type CashOutRequest = z.infer<typeof ZCashOutRequest>;

export const ZCashOutResponse = z
  .object({ bet: ZSportsBet, balance: ZBalance })
  .describe('The cashed-out bet and the balance after the payout');
export type CashOutResponse = z.infer<typeof ZCashOutResponse>;

// ---------- operator ----------

/** Amounts in the house currency, major units; "0" means no limit. */
export const ZSportsbookLimits = z
  .object({
    minStake: ZAmountString,
    maxStake: ZAmountString,
    maxPayout: ZAmountString.describe('Max payout per bet'),
    marketLiabilityCap: ZAmountString.describe('Max sum of potential payouts on one outcome'),
    liveDelayMs: z.number().int().min(0).max(30_000).describe('Wait before accepting a live bet'),
    cashOutMarginBps: z
      .number()
      .int()
      .min(0)
      .max(5000)
      .describe('Cash-out margin in basis points (500 = 5%)'),
    cashOutOfferSeconds: z.number().int().min(1).max(300),
  })
  .describe('The operator’s sportsbook limits');
export type SportsbookLimits = z.infer<typeof ZSportsbookLimits>;
export const ZSportsbookLimitsPatch = ZSportsbookLimits.partial().strict();

export const ZAdminSportsEventsQuery = z.object({
  q: z.string().max(100).optional(),
  status: z.enum(['live', 'prematch', 'ended']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const ZAdminMarketStatusRequest = z
  .object({ status: z.enum(['active', 'suspended']) })
  .strict()
  .describe(
    'Suspend a market by hand (held until staff resume it, or it is settled or cancelled), or resume it: the staff hold is lifted and the market takes the status the feed last gave it, so a bet stop or a silent producer still holds it',
  );

export const ZManualResult = z.enum(['won', 'lost']);

/**
 * A dead-heat factor: a decimal in (0, 1] with at most 6 places ("0.5", "0.333333", "1"). Zero
 * is refused: it would pay nothing on a win (settlement refuses it too, so it must not get in).
 */
export const ZDeadHeatFactor = z
  .string()
  .regex(/^(0\.\d{1,6}|1(\.0{1,6})?)$/, 'a decimal in (0, 1], at most 6 places')
  .refine((text) => /[1-9]/.test(text), 'must be greater than 0');

/** Settle a market by hand: one result per outcome, with optional void and dead-heat factors. */
export const ZAdminSettleRequest = z
  .object({
    outcomes: z
      .array(
        z
          .object({
            outcomeId: z.number().int().positive().max(2_147_483_647),
            result: ZManualResult,
            voidFactor: z.enum(['0', '0.5', '1']).default('0'),
            deadHeatFactor: ZDeadHeatFactor.optional(),
          })
          .strict(),
      )
      .min(1)
      .max(100),
  })
  .strict();
export type AdminSettleRequest = z.input<typeof ZAdminSettleRequest>;

export const ZAdminLiability = z.object({
  eventId: z.number().int(),
  openBets: z.number().int().nonnegative(),
  stakes: ZAmountString,
  outcomes: z.array(
    z.object({
      outcomeId: z.number().int(),
      marketName: z.string(),
      outcomeName: z.string(),
      bets: z.number().int().nonnegative(),
      stakes: ZAmountString,
      liability: ZAmountString.describe('Potential payouts if this outcome wins'),
    }),
  ),
});
export type AdminLiability = z.infer<typeof ZAdminLiability>;

export const ZAdminSportsBet = ZSportsBet.extend({
  userId: z.string(),
  globalId: z.string().describe('The player’s global id (the back office’s player page)'),
  houseStake: ZAmountString,
  housePayout: ZAmountString,
});
export const ZAdminSportsBetsPage = z.object({
  data: z.array(ZAdminSportsBet),
  meta: ZPageMeta,
});
export type AdminSportsBetsPage = z.infer<typeof ZAdminSportsBetsPage>;

export const ZSettlementDebt = z
  .object({
    id: z.string(),
    userId: z.string(),
    globalId: z.string().describe('The player’s global id (the back office’s player page)'),
    betId: z.string(),
    amount: ZAmountString.describe('House currency: what a rollback could not take back'),
    createdAt: z.string(),
  })
  .describe('A rollback shortfall: the player had spent the payout; a staff item');

export const ZSettlementDebtsPage = z.object({ data: z.array(ZSettlementDebt), meta: ZPageMeta });

export const ZAdminPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const ZAdminSportsEvent = z.object({
  id: z.number().int(),
  name: z.string().describe('"Home – Away"'),
  startsAt: z.string(),
  status: z.string(),
  live: z.boolean(),
});
export const ZAdminSportsEventsPage = z.object({
  data: z.array(ZAdminSportsEvent),
  meta: ZPageMeta,
});
export type AdminSportsEventsPage = z.infer<typeof ZAdminSportsEventsPage>;

export const ZAdminMarkets = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      key: z.string().describe('Type plus specifiers, e.g. "totals|total=2.5"'),
      status: z.string(),
      staffSuspended: z
        .boolean()
        .describe(
          'Held suspended by staff: the feed cannot reopen it; a resume returns it to the feed status',
        ),
      outcomes: z.array(
        z.object({
          id: z.number().int(),
          key: z.string(),
          odds: z.string(),
          active: z.boolean(),
          result: z.string().nullable(),
          voidFactor: z.string().nullable(),
          deadHeatFactor: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type AdminMarkets = z.infer<typeof ZAdminMarkets>;

export const ZAdminMarketStatusResponse = z.object({ id: z.number().int(), status: z.string() });
export const ZAdminSettleResponse = z.object({
  marketId: z.number().int(),
  version: z.number().int(),
  betsChanged: z.number().int().describe('Bets whose status or payout changed'),
});

const positiveInt4 = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'at most 2147483647');
export const ZAdminMarketParams = z.object({ marketId: positiveInt4 });
export const ZAdminEventParams = z.object({ eventId: positiveInt4 });
