import { z } from 'zod';
import { ZAmountString } from './money';
import { DEFAULT_PAGE_LIMIT, ZPageMeta } from './paging';
import { ZSerialId } from './params';

/**
 * The operator's view of seamless-wallet providers (back office, /api/admin): their keys,
 * currencies and state, which provider game each catalogue game launches, and a daily
 * reconciliation of what every provider moved through the wallet. A provider's HMAC secret is
 * write-only: answers say whether one is stored, never what it is.
 */

export const ZWalletProviderSlug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/)
  .describe('Lower-case letters, digits and dashes; the path segment of /api/provider/{slug}');

export const WALLET_SIGNATURES = ['rsa', 'hmac'] as const;
export const ZWalletSignature = z
  .enum(WALLET_SIGNATURES)
  .describe('rsa: RSA-SHA256 verified with the public key; hmac: HMAC-SHA256 with a shared secret');
export type WalletSignature = z.infer<typeof ZWalletSignature>;

const ZPublicKey = z
  .string()
  .trim()
  .min(1)
  .max(8000)
  .describe('PEM (SPKI) public key, "-----BEGIN PUBLIC KEY-----…"');
export const HMAC_SECRET_MIN_LENGTH = 32;
const ZSecret = z
  .string()
  .min(HMAC_SECRET_MIN_LENGTH)
  .max(512)
  .describe('Shared HMAC secret (write-only: never returned)');
const ZLaunchUrl = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .describe('Origin of the provider’s game frames, e.g. https://games.example.com');
const ZCurrencyCodes = z
  .array(
    z
      .string()
      .regex(/^[A-Z][A-Z0-9]{1,9}$/)
      .describe('Currency code'),
  )
  .max(50)
  .describe('Currencies the provider plays in (others play in the house currency)');

export const ZAdminWalletProvider = z
  .object({
    slug: ZWalletProviderSlug,
    name: z.string(),
    signature: ZWalletSignature,
    publicKey: z.string().nullable().describe('The stored public key (rsa), public by nature'),
    hasSecret: z.boolean().describe('Whether an HMAC secret is stored; the secret never leaves'),
    launchUrl: z.string(),
    currencies: z.array(z.string()),
    active: z.boolean().describe('An inactive provider launches nothing and its calls answer 404'),
    createdAt: z.string(),
  })
  .describe('A seamless-wallet provider as staff see it');
export type AdminWalletProvider = z.infer<typeof ZAdminWalletProvider>;

export const ZAdminWalletProvidersResponse = z.object({ items: z.array(ZAdminWalletProvider) });
export type AdminWalletProvidersResponse = z.infer<typeof ZAdminWalletProvidersResponse>;

export const ZWalletProviderParams = z.object({ slug: ZWalletProviderSlug });

const keyRule = (
  value: { signature?: WalletSignature; publicKey?: string; secret?: string },
  context: z.RefinementCtx,
) => {
  if (value.signature === 'rsa' && !value.publicKey)
    context.addIssue({ code: 'custom', path: ['publicKey'], message: 'required for rsa' });
  if (value.signature === 'hmac' && !value.secret)
    context.addIssue({ code: 'custom', path: ['secret'], message: 'required for hmac' });
};

export const ZCreateWalletProviderRequest = z
  .object({
    slug: ZWalletProviderSlug,
    name: z.string().trim().min(1).max(100),
    signature: ZWalletSignature,
    publicKey: ZPublicKey.optional(),
    secret: ZSecret.optional(),
    launchUrl: ZLaunchUrl,
    currencies: ZCurrencyCodes.default([]),
    active: z.boolean().default(true),
  })
  .superRefine(keyRule)
  .describe('Connect a provider: rsa needs publicKey, hmac needs secret');
export type CreateWalletProviderRequest = z.infer<typeof ZCreateWalletProviderRequest>;

export const ZUpdateWalletProviderRequest = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    signature: ZWalletSignature.optional(),
    publicKey: ZPublicKey.optional().describe('A new public key (rotation)'),
    secret: ZSecret.optional().describe(
      'A new HMAC secret (rotation); omit to keep the stored one',
    ),
    launchUrl: ZLaunchUrl.optional(),
    currencies: ZCurrencyCodes.optional(),
    active: z.boolean().optional(),
  })
  .describe(
    'Change a provider; fields left out stay. Switching the signature kind needs the new kind’s key unless one is stored',
  );
