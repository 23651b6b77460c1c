import { z } from 'zod';
import { ZAmountString } from './money';
import { patchOf } from './patch';

/** A bonus's wagering multiplier: up to 4 decimals, e.g. "35" or "2.5"; "0" = no wagering. */
export const ZWagerMultiplier = z
  .string()
  .regex(/^(0|[1-9]\d{0,3})(\.\d{1,4})?$/, 'a non-negative decimal with at most 4 decimals')
  .describe('Wagering multiplier, e.g. "35"');

/** `POST /api/admin/users/{id}/bonuses` (Idempotency-Key required). */
export const ZGrantBonusRequest = z
  .object({
    title: z.string().trim().min(1).max(100),
    amount: ZAmountString.describe('House currency, major units, e.g. "25.00"'),
    wagerMultiplier: ZWagerMultiplier,
  })
  .strict()
  .describe('Grant a bonus: the amount goes to the player’s bonus balance');
export type GrantBonusRequest = z.infer<typeof ZGrantBonusRequest>;

export const ZBonusStatus = z.enum([
  'offered',
  'pending',
  'active',
  'wagered',
  'forfeited',
  'expired',
  'cancelled',
]);
export type BonusStatus = z.infer<typeof ZBonusStatus>;

/** A player's bonus as the back office sees it; amounts in the house currency, major units. */
export const ZAdminUserBonus = z.object({
  id: z.string(),
  title: z.string(),
  status: ZBonusStatus,
  amount: ZAmountString,
  currency: z.string(),
  wager: z.object({ current: ZAmountString, total: ZAmountString }),
  createdAt: z.string().describe('ISO-8601'),
  endedAt: z.string().nullable().describe('ISO-8601; when it was wagered, forfeited or expired'),
});
export type AdminUserBonus = z.infer<typeof ZAdminUserBonus>;

export const ZAdminUserBonusesResponse = z.object({ items: z.array(ZAdminUserBonus) });
export type AdminUserBonusesResponse = z.infer<typeof ZAdminUserBonusesResponse>;

/* ------------------------------------------------------------------------------------------------
 * Bonus templates and the player's bonuses (shell spec §3 "Bonus", §4 "Welcome bonus steps").
 * Every amount is a decimal string in major units of the house currency (`conditions.currency`).
 * ---------------------------------------------------------------------------------------------- */

/**
 * `conditions.type`: the spec's promo and promo free spins, and our names for its "others":
 * the four welcome steps (`minDepositNumber` 1–4), the everyday bonus (once per UTC day, from the
 * 4th deposit), and personal bonuses offered to one player.
 */
export const ZBonusType = z.enum(['welcome', 'everyday', 'personal', 'promo', 'promo_freespins']);
export type BonusType = z.infer<typeof ZBonusType>;

/** A non-negative multiplier with at most 4 decimals ("1.2" = 120 % of the deposit). */
export const ZBonusMultiplier = z
  .string()
  .regex(/^(0|[1-9]\d{0,5})(\.\d{1,4})?$/, 'a non-negative decimal with at most 4 decimals')
  .describe('A multiplier, e.g. "1.2"');

/** A non-negative amount in major units of the house currency, e.g. "30.00". */
export const ZBonusAmount = z
  .string()
  .regex(/^(0|[1-9]\d{0,14})(\.\d{1,9})?$/, 'a non-negative decimal amount')
  .describe('House currency, major units, e.g. "30.00"');

/**
 * How much of a bet counts toward the wagering, in percent of the stake: the first entry naming
 * the bet's game wins, then the first naming its category; otherwise the category defaults apply
 * (slots and originals 100, table 10, live 0). 0 excludes the game.
 */
export const ZGameWager = z
  .object({
    kind: z.enum(['game', 'category']).describe('Whether `value` names a game or a category'),
    value: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/)
      .describe('A game slug (e.g. "slot", "dice") or a category value (e.g. "originals")'),
    weight: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe('Percent of the stake that counts; 0 excludes'),
  })
  .strict();
