import { z } from 'zod';
import { ZWagerMultiplier } from './bonuses';
import { ZAmountString } from './money';
import { ZPageMeta } from './paging';
import { DEFAULT_PAGE_LIMIT } from './plain/paging';

/** How a tournament ranks its players (shell spec §3 "Tournament"; issue 17). */
export const TOURNAMENT_SCORINGS = ['turnover', 'total_win', 'best_multiplier', 'bets'] as const;
export const ZTournamentScoring = z
  .enum(TOURNAMENT_SCORINGS)
  .describe(
    'turnover: sum of stakes; total_win: sum of payouts; best_multiplier: highest payout ÷ stake; bets: number of bets',
  );
export type TournamentScoring = z.infer<typeof ZTournamentScoring>;

export const ZTournamentEntry = z
  .enum(['opt_in', 'auto'])
  .describe('opt_in: only players who joined are ranked; auto: every player who bets is');
export type TournamentEntryMode = z.infer<typeof ZTournamentEntry>;

/** active: between start and end; upcoming: before start; finished: prizes paid; cancelled. */
export const TOURNAMENT_STATUSES = ['upcoming', 'active', 'finished', 'cancelled'] as const;
export const ZTournamentStatus = z.enum(TOURNAMENT_STATUSES);
export type TournamentStatus = z.infer<typeof ZTournamentStatus>;

export const ZTournamentDescription = z
  .object({
    name: z.string().trim().min(1).max(100),
    description: z.string().trim().max(4000).default(''),
  })
  .strict();

/** Names and descriptions by language; English is required and is the fallback. */
export const ZTournamentDescriptions = z
  .object({
    en: ZTournamentDescription,
    ru: ZTournamentDescription.optional(),
    uk: ZTournamentDescription.optional(),
    kk: ZTournamentDescription.optional(),
  })
  .strict();
export type TournamentDescriptions = z.infer<typeof ZTournamentDescriptions>;

export const ZTournamentPrizeInput = z
  .object({
    rank: z.number().int().min(1).max(1000),
    amount: ZAmountString.describe('House currency, major units, e.g. "100.00"'),
    balanceType: z.enum(['main', 'bonus']).describe('main: real money; bonus: bonus money'),
    wagerMultiplier: ZWagerMultiplier.optional().describe('Bonus prizes only (default "0")'),
  })
  .strict();
export type TournamentPrizeInput = z.infer<typeof ZTournamentPrizeInput>;

const ZIsoDate = z.iso.datetime({ offset: true });

/** `POST /api/admin/tournaments`. */
export const ZAdminTournamentInput = z
  .object({
    descriptions: ZTournamentDescriptions,
    startsAt: ZIsoDate,
    endsAt: ZIsoDate,
    scoring: ZTournamentScoring,
    minBet: ZAmountString.default('0').describe('Smallest stake that counts (house currency)'),
    vipPlayersOnly: z.boolean().default(false),
    entry: ZTournamentEntry.default('opt_in'),
    buyIn: ZAmountString.default('0').describe('Paid on joining (opt-in only), refunded on cancel'),
    gameIds: z.array(z.number().int().positive()).max(500).default([]),
    categories: z
      .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/))
      .max(50)
      .default([]),
    prizes: z.array(ZTournamentPrizeInput).min(1).max(100),
  })
  .strict()
  .describe('A tournament: no games and no categories = every game counts');
export type AdminTournamentInput = z.infer<typeof ZAdminTournamentInput>;

/** `PATCH /api/admin/tournaments/{id}`: any of the fields; only before the end. */
export const ZAdminTournamentPatch = z
  .object({
    descriptions: ZTournamentDescriptions.optional(),
    startsAt: ZIsoDate.optional(),
    endsAt: ZIsoDate.optional(),
    scoring: ZTournamentScoring.optional(),
    minBet: ZAmountString.optional(),
    vipPlayersOnly: z.boolean().optional(),
    entry: ZTournamentEntry.optional(),
    gameIds: z.array(z.number().int().positive()).max(500).optional(),
    categories: z
      .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/))
      .max(50)
      .optional(),
    prizes: z.array(ZTournamentPrizeInput).min(1).max(100).optional(),
  })
  .strict();
export type AdminTournamentPatch = z.infer<typeof ZAdminTournamentPatch>;

