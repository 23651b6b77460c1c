import { z } from 'zod';
import { ZLocale } from './locales';

/**
 * Third-party games: the player's launch call and the seamless-wallet protocol providers call us
 * with (the shape of Hub88's operator API: snake_case bodies, a `status` code in every answer).
 */

export const LAUNCH_MODES = ['real', 'demo'] as const;
export const ZLaunchMode = z
  .enum(LAUNCH_MODES)
  .describe('real: the wallet pays and is paid; demo: fun money, the wallet is never touched');
export type LaunchMode = z.infer<typeof ZLaunchMode>;

export const ZLaunchRequest = z
  .object({
    mode: ZLaunchMode.default('real'),
    lang: ZLocale.optional().describe(
      'The language the game shows: the page’s own; when absent, the player’s profile language',
    ),
  })
  .describe('Open a third-party game; guests may only launch demo');
export type LaunchRequest = z.infer<typeof ZLaunchRequest>;

export const ZLaunchResponse = z
  .object({
    url: z
      .string()
      .describe('The game frame’s address, with the one-time launch token (real mode)'),
    mode: ZLaunchMode,
    currency: z.string().describe('The currency the round plays in'),
    expiresAt: z
      .string()
      .nullable()
      .describe('ISO-8601; after it no new bet is accepted with this token (null in demo)'),
  })
  .describe('Where to load the provider’s game frame');
export type LaunchResponse = z.infer<typeof ZLaunchResponse>;

export const ZProviderStatusResponse = z
  .object({
    reachable: z
      .boolean()
      .describe(
        'Whether the game’s provider answered our probe of its launch origin (any HTTP status counts)',
      ),
  })
  .describe(
    'Whether the provider behind a game frame is up, for a frame that never said it is ready',
  );
export type ProviderStatusResponse = z.infer<typeof ZProviderStatusResponse>;

// ---- Seamless wallet (provider → operator) -------------------------------------------------------

/** Header carrying the request's signature over the raw body. */
export const PROVIDER_SIGNATURE_HEADER = 'x-signature';

/** Status codes of every answer (Hub88's names). */
export const WALLET_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_ROUND_CLOSED',
  /** Ours, in Hub88's style: a stake above the max bet of the player's active bonus. */
  'RS_ERROR_BET_LIMIT_EXCEEDED',
] as const;
export const ZWalletStatus = z.enum(WALLET_STATUSES);
export type WalletStatus = z.infer<typeof ZWalletStatus>;

/**
 * Protocol amounts are integers of 1/100,000 of the session currency's unit, whatever the
 * currency (Hub88's convention): 1.5 USD is 150000. We convert them to the house currency's
 * ledger scale exactly (bigint, rounded down).
 */
export const WALLET_AMOUNT_SCALE = 5;

const ZId = z.string().min(1).max(100);
/** 1/100,000 units of the session's currency (a JSON integer). */
const ZMinor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const ZBase = { request_uuid: ZId, token: z.string().min(1).max(200) };

export const ZWalletUserInfoRequest = z.object({ ...ZBase });
export const ZWalletBalanceRequest = z.object({
  ...ZBase,
  user: ZId,
  game_code: ZId.optional(),
});

const ZMoneyBase = {
  ...ZBase,
  user: ZId,
  game_code: ZId,
  transaction_uuid: ZId,
  round: ZId,
  round_closed: z.boolean().default(false),
  currency: z.string().min(2).max(10),
};

/**
 * Free rounds the operator granted (POST {provider}/freerounds, reference = our bonus id): their
 * bet carries amount 0 and the reference, their win the reference; the win goes to the bonus.
 */
const ZFreeRoundReference = z.string().min(1).max(100);
export const ZWalletBetRequest = z.object({
  ...ZMoneyBase,
  amount: ZMinor,
  free_round_reference: ZFreeRoundReference.optional(),
});
export const ZWalletWinRequest = z.object({
  ...ZMoneyBase,
  amount: ZMinor,
  free_round_reference: ZFreeRoundReference.optional(),
  reference_transaction_uuid: ZId.optional(),
});
export const ZWalletRollbackRequest = z.object({
  ...ZMoneyBase,
  reference_transaction_uuid: ZId,
});
export type WalletBetRequest = z.infer<typeof ZWalletBetRequest>;
export type WalletWinRequest = z.infer<typeof ZWalletWinRequest>;
export type WalletRollbackRequest = z.infer<typeof ZWalletRollbackRequest>;

export const ZWalletResponse = z.object({
  status: ZWalletStatus,
  request_uuid: z.string(),
  user: z.string().optional(),
  username: z.string().optional(),
  currency: z.string().optional(),
  /** Real money of the player in 1/100,000 units of the session currency (errors carry it too). */
  balance: z.number().int().optional(),
  game_code: z.string().optional(),
  transaction_uuid: z.string().optional(),
});
export type WalletResponse = z.infer<typeof ZWalletResponse>;

export const WALLET_PATHS = {
  userInfo: '/user/info',
  balance: '/user/balance',
  bet: '/transaction/bet',
  win: '/transaction/win',
  rollback: '/transaction/rollback',
} as const;

// ---- The player's own third-party rounds ---------------------------------------------------------

export const PROVIDER_ROUNDS_MAX_LIMIT = 100;

export const ZProviderRoundsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PROVIDER_ROUNDS_MAX_LIMIT).default(30),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ProviderRoundsQuery = z.input<typeof ZProviderRoundsQuery>;

export const ZProviderRound = z
  .object({
    id: z.string().describe('`{provider}:{round}`, as in broadcast:last_bet'),
    gameId: z.number().int().nullable().describe('Catalogue game id (opens /games/{id})'),
    game: z.string().describe('Game title (empty when the game is gone from the catalogue)'),
    stake: z.string().describe('House currency, major units: stakes less rolled-back ones'),
    payout: z.string().describe('House currency, major units'),
    currency: z.string().describe('The house currency code'),
    status: z.enum(['open', 'closed']),
    createdAt: z.string(),
  })
  .describe('One round the player played in a third-party game');
export type ProviderRound = z.infer<typeof ZProviderRound>;

export const ZProviderRoundsPage = z.object({
  data: z.array(ZProviderRound),
  meta: z.object({
    offset: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  }),
});
export type ProviderRoundsPage = z.infer<typeof ZProviderRoundsPage>;

/** What the operator sends a provider to grant free rounds (signed by the operator's key). */
export const ZFreeRoundsGrant = z.object({
  request_uuid: ZId,
  /** Our bonus id: the grant is idempotent by it, and the rounds' bets and wins carry it. */
  reference: z.string().min(1).max(100),
  user: z.string().min(1).max(100),
  game_code: z.string().min(1).max(100),
  /**
   * Our game (its slug, also sent as `game` in the launch URL): one provider game may serve
   * several of ours, and only this one plays the rounds.
   */
  operator_game: z.string().min(1).max(100),
  currency: z.string().min(2).max(10),
  /**
   * Rounds left to play. A grant is sent again at every launch of its game with the rounds left
   * (a provider that lost it gets it back); the provider keeps the smaller of its count and this.
   */
  count: z.number().int().min(1).max(1000),
  /** The stake of each round, protocol integer units of the currency. */
  stake: ZMinor,
  expires_at: z.string().nullable(),
});
export type FreeRoundsGrant = z.infer<typeof ZFreeRoundsGrant>;