export type GameWager = z.infer<typeof ZGameWager>;

/** Title and description per language; `en` is required and is the fallback. */
export const ZBonusTexts = z
  .object({
    en: z.object({ title: z.string().trim().min(1).max(100), description: z.string().max(2000) }),
  })
  .catchall(
    z.object({ title: z.string().trim().min(1).max(100), description: z.string().max(2000) }),
  )
  .refine((texts) => Object.keys(texts).every((lang) => /^[a-z]{2}$/.test(lang)), {
    message: 'language codes are two lower-case letters',
  })
  .describe('Texts by language code: {"en": {title, description}, "ru": {…}}');
export type BonusTexts = z.infer<typeof ZBonusTexts>;

/** The spec's `conditions` of a Bonus. */
export const ZBonusConditions = z
  .object({
    id: z.number().int().describe('The template id (same as the Bonus id)'),
    personalId: z
      .string()
      .nullable()
      .describe('For a personal bonus: the id of this player’s offer (its user bonus); else null'),
    type: ZBonusType,
    minDepositNumber: z
      .number()
      .int()
      .describe(
        'Welcome step n activates on the player’s nth completed deposit; 0 = no deposit needed',
      ),
    minDeposit: ZBonusAmount.describe('Smallest qualifying deposit (house currency); "0" = any'),
    maxDeposit: ZBonusAmount.nullable().describe('Largest qualifying deposit; null = no limit'),
    amountMultiplier: ZBonusMultiplier.describe(
      'Bonus = deposit × amountMultiplier (capped by maxAmount); a no-deposit bonus pays maxAmount',
    ),
    freespinsCount: z.number().int().min(0),
    freespinsAmount: ZBonusAmount.describe('Stake of one free spin'),
    wager: ZBonusMultiplier.describe('Wagering requirement = bonus amount × wager'),
    wagerFreespins: ZBonusMultiplier.describe('Free-spin winnings are wagered this many times'),
    wagerMaxBet: ZBonusAmount.nullable().describe(
      'Largest stake allowed while this bonus is active; a larger bet is refused (bonus_max_bet)',
    ),
    maxAmount: ZBonusAmount.nullable().describe('Cap of the bonus amount; null = no cap'),
    maxAmountMultiplier: ZBonusMultiplier.nullable().describe(
      'Cap of what converts to real money when the wagering is met, as a multiple of the bonus amount',
    ),
    freespinsMaxAmount: ZBonusAmount.nullable(),
    freespinsMaxAmountMultiplier: ZBonusMultiplier.nullable(),
    freespinsGame: z
      .string()
      .nullable()
      .optional()
      .describe(
        'The third-party game (slug) the free spins are played on, as free rounds its provider is granted; null: the slot original',
      ),
    deadlineHours: z
      .number()
      .int()
      .min(1)
      .describe('The bonus expires this many hours after activation'),
    gamesWagers: z.array(ZGameWager),
    currency: z.string().describe('The house currency every amount above is in'),
  })
  .describe('The conditions of a bonus');
export type BonusConditions = z.infer<typeof ZBonusConditions>;

/** Where the player's own instance of a bonus stands (our addition to the spec's Bonus). */
export const ZUserBonusState = z.enum([
  'offered',
  'pending',
  'active',
  'wagered',
  'forfeited',
  'expired',
  'cancelled',
]);
export type UserBonusState = z.infer<typeof ZUserBonusState>;

/** The largest distance of a time zone from UTC (UTC+14, UTC−12 rounded out): minutes. */
export const MAX_UTC_OFFSET_MINUTES = 840;

export const ZClaimBonusRequest = z
  .object({
    utcOffsetMinutes: z
      .number()
      .int()
      .min(-MAX_UTC_OFFSET_MINUTES)
      .max(MAX_UTC_OFFSET_MINUTES)
      .optional()
      .describe(
        'The player’s time zone as minutes ahead of UTC at the moment of the claim (JavaScript: -new Date().getTimezoneOffset(); UTC+3 is 180). The everyday bonus’s activation deadline is the next local midnight in it; without it, the next UTC midnight.',
      ),
  })
  .describe('Optional');
