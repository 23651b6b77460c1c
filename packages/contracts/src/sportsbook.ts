import { z } from 'zod';

/**
 * Sportsbook catalogue, events, markets, odds and realtime payloads (`/api/v1/sportsbook/...`).
 * Bet slip, bets, cash-out and the operator API live in `sportsbook-bets.ts`.
 *
 * Odds are exact: the server keeps decimal odds as an integer count of thousandths (2.5 → 2500) and
 * JSON carries them as decimal strings with two or three decimals ("2.50", "1.333"). Use `parseOdds`
 * and `formatOdds`, never parseFloat. Display conversions (fractional, American) are in this file too
 * and round only for display.
 */

// ---------- odds ----------

/** Decimal odds are stored as odds × ODDS_SCALE (an integer count of thousandths). */
export const ODDS_SCALE = 1000n;
/** 1.001: the lowest odds a market may offer. */
export const MIN_ODDS = 1001n;
/** 1000.00: the highest. */
export const MAX_ODDS = 1_000_000n;

const ODDS_TEXT = /^(0|[1-9]\d{0,3})\.\d{2,3}$/;

/** "2.50", "1.333": decimal odds, 2 or 3 decimals, between 1.001 and 1000. */
export const ZOdds = z
  .string()
  .regex(ODDS_TEXT)
  .refine((text) => {
    // Zod runs refinements after a failed regex too: never parse what the regex refused.
    if (!ODDS_TEXT.test(text)) return false;
    const value = parseOddsUnchecked(text);
    return value >= MIN_ODDS && value <= MAX_ODDS;
  }, 'odds between 1.001 and 1000')
  .describe('Decimal odds, exact, 2 or 3 decimals, e.g. "2.50" or "1.333"');
export type Odds = z.infer<typeof ZOdds>;

function parseOddsUnchecked(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * ODDS_SCALE + BigInt(fraction.padEnd(3, '0'));
}

/** "2.50" → 2500n. Throws on anything that is not a ZOdds string. */
export function parseOdds(text: string): bigint {
  if (!ODDS_TEXT.test(text)) throw new Error(`not decimal odds: ${JSON.stringify(text)}`);
  return parseOddsUnchecked(text);
}

