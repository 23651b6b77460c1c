import { z } from 'zod';
import { ZBigSerialId } from './params';
import { ORIGINAL_GAME_SLUGS } from './games';
import { ZAmountString } from './money';
import { DEFAULT_PAGE_LIMIT, ZPageMeta } from './paging';
import { ZBalance } from './wallet';

/**
 * Our provably fair originals (`/api/v1/originals`). Outcomes are decided by `@wheelhouse/fair`;
 * the browser recomputes any bet with the same package from the seeds shown here.
 */

export const ZOriginalGame = z.enum(ORIGINAL_GAME_SLUGS).describe('An original game slug');
export type OriginalGame = z.infer<typeof ZOriginalGame>;

/** Games played in one request; mines is played in rounds (`/mines/rounds`). */
export const INSTANT_ORIGINAL_GAMES = ['dice', 'limbo', 'plinko', 'slot'] as const;
export const ZInstantOriginalGame = z.enum(INSTANT_ORIGINAL_GAMES);
export type InstantOriginalGame = z.infer<typeof ZInstantOriginalGame>;

export const BETS_PAGE_MAX_LIMIT = 100;
/** The live-bets table keeps this many of the latest `broadcast:last_bet` events. */
export const LAST_BETS_KEPT = 10;

/**
 * An amount of a bet: the house (ledger) currency is what moved, the display currency is what the
 * player's balance shows, converted at the rate of the moment (rounded down).
 */
export const ZOriginalMoney = z
  .object({
    amount: ZAmountString.describe('In the display currency, major units'),
    currency: z.string().describe('The display currency code, e.g. "EUR"'),
    houseAmount: ZAmountString.describe('In the house currency, major units'),
    houseCurrency: z.string().describe('The house currency code, e.g. "USD"'),
  })
  .describe('A stake or payout in the display and the house currency');
export type OriginalMoney = z.infer<typeof ZOriginalMoney>;

/** "1.9800": a multiplier with its 4 exact decimals (the fair package's bigint / 10,000). */
export const ZMultiplierText = z
  .string()
  .regex(/^\d+\.\d{4}$/)
  .describe('Multiplier with 4 decimals, e.g. "1.9800"; "0.0000" is a loss');

/**
 * The fair package's outcome object for the game (DiceOutcome, LimboOutcome, MinesOutcome,
 * PlinkoOutcome, SlotOutcome) with every bigint written as its integer string (multipliers in
 * 1/10,000ths, limbo values in hundredths). Compare it with `verify()`'s outcome serialised the same way.
 */
export const ZOriginalOutcome = z
  .record(z.string(), z.unknown())
  .describe('The game outcome as @wheelhouse/fair computes it, bigints as integer strings');

// ---------- seeds ----------

export const ZSeedPair = z
  .object({
    serverSeedHash: z.string().describe('SHA-256 of the active server seed, hex'),
    clientSeed: z.string(),
    nonce: z.number().int().nonnegative().describe('The nonce of the next bet'),
  })
  .describe('The active seed pair');
export type SeedPair = z.infer<typeof ZSeedPair>;

export const ZRevealedSeedPair = z
  .object({
    serverSeed: z.string().describe('The revealed server seed, 64 hex characters'),
    serverSeedHash: z.string(),
    clientSeed: z.string().describe('The client seed when the pair was rotated'),
    lastNonce: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .describe('Nonce of the last bet made with this pair; null when none was made'),
  })
  .describe('A rotated seed pair, server seed revealed');
export type RevealedSeedPair = z.infer<typeof ZRevealedSeedPair>;

export const ZSeedsResponse = ZSeedPair.extend({
  previous: ZRevealedSeedPair.nullable().describe('The last rotated pair, if any'),
}).describe('GET /api/v1/originals/seeds');
export type SeedsResponse = z.infer<typeof ZSeedsResponse>;