export type ClaimBonusRequest = z.infer<typeof ZClaimBonusRequest>;

export const ZBonusActivation = z
  .object({
    userBonusId: z.string(),
    state: ZUserBonusState.describe(
      'offered: a personal offer not yet claimed; pending: claimed, waiting for a qualifying deposit; active: the money is in the bonus balance and is being wagered; wagered: converted to real money; forfeited (withdrawal or cancel), expired, cancelled: ended',
    ),
    amount: ZAmountString,
    wager: z.object({ current: ZAmountString, total: ZAmountString }),
    activatedAt: z.string().nullable().describe('ISO-8601'),
    expiresAt: z
      .string()
      .nullable()
      .describe(
        'ISO-8601; when an active bonus expires, or when a pending one stops waiting for its deposit (the everyday bonus: the player’s next local midnight after the claim)',
      ),
    freespins: z
      .object({
        game: z
          .string()
          .nullable()
          .optional()
          .describe('The third-party game (slug) they are free rounds on; null: the slot original'),
        left: z.number().int().min(0).describe('Spins not played yet'),
        stake: ZAmountString.describe('The stake of each spin, paid by the house'),
        won: ZAmountString.describe('What the spins have won so far (after the cap)'),
      })
      .nullable()
      .optional()
      .describe(
        'Free spins of the bonus (POST /api/v1/originals/slot/free-spins); null when it has none',
      ),
  })
  .describe('The player’s instance of the bonus');
export type BonusActivation = z.infer<typeof ZBonusActivation>;

/** The spec's Bonus entity, as GET /api/v2/bonuses lists it for the viewer. */
export const ZPlayerBonus = z
  .object({
    id: z.number().int().describe('Template id; the claim/cancel paths take it'),
    title: z.string().describe('In the viewer’s language, falling back to en'),
    description: z.string(),
    status: z.enum(['active', 'inactive']).describe('active while the player’s bonus runs'),
    isPersonal: z.boolean(),
    isClaimed: z
      .boolean()
      .describe(
        'Welcome step: its bonus was activated at some time; everyday: claimed today (UTC); others: claimed and not ended',
      ),
    isCurrent: z.boolean().describe('The player has this bonus pending or active now'),
    isFirst: z
      .boolean()
      .describe('Welcome step 1 for a player with no completed deposit (shell spec §4)'),
    availableUntil: z
      .string()
      .nullable()
      .describe('Everyday bonus: the next UTC midnight (ISO-8601); else null'),
    conditions: ZBonusConditions,
    activation: ZBonusActivation.nullable(),
  })
  .describe('A bonus as the player sees it');
export type PlayerBonus = z.infer<typeof ZPlayerBonus>;

export const ZPlayerBonusesQuery = z
  .object({
    type: ZBonusType.optional(),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .strict();
export type PlayerBonusesQuery = z.infer<typeof ZPlayerBonusesQuery>;

export const ZPlayerBonusesResponse = z.object({
  data: z.array(ZPlayerBonus),
  meta: z.object({
    offset: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  }),
});
export type PlayerBonusesResponse = z.infer<typeof ZPlayerBonusesResponse>;

export const ZBonusParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .refine((text) => Number(text) <= 2_147_483_647)
    .transform(Number)
    .describe('A bonus (template) id'),
});

/** Bonus settings (shell spec §3, cashier spec §3): POST /api/v2/users/loyalty and its read. */
export const ZPreferredBonus = z
  .object({
    id: z
      .number()
      .int()
      .positive()
      .max(2_147_483_647)
      .nullable()
      .describe(
        'A claimed bonus (template id) to activate on the next deposit of this kind; null = the default',
      ),
    isEnabled: z.boolean().describe('false: deposits of this kind activate no bonus at all'),
  })
  .strict();