export type UpdateWalletProviderRequest = z.infer<typeof ZUpdateWalletProviderRequest>;

// ---- Per-game mapping ---------------------------------------------------------------------------

export const GAME_MAPPINGS_MAX_LIMIT = 100;

export const ZGameMappingsQuery = z.object({
  walletProvider: ZWalletProviderSlug.optional().describe('Only games this provider serves'),
  search: z.string().trim().max(100).optional().describe('Part of the title'),
  unmapped: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only third-party games no provider serves'),
  limit: z.coerce.number().int().min(1).max(GAME_MAPPINGS_MAX_LIMIT).default(DEFAULT_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});
export type GameMappingsQuery = z.infer<typeof ZGameMappingsQuery>;

export const ZGameMapping = z
  .object({
    gameId: z.number().int(),
    slug: z.string(),
    title: z.string(),
    catalogueProvider: z.string().describe('The studio shown in the lobby'),
    walletProvider: z.string().nullable().describe('The wallet provider that launches it'),
    externalGameId: z.string().nullable().describe('That provider’s code of the game'),
    active: z.boolean(),
  })
  .describe('Which provider game a catalogue game launches');
export type GameMapping = z.infer<typeof ZGameMapping>;

export const ZGameMappingsResponse = z.object({ data: z.array(ZGameMapping), meta: ZPageMeta });
export type GameMappingsResponse = z.infer<typeof ZGameMappingsResponse>;

export const ZGameMappingParams = z.object({ id: ZSerialId });

export const ZExternalGameId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/)
  .describe('The provider’s code of the game');

export const ZSetGameMappingRequest = z
  .object({
    walletProvider: ZWalletProviderSlug.nullable(),
    externalGameId: ZExternalGameId.nullable(),
  })
  .superRefine((value, context) => {
    if ((value.walletProvider === null) !== (value.externalGameId === null))
      context.addIssue({
        code: 'custom',
        path: ['externalGameId'],
        message: 'set both, or neither to disconnect the game',
      });
  })
  .describe('Point a game at a provider game, or both null to disconnect it');
export type SetGameMappingRequest = z.infer<typeof ZSetGameMappingRequest>;

// ---- Reconciliation -----------------------------------------------------------------------------

const ZDay = z.iso.date().describe('UTC date, YYYY-MM-DD');
export const RECONCILIATION_MAX_DAYS = 92;

export const ZReconciliationQuery = z
  .object({
    from: ZDay.optional().describe('First day (default: 6 days before `to`)'),
    to: ZDay.optional().describe('Last day (default: today, UTC)'),
  })
  .describe(`A range of UTC days, both ends included, at most ${RECONCILIATION_MAX_DAYS} days`);
export type ReconciliationQuery = z.infer<typeof ZReconciliationQuery>;

const ZFlow = z.object({ count: z.number().int(), amount: ZAmountString });

export const ZReconciliationDay = z
  .object({
    day: ZDay,
    bets: ZFlow.describe('Stakes debited (rolled-back ones included; see rollbacks)'),
    wins: ZFlow.describe('Payouts credited (zero-amount wins of lost rounds counted)'),
    rollbacks: ZFlow.describe('Stakes refunded by rollbacks'),
    net: ZAmountString.describe('bets − rollbacks − wins: what the house kept'),
    ledgerNet: ZAmountString.describe(
      'The same figure from the ledger’s transfers keyed by this provider; equals `net` when reconciled',
    ),
    openRounds: z.number().int().describe('Rounds opened that day and still not closed'),
  })
  .describe('One provider’s wallet traffic on one UTC day, in the house currency');
export type ReconciliationDay = z.infer<typeof ZReconciliationDay>;

export const ZReconciliationResponse = z
  .object({
    provider: ZWalletProviderSlug,
    currency: z.string().describe('The house currency every amount is in'),
    from: ZDay,
    to: ZDay,
    data: z.array(ZReconciliationDay).describe('Every day of the range in order, zeros included'),
    totals: ZReconciliationDay.omit({ day: true }),
  })
  .describe('Reconciliation report of one provider');
export type ReconciliationResponse = z.infer<typeof ZReconciliationResponse>;