export const ZTournamentParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const ZTournamentPrize = z.object({
  rank: z.number().int(),
  amount: ZAmountString,
  currency: z.string(),
  balanceType: z.enum(['main', 'bonus']),
  wagerMultiplier: z.string(),
});

export const ZTournamentGame = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
});

/** A tournament as a player sees it (shell spec §3: id, vip_players_only, descriptions). */
export const ZTournament = z
  .object({
    id: z.number().int(),
    vip_players_only: z.boolean(),
    descriptions: z.record(z.string(), z.object({ name: z.string(), description: z.string() })),
    name: z.string().describe('In the viewer’s language, falling back to English'),
    description: z.string(),
    status: ZTournamentStatus,
    startsAt: z.string(),
    endsAt: z.string(),
    scoring: ZTournamentScoring,
    minBet: ZAmountString,
    buyIn: ZAmountString,
    currency: z.string(),
    entry: ZTournamentEntry,
    joined: z
      .boolean()
      .describe('Always false for guests; true for every player of an auto tournament who bet'),
    players: z.number().int(),
    games: z.array(ZTournamentGame),
    categories: z.array(z.string()),
    prizes: z.array(ZTournamentPrize),
  })
  .describe('A tournament (hidden, 404, from non-VIPs when vip_players_only)');
export type Tournament = z.infer<typeof ZTournament>;

export const ZTournamentsQuery = z.object({
  status: z
    .enum(['active', 'upcoming', 'finished', 'current'])
    .optional()
    .describe(
      'active: running now; upcoming: not started; finished: ended; current: running or upcoming, the running ones first (the sidebar)',
    ),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TournamentsQuery = z.infer<typeof ZTournamentsQuery>;

export const ZTournamentsResponse = z.object({ data: z.array(ZTournament), meta: ZPageMeta });
export type TournamentsResponse = z.infer<typeof ZTournamentsResponse>;

export const ZLeaderboardRow = z.object({
  rank: z.number().int(),
  player: z.string().describe('Masked name'),
  score: z.string().describe('Amount (turnover, total_win), multiplier or count, as text'),
  prize: ZTournamentPrize.nullable(),
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof ZLeaderboardRow>;

export const ZLeaderboardQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const ZLeaderboardResponse = z.object({
  data: z.array(ZLeaderboardRow),
  me: ZLeaderboardRow.nullable().describe('The viewer’s own place, wherever it is'),
  meta: ZPageMeta,
});
export type LeaderboardResponse = z.infer<typeof ZLeaderboardResponse>;

/** `tournaments` channel payload: something about this tournament changed; refetch what is shown. */
export const ZTournamentEvent = z.object({
  id: z.number().int(),
  status: ZTournamentStatus,
  players: z.number().int(),
});
export type TournamentEvent = z.infer<typeof ZTournamentEvent>;

export const ZAdminTournament = z.object({
  id: z.number().int(),
  descriptions: ZTournamentDescriptions,
  status: ZTournamentStatus,
  startsAt: z.string(),
  endsAt: z.string(),
  scoring: ZTournamentScoring,
  minBet: ZAmountString,
  buyIn: ZAmountString,
  currency: z.string(),
  vipPlayersOnly: z.boolean(),
  entry: ZTournamentEntry,
  gameIds: z.array(z.number().int()),
  categories: z.array(z.string()),
  prizes: z.array(ZTournamentPrize),
  players: z.number().int(),
  finishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type AdminTournament = z.infer<typeof ZAdminTournament>;

export const ZAdminTournamentsResponse = z.object({
  data: z.array(ZAdminTournament),
  meta: ZPageMeta,
});
export type AdminTournamentsResponse = z.infer<typeof ZAdminTournamentsResponse>;

export const ZAdminTournamentResult = z.object({
  rank: z.number().int().nullable(),
  globalId: z.string(),
  email: z.string(),
  score: z.string(),
  bets: z.number().int(),
  prize: ZTournamentPrize.nullable(),
  paidAt: z.string().nullable(),
});
export const ZAdminTournamentResults = z.object({
  tournament: ZAdminTournament,
  data: z.array(ZAdminTournamentResult),
  meta: ZPageMeta,
});
export type AdminTournamentResults = z.infer<typeof ZAdminTournamentResults>;