export const ZBonusSettings = z
  .object({
    isWelcomeEnabledFiat: z.boolean().describe('Fiat deposits activate the welcome steps'),
    isWelcomeEnabledCrypto: z.boolean().describe('Crypto deposits activate the welcome steps'),
    preferredFiat: ZPreferredBonus,
    preferredCrypto: ZPreferredBonus,
  })
  .strict();
export type BonusSettings = z.infer<typeof ZBonusSettings>;

/** The bonus modal state (shell spec §3) and the drawer's shown flag. */
export const ZBonusModalState = z.object({
  depositCount: z.number().int().min(0),
  lastShowModalAt: z.string().nullable().describe('ISO-8601; when the modal was last shown'),
  variant: z
    .enum(['welcome', 'everyday'])
    .describe('everyday from 4 completed deposits, welcome below (shell spec §4)'),
});
export type BonusModalState = z.infer<typeof ZBonusModalState>;

export const ZBonusDrawerState = z.object({
  isShown: z.boolean().describe('The bonus drawer was shown to this player'),
  shownAt: z.string().nullable().describe('ISO-8601'),
  variant: z.enum(['welcome', 'everyday']),
});
export type BonusDrawerState = z.infer<typeof ZBonusDrawerState>;

/* ------------------------------------------------------------------------------------------------
 * Back office: templates.
 * ---------------------------------------------------------------------------------------------- */

export const ZBonusTemplateInput = z
  .object({
    type: ZBonusType,
    texts: ZBonusTexts,
    active: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    minDepositNumber: z.number().int().min(0).max(4).default(0),
    minDeposit: ZBonusAmount.default('0'),
    maxDeposit: ZBonusAmount.nullable().default(null),
    amountMultiplier: ZBonusMultiplier.default('0'),
    freespinsCount: z.number().int().min(0).max(1000).default(0),
    freespinsAmount: ZBonusAmount.default('0'),
    wager: ZBonusMultiplier.default('0'),
    wagerFreespins: ZBonusMultiplier.default('0'),
    wagerMaxBet: ZBonusAmount.nullable().default(null),
    maxAmount: ZBonusAmount.nullable().default(null),
    maxAmountMultiplier: ZBonusMultiplier.nullable().default(null),
    freespinsMaxAmount: ZBonusAmount.nullable().default(null),
    freespinsMaxAmountMultiplier: ZBonusMultiplier.nullable().default(null),
    freespinsGame: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/)
      .nullable()
      .optional()
      .describe(
        'A third-party game’s slug the free spins are played on; null/absent: the slot original',
      ),
    deadlineHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(720),
    gamesWagers: z.array(ZGameWager).max(200).default([]),
  })
  .strict()
  .describe(
    'A bonus template; welcome steps need minDepositNumber 1–4. Free spins (freespinsCount > 0) need freespinsAmount; type promo_freespins needs freespinsCount ≥ 1. The spins are played on the slot original (POST /api/v1/originals/slot/free-spins), or, with freespinsGame (a third-party game’s slug), as free rounds its provider is granted when the player opens the game: the provider plays them at freespinsAmount with a zero stake and reports their wins with the bonus id as free_round_reference; the wins go to the bonus, capped and wagered as above',
  );
export type BonusTemplateInput = z.infer<typeof ZBonusTemplateInput>;

export const ZBonusTemplatePatch = patchOf(ZBonusTemplateInput);
export type BonusTemplatePatch = z.infer<typeof ZBonusTemplatePatch>;

export const ZAdminBonusTemplate = z.object({
  id: z.number().int(),
  type: ZBonusType,
  texts: ZBonusTexts,
  active: z.boolean(),
  sortOrder: z.number().int(),
  conditions: ZBonusConditions,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBonusTemplate = z.infer<typeof ZAdminBonusTemplate>;

export const ZAdminBonusTemplatesResponse = z.object({ items: z.array(ZAdminBonusTemplate) });
export type AdminBonusTemplatesResponse = z.infer<typeof ZAdminBonusTemplatesResponse>;

/** POST /api/admin/users/{id}/personal-bonuses: offers a personal template to one player. */
export const ZOfferPersonalBonusRequest = z
  .object({ templateId: z.number().int().positive().max(2_147_483_647) })
  .strict();
export type OfferPersonalBonusRequest = z.infer<typeof ZOfferPersonalBonusRequest>;

export const ZAdminUserBonusParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  bonusId: z.string().regex(/^bn_[0-9a-f]{24}$/),
});