/** 2500n → "2.50", 1333n → "1.333": two decimals, a third only when it is not zero. */
export function formatOdds(thousandths: bigint): string {
  if (thousandths < 0n) throw new Error('negative odds');
  const whole = thousandths / ODDS_SCALE;
  const fraction = (thousandths % ODDS_SCALE).toString().padStart(3, '0');
  return `${whole}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** Fractional odds for display: (d − 1) reduced, 2.50 → "3/2", 1.333 → "333/1000". */
export function oddsToFractional(thousandths: bigint): string {
  const numerator = thousandths - ODDS_SCALE;
  if (numerator <= 0n) return '0/1';
  const divisor = gcd(numerator, ODDS_SCALE);
  return `${numerator / divisor}/${ODDS_SCALE / divisor}`;
}

/**
 * American odds for display: d ≥ 2 → +100 × (d − 1); d < 2 → −100 / (d − 1), rounded half away
 * from zero to a whole number (1.50 → "-200", 2.50 → "+150").
 */
export function oddsToAmerican(thousandths: bigint): string {
  const profit = thousandths - ODDS_SCALE;
  if (profit <= 0n) return '-∞';
  if (thousandths >= 2n * ODDS_SCALE) {
    const value = (100n * profit * 2n + ODDS_SCALE) / (2n * ODDS_SCALE);
    return `+${value}`;
  }
  const value = (100n * ODDS_SCALE * 2n + profit) / (2n * profit);
  return `-${value}`;
}

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export const ZOddsFormat = z.enum(ODDS_FORMATS);
export type OddsFormat = z.infer<typeof ZOddsFormat>;

/** Odds as the player's chosen format shows them. */
export function displayOdds(odds: string, format: OddsFormat): string {
  if (format === 'decimal') return odds;
  const value = parseOdds(odds);
  return format === 'fractional' ? oddsToFractional(value) : oddsToAmerican(value);
}

// ---------- catalogue ----------

export const SPORT_KINDS = ['sport', 'esport'] as const;
export const ZSportKind = z.enum(SPORT_KINDS);
export type SportKind = z.infer<typeof ZSportKind>;

/** "soccer-1", "counter-strike-109": a sport's slug and numeric id, as in `/sportsbook/{value}`. */
export const SPORT_VALUE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*-[1-9]\d{0,8}$/;
export const ZSportValue = z
  .string()
  .max(80)
  .regex(SPORT_VALUE)
  .describe('A sport slug plus its numeric id, e.g. "soccer-1", "counter-strike-109"');

/** Splits "counter-strike-109" into its slug and id; null when it is not a sport value. */
export function parseSportValue(value: string): { slug: string; id: number } | null {
  if (value.length > 80 || !SPORT_VALUE.test(value)) return null;
  const at = value.lastIndexOf('-');
  return { slug: value.slice(0, at), id: Number(value.slice(at + 1)) };
}

export const ZSport = z
  .object({
    id: z.number().int().positive(),
    slug: z.string().describe('e.g. "soccer", "counter-strike"'),
    value: ZSportValue,
    kind: ZSportKind,
    title: z
      .string()
      .describe('English name; the web shows `sportsbook.sport.<slug>` when it has one'),
    icon: z.string().describe('Icon name, e.g. "soccer" (the web maps it to an SVG)'),
  })
  .describe('A sport or cybersport');
export type Sport = z.infer<typeof ZSport>;

export const ZCategory = z
  .object({
    id: z.number().int().positive(),
    name: z.string().describe('A country or region, e.g. "England", "International"'),
    countryCode: z.string().nullable().describe('ISO 3166-1 alpha-2, null for international'),
  })
  .describe('A category of a sport (a country or region)');
export type Category = z.infer<typeof ZCategory>;

export const ZTournament = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    sportId: z.number().int().positive(),
    categoryId: z.number().int().positive(),
    top: z.boolean().describe('Shown among the top leagues'),
  })
  .describe('A tournament (league)');
export type Tournament = z.infer<typeof ZTournament>;

/** One entry of the sports menu (spec: title, value path, icon, children); three levels deep. */
const menuEntryBase = {
  title: z.string(),
  value: z.string().describe('The sport value ("soccer-1") or a tournament id in it'),
  path: z
    .string()
    .describe(
      'Where the entry leads, e.g. "/sportsbook/soccer-1" or "/sportsbook/soccer-1?league=17"',
    ),
  icon: z.string().nullable(),
  eventCount: z.number().int().nonnegative().describe('Events not yet ended'),
  liveCount: z.number().int().nonnegative(),
};
export const ZSportsMenuLeague = z.object({
  ...menuEntryBase,
  kind: z.literal('tournament'),
  id: z.number().int().positive(),
  top: z.boolean(),
  children: z.array(z.never()).max(0),
});
export const ZSportsMenuCategory = z.object({
  ...menuEntryBase,
  kind: z.literal('category'),
  id: z.number().int().positive(),
  children: z.array(ZSportsMenuLeague),
});
export const ZSportsMenuEntry = z.object({
  ...menuEntryBase,
  kind: ZSportKind,
  id: z.number().int().positive(),
  slug: z.string(),
  children: z.array(ZSportsMenuCategory),
});
export type SportsMenuEntry = z.infer<typeof ZSportsMenuEntry>;

export const ZSportsMenuResponse = z
  .object({
    sports: z.array(ZSportsMenuEntry),
    cybersports: z.array(ZSportsMenuEntry),
  })
  .describe('GET /api/v1/sportsbook/menu: the sport and cybersport menu, in menu order');
export type SportsMenuResponse = z.infer<typeof ZSportsMenuResponse>;

// ---------- markets and outcomes ----------

/**
 * Market kinds: `1x2` (home/draw/away), `winner` (two-way match winner), `totals` (specifier
 * total=2.5: over/under), `handicap` (hcp=-1.5, quarter lines such as -0.25 settle half; home/away),
 * `btts` (both teams to score: yes/no), `set_winner` (setnr=2), `map_winner` (mapnr=1).
 */
export const MARKET_TYPES = [
  '1x2',
  'winner',
  'totals',
  'handicap',
  'btts',
  'set_winner',
  'map_winner',
] as const;
export const ZMarketType = z.enum(MARKET_TYPES);
export type MarketType = z.infer<typeof ZMarketType>;

export const OUTCOME_KEYS = ['home', 'draw', 'away', 'over', 'under', 'yes', 'no'] as const;
export const ZOutcomeKey = z.enum(OUTCOME_KEYS);
export type OutcomeKey = z.infer<typeof ZOutcomeKey>;

/**
 * active: bets accepted; suspended: odds may move but no bet is accepted (bet_stop, producer down);
 * deactivated: withdrawn by the feed; settled: results known; cancelled: every bet refunded.
 */
export const MARKET_STATUSES = [
  'active',
  'suspended',
  'deactivated',
  'settled',
  'cancelled',
] as const;
export const ZMarketStatus = z.enum(MARKET_STATUSES);
export type MarketStatus = z.infer<typeof ZMarketStatus>;

/** Groups of the event page, in display order. */
export const MARKET_GROUPS = ['main', 'totals', 'handicaps', 'periods', 'other'] as const;
export const ZMarketGroup = z.enum(MARKET_GROUPS);
export type MarketGroup = z.infer<typeof ZMarketGroup>;

/** Feed results of an outcome (UOF): lost 0, won 1, undecided 2; factors as decimal strings. */
export const ZOutcomeResult = z
  .object({
    result: z.enum(['lost', 'won', 'undecided']),
    voidFactor: z.string().nullable().describe('"0.5" or "1"; null when none'),
    deadHeatFactor: z.string().nullable().describe('e.g. "0.5"; null when none'),
  })
  .describe('The settled result of an outcome');
export type OutcomeResult = z.infer<typeof ZOutcomeResult>;

export const ZOutcome = z
  .object({
    id: z.number().int().positive().describe('The selection id a bet names'),
    key: ZOutcomeKey,
    odds: ZOdds,
    active: z.boolean().describe('False when the feed switched this one outcome off'),
    result: ZOutcomeResult.nullable(),
  })
  .describe('An outcome of a market with its current odds');
export type Outcome = z.infer<typeof ZOutcome>;

export const ZMarket = z
  .object({
    id: z.number().int().positive(),
    type: ZMarketType,
    specifiers: z
      .record(z.string(), z.string())
      .describe('e.g. {"total":"2.5"}, {"hcp":"-1.5"}, {"setnr":"2"}, {"mapnr":"1"}; {} for none'),
    key: z.string().describe('Type plus specifiers, e.g. "totals|total=2.5": unique in its event'),
    group: ZMarketGroup,
    status: ZMarketStatus,
    outcomes: z.array(ZOutcome),
  })
  .describe('A market (a type plus specifiers) of an event');
export type Market = z.infer<typeof ZMarket>;

// ---------- events ----------

/** UOF sport event statuses, simplified. */
export const EVENT_STATUSES = [
  'not_started',
  'live',
  'ended',
  'closed',
  'cancelled',
  'postponed',
] as const;
export const ZEventStatus = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof ZEventStatus>;

export const ZCompetitor = z.object({
  id: z.number().int().positive(),
  name: z.string(),
});
export type Competitor = z.infer<typeof ZCompetitor>;

export const ZScore = z
  .object({
    home: z.number().int().nonnegative(),
    away: z.number().int().nonnegative(),
    periods: z
      .array(
        z.object({ home: z.number().int().nonnegative(), away: z.number().int().nonnegative() }),
      )
      .describe('Per period (half, set, map), the current one last'),
  })
  .describe('Goals, sets, maps or points, as the sport counts them');
export type Score = z.infer<typeof ZScore>;

export const ZEvent = z
  .object({
    id: z.number().int().positive(),
    sport: ZSport,
    category: ZCategory,
    tournament: ZTournament,
    home: ZCompetitor,
    away: ZCompetitor,
    startsAt: z.iso.datetime(),
    status: ZEventStatus,
    live: z.boolean().describe('In play (the live producer owns its markets)'),
    score: ZScore.nullable().describe('Null before the start'),
    period: z
      .string()
      .nullable()
      .describe(
        'Current period code: "1h", "2h", "ht", "p1".."p3", "s1".."s5", "m1".."m5", "q1".."q4"',
      ),
    clock: z.string().nullable().describe('Match time shown beside the score, e.g. "67\'"'),
    marketCount: z.number().int().nonnegative(),
    mainMarket: ZMarket.nullable().describe('1x2 or match winner; null when it has none open'),
    version: z
      .number()
      .int()
      .nonnegative()
      .describe('Grows with every change; realtime updates carry it'),
  })
  .describe('A sport event with its main market');
export type SportEvent = z.infer<typeof ZEvent>;

export const ZEventDetail = ZEvent.extend({
  groups: z
    .array(z.object({ group: ZMarketGroup, markets: z.array(ZMarket) }))
    .describe('Every market, grouped, in MARKET_GROUPS order; empty groups left out'),
}).describe('GET /api/v1/sportsbook/events/:eventId');
export type SportEventDetail = z.infer<typeof ZEventDetail>;

export const ZEventList = z.object({ data: z.array(ZEvent) });
export type EventList = z.infer<typeof ZEventList>;

// ---------- read API ----------

export const ZEventIdParams = z.object({
  eventId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'at most 2147483647'),
});
export const ZTournamentIdParams = z.object({
  tournamentId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'at most 2147483647'),
});
export const ZSportParams = z.object({ sport: ZSportValue });

/** GET /api/v1/sportsbook/live?sport=soccer-1 */
export const ZLiveQuery = z.object({ sport: ZSportValue.optional() });
/** GET /api/v1/sportsbook/upcoming?sport=soccer-1&hours=24&limit=20: not started, soonest first. */
export const ZUpcomingQuery = z.object({
  sport: ZSportValue.optional(),
  hours: z.coerce.number().int().min(1).max(168).default(24),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/** GET /api/v1/sportsbook/sports/:sport?league=17 */
export const ZSportPageQuery = z.object({
  league: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const ZLeagueEvents = z.object({
  tournament: ZTournament,
  category: ZCategory,
  events: z.array(ZEvent),
});
export type LeagueEvents = z.infer<typeof ZLeagueEvents>;

export const ZSportPage = z
  .object({
    sport: ZSport,
    categories: z.array(
      z.object({
        category: ZCategory,
        tournaments: z.array(
          z.object({
            tournament: ZTournament,
            eventCount: z.number().int().nonnegative(),
            events: z.array(ZEvent),
          }),
        ),
      }),
    ),
  })
  .describe('GET /api/v1/sportsbook/sports/:sport: categories → leagues → events with main market');
export type SportPage = z.infer<typeof ZSportPage>;

export const ZTopLeagues = z
  .object({ data: z.array(ZLeagueEvents) })
  .describe('GET /api/v1/sportsbook/top-leagues: leagues flagged top, with their next events');
export type TopLeagues = z.infer<typeof ZTopLeagues>;

export const ZFavorites = z
  .object({
    eventIds: z.array(z.number().int().positive()),
    tournamentIds: z.array(z.number().int().positive()),
    events: z.array(ZEvent).describe('Favourite events not yet closed'),
    tournaments: z.array(ZLeagueEvents).describe('Favourite leagues with their open events'),
  })
  .describe('GET /api/v1/sportsbook/favorites (signed-in player)');
export type Favorites = z.infer<typeof ZFavorites>;

/** PUT adds, DELETE removes: /api/v1/sportsbook/favorites/events/:eventId, .../tournaments/:tournamentId. */
export const ZFavoriteChanged = z.object({
  eventIds: z.array(z.number().int().positive()),
  tournamentIds: z.array(z.number().int().positive()),
});
export type FavoriteChanged = z.infer<typeof ZFavoriteChanged>;

/** At most this many favourite events and leagues per player. */
export const MAX_FAVORITES = 200;

// ---------- realtime ----------

/**
 * Channels (see realtime.ts): `sportsbook:live` (every live event: score, status, main market) and
 * `sportsbook:event:<id>` (one event: everything). Both are public (guests too). On subscribe the
 * server sends a snapshot; then updates, coalesced per event (at most SPORTSBOOK_UPDATES_PER_SECOND
 * per event): an event quiet for an interval (1000 / SPORTSBOOK_UPDATES_PER_SECOND ms) sends its
 * change at once; changes within the interval after a send are merged into one update (the newest
 * state) sent when the interval ends. The live list is throttled the same way.
 * Every payload carries the event's `version`: ignore an update whose version is not newer than
 * what you hold.
 */
export const SPORTSBOOK_UPDATES_PER_SECOND = 6;

export const ZMarketPatch = z.object({
  id: z.number().int().positive(),
  status: ZMarketStatus,
  outcomes: z.array(
    z.object({
      id: z.number().int().positive(),
      odds: ZOdds,
      active: z.boolean(),
      result: ZOutcomeResult.nullable(),
    }),
  ),
});
export type MarketPatch = z.infer<typeof ZMarketPatch>;

export const ZEventPatch = z
  .object({
    id: z.number().int().positive(),
    version: z.number().int().nonnegative(),
    status: ZEventStatus,
    live: z.boolean(),
    startsAt: z.iso.datetime(),
    score: ZScore.nullable(),
    period: z.string().nullable(),
    clock: z.string().nullable(),
    markets: z
      .array(ZMarketPatch)
      .describe('Only markets that changed (live list: the main market)'),
  })
  .describe('The changes of one event since the last update');
export type EventPatch = z.infer<typeof ZEventPatch>;

export const ZSportsbookEventMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), event: ZEventDetail }),
  z.object({ type: z.literal('update'), event: ZEventPatch }),
  z.object({ type: z.literal('gone'), eventId: z.number().int().positive() }),
]);
export type SportsbookEventMessage = z.infer<typeof ZSportsbookEventMessage>;

export const ZSportsbookLiveMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), events: z.array(ZEvent) }),
  z.object({ type: z.literal('update'), events: z.array(ZEventPatch) }),
  z.object({ type: z.literal('added'), event: ZEvent }),
  z.object({ type: z.literal('removed'), eventIds: z.array(z.number().int().positive()) }),
]);
export type SportsbookLiveMessage = z.infer<typeof ZSportsbookLiveMessage>;