export const ZUpdateClientSeedRequest = z
  .object({ clientSeed: z.string().describe('1–64 printable ASCII characters') })
  .strict()
  .describe('PUT /api/v1/originals/seeds/client');
export type UpdateClientSeedRequest = z.infer<typeof ZUpdateClientSeedRequest>;

export const ZRotateSeedsResponse = z
  .object({ revealed: ZRevealedSeedPair, current: ZSeedPair })
  .describe('POST /api/v1/originals/seeds/rotate: 409 conflict while a mines round is active');
export type RotateSeedsResponse = z.infer<typeof ZRotateSeedsResponse>;

// ---------- bets ----------

export const ZOriginalBetStatus = z
  .enum(['active', 'settled'])
  .describe('active: a mines round still being played');

export const ZOriginalBet = z
  .object({
    id: z.string().describe('Bet id (a decimal integer string)'),
    game: ZOriginalGame,
    status: ZOriginalBetStatus,
    stake: ZOriginalMoney,
    payout: ZOriginalMoney.describe('0 on a loss and while a mines round is active'),
    multiplier: ZMultiplierText,
    params: z.record(z.string(), z.unknown()).describe('The game parameters as sent'),
    outcome: ZOriginalOutcome.nullable().describe('null while a mines round is active'),
    nonce: z.number().int().nonnegative(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    serverSeed: z
      .string()
      .nullable()
      .describe('The revealed server seed once the pair was rotated, else null'),
    createdAt: z.string().describe('ISO-8601'),
  })
  .describe('One bet on an original');
export type OriginalBet = z.infer<typeof ZOriginalBet>;

export const ZOriginalBetParams = z.object({ game: ZInstantOriginalGame });

/**
 * `POST /api/v1/originals/{game}/bets` with an Idempotency-Key. `params` per game:
 * dice `{direction: "over"|"under", target: "50.00"}`, limbo `{target: "2.00"}`,
 * plinko `{rows: 8–16, risk: "low"|"medium"|"high"}`, slot `{}`.
 */
export const ZPlaceBetRequest = z
  .object({
    amount: ZAmountString.describe('Stake in the display currency, major units'),
    params: z.record(z.string(), z.unknown()).default({}),
  })
  .strict()
  .describe('A bet on an instant original');
export type PlaceBetRequest = z.input<typeof ZPlaceBetRequest>;

export const ZFreeSpinRequest = z
  .object({
    bonusId: z
      .string()
      .min(1)
      .max(64)
      .describe('The player’s bonus with spins left (PlayerBonus.activation.userBonusId)'),
  })
  .strict()
  .describe('One free spin of a bonus on the slot original');
export type FreeSpinRequest = z.infer<typeof ZFreeSpinRequest>;

export const ZPlaceBetResponse = z
  .object({ bet: ZOriginalBet, balance: ZBalance })
  .describe('The settled bet and the balance after it');
export type PlaceBetResponse = z.infer<typeof ZPlaceBetResponse>;

export const ZBetsQuery = z.object({
  game: ZOriginalGame.optional(),
  limit: z.coerce.number().int().min(1).max(BETS_PAGE_MAX_LIMIT).default(DEFAULT_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});
export type BetsQuery = z.input<typeof ZBetsQuery>;

export const ZBetsPage = z
  .object({ data: z.array(ZOriginalBet), meta: ZPageMeta })
  .describe('The player’s own bets, newest first');
export type BetsPage = z.infer<typeof ZBetsPage>;

export const ZBetIdParams = z.object({ id: ZBigSerialId });

// ---------- mines ----------

export const ZMinesRoundStatus = z
  .enum(['active', 'lost', 'cashed_out'])
  .describe('active: reveal or cash out; lost: a mine was hit; cashed_out: paid');

export const ZMinesRound = z
  .object({
    id: z.string().describe('The round’s bet id'),
    status: ZMinesRoundStatus,
    mines: z.number().int().min(1).max(24),
    stake: ZOriginalMoney,
    payout: ZOriginalMoney,
    revealed: z.array(z.number().int().min(0).max(24)).describe('Tiles revealed, in order'),
    safeReveals: z.number().int().nonnegative(),
    multiplier: ZMultiplierText.describe('What cashing out pays now (0 before the first reveal)'),
    nextMultiplier: ZMultiplierText.nullable().describe('After one more safe reveal; null if none'),
    mineTiles: z
      .array(z.number().int())
      .nullable()
      .describe('The mined tiles once the round is over, else null'),
    nonce: z.number().int().nonnegative(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    createdAt: z.string(),
  })
  .describe('A mines round (5×5 board, tiles 0–24 row by row)');
export type MinesRound = z.infer<typeof ZMinesRound>;

export const ZStartMinesRoundRequest = z
  .object({
    amount: ZAmountString.describe('Stake in the display currency, major units'),
    mines: z.number().int().describe('1–24'),
  })
  .strict()
  .describe('POST /api/v1/originals/mines/rounds (Idempotency-Key); 409 while a round is active');
export type StartMinesRoundRequest = z.infer<typeof ZStartMinesRoundRequest>;

export const ZRevealMinesTileRequest = z
  .object({ cell: z.number().int().describe('Tile 0–24') })
  .strict()
  .describe('POST /api/v1/originals/mines/rounds/{id}/reveal; 409 once the round is over');
export type RevealMinesTileRequest = z.infer<typeof ZRevealMinesTileRequest>;

export const ZMinesRoundParams = z.object({ id: ZBigSerialId });

export const ZMinesRoundResponse = z
  .object({ round: ZMinesRound, balance: ZBalance })
  .describe('The round and the balance after the step');
export type MinesRoundResponse = z.infer<typeof ZMinesRoundResponse>;

export const ZActiveMinesRoundResponse = z
  .object({ round: ZMinesRound.nullable() })
  .describe('GET /api/v1/originals/mines/rounds/active: the unfinished round, if any');
export type ActiveMinesRoundResponse = z.infer<typeof ZActiveMinesRoundResponse>;

// ---------- realtime ----------

/** `broadcast:last_bet` payload: one settled bet of anybody, name masked. */
export const ZLastBetEvent = z
  .object({
    id: z.string().describe('Bet id'),
    gameId: z.number().int().nullable().describe('Catalogue game id (opens /games/{id})'),
    game: z.string().describe('Game title'),
    gameSlug: z
      .string()
      .describe('Catalogue slug: an original’s game, or a third-party game’s slug'),
    player: z.string().describe('Masked name, e.g. "Jo***n"'),
    stake: ZAmountString.describe('House currency, major units'),
    payout: ZAmountString.describe('House currency, major units'),
    currency: z.string().describe('The house currency code'),
    multiplier: ZMultiplierText,
    createdAt: z.string(),
  })
  .describe('broadcast:last_bet');
export type LastBetEvent = z.infer<typeof ZLastBetEvent>;

/** `interface_actions` payload: the client opens this game. */
export const ZInterfaceActionEvent = z
  .object({ gameId: z.number().int().positive() })
  .describe('interface_actions: open /games/{gameId}');
export type InterfaceActionEvent = z.infer<typeof ZInterfaceActionEvent>;

export const ZInterfaceActionRequest = z
  .object({
    userId: z.number().int().positive().optional().describe('One player; omitted: everybody'),
    gameId: z.number().int().positive(),
  })
  .strict()
  .describe('POST /api/admin/interface-actions (content or admin role)');
export type InterfaceActionRequest = z.infer<typeof ZInterfaceActionRequest>;

export const ZInterfaceActionResponse = z
  .object({ gameId: z.number().int(), userId: z.number().int().nullable() })
  .describe('The action was queued for delivery');
export type InterfaceActionResponse = z.infer<typeof ZInterfaceActionResponse>;