/* ------------------------------------------------------------------------------------------------
 * Promo codes.
 * ---------------------------------------------------------------------------------------------- */

/** POST /api/v2/promo-codes/redeem: the code as the player typed it (any case). */
export const ZRedeemPromoCodeRequest = z
  .object({ code: z.string().trim().min(1).max(64).describe('The promo code, any case') })
  .strict();
export type RedeemPromoCodeRequest = z.infer<typeof ZRedeemPromoCodeRequest>;

export const ZPromoCodeText = z
  .string()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, '3–32 letters, digits, _ or -')
  .describe('Stored upper-case');

export const ZPromoCodeInput = z
  .object({
    code: ZPromoCodeText,
    templateId: z
      .number()
      .int()
      .positive()
      .describe('A promo, promo_freespins or personal template'),
    maxRedemptions: z.number().int().min(1).max(10_000_000).describe('Redemptions in all'),
    validFrom: z.iso.datetime({ offset: true }).nullable().default(null),
    validUntil: z.iso.datetime({ offset: true }).nullable().default(null),
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .max(250)
      .default([])
      .describe('ISO 3166-1 alpha-2 countries allowed (by the client address); empty = any'),
    currencies: z
      .array(z.string().regex(/^[A-Z0-9]{2,10}$/))
      .max(100)
      .default([])
      .describe('Primary (display) currencies allowed; empty = any'),
    active: z.boolean().default(true),
  })
  .strict();
export type PromoCodeInput = z.infer<typeof ZPromoCodeInput>;

/**
 * PATCH /api/admin/promo-codes/{id}: everything but the code itself (players may hold it already).
 * maxRedemptions may not go below the redemptions made (400, Validation.min).
 */
export const ZPromoCodePatch = ZPromoCodeInput.omit({ code: true })
  .extend({
    validFrom: z.iso.datetime({ offset: true }).nullable(),
    validUntil: z.iso.datetime({ offset: true }).nullable(),
    countries: ZPromoCodeInput.shape.countries.unwrap(),
    currencies: ZPromoCodeInput.shape.currencies.unwrap(),
    active: z.boolean(),
  })
  .partial()
  .strict();
export type PromoCodePatch = z.infer<typeof ZPromoCodePatch>;

export const ZAdminPromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  templateId: z.number().int(),
  maxRedemptions: z.number().int(),
  redemptions: z.number().int().describe('How many players redeemed it'),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  countries: z.array(z.string()),
  currencies: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof ZAdminPromoCode>;

export const ZPromoCodeIdParams = ZBonusParams.describe('A promo code id');

export const ZAdminPromoCodesResponse = z.object({ items: z.array(ZAdminPromoCode) });
export type AdminPromoCodesResponse = z.infer<typeof ZAdminPromoCodesResponse>;

/* ------------------------------------------------------------------------------------------------
 * Promo links: `/{lang}/?promo=CODE` opens the promo-code modal, which shows the code's offer.
 * ---------------------------------------------------------------------------------------------- */

export const ZPromoCodeParams = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ or -')
    .describe('A promo code, any case'),
});

/** GET /api/v2/promo-codes/{code}: what the code gives, before the player redeems it. */
export const ZPromoCodePreview = z
  .object({
    code: z.string().describe('The code as stored (upper-case)'),
    isRedeemed: z.boolean().describe('This player redeemed the code already'),
    bonus: z.object({
      id: z.number().int().describe('The template id the code gives'),
      title: z.string().describe('In the viewer’s language, falling back to en'),
      description: z.string(),
      conditions: ZBonusConditions,
    }),
  })
  .describe('A promo code’s offer');
export type PromoCodePreview = z.infer<typeof ZPromoCodePreview>;
