/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../platform/db/columns';
import { staff } from '../admin/schema';
import { users } from '../users/schema';

/** What a running bonus keeps of its template (amounts in minor units of the house currency). */
export interface BonusTerms {
  wagerMaxBetMinor: string | null;
  /** Cap of what converts when wagered (minor units); null = all of it. */
  convertCapMinor: string | null;
  gamesWagers: Array<{ kind: 'game' | 'category'; value: string; weight: number }>;
  /** Most the free spins may win in all (minor units); null = no cap. */
  freespinsCapMinor?: string | null;
  /** Wagering of free-spin winnings, fixed-point E4 (wagerFreespins). */
  wagerFreespinsE4?: string;
}

/**
 * Bonus templates (shell spec §3 "Bonus" conditions): the welcome steps, the everyday bonus,
 * promo bonuses and free spins, personal bonuses. Amounts are minor units of the house currency;
 * multipliers are fixed-point with 4 decimals (`…_e4`: 12000 = 1.2).
 */
export const bonusTemplates = pgTable(
  'bonus_templates',
  {
    id: serial('id').primaryKey(),
    type: text('type', {
      enum: ['welcome', 'everyday', 'personal', 'promo', 'promo_freespins'],
    }).notNull(),
    /** {lang: {title, description}}; en is required. */
    texts: jsonb('texts').$type<Record<string, { title: string; description: string }>>().notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    minDepositNumber: integer('min_deposit_number').notNull().default(0),
    minDepositMinor: money('min_deposit_minor')
      .notNull()
      .default(sql`0`),
    maxDepositMinor: money('max_deposit_minor'),
    amountMultiplierE4: money('amount_multiplier_e4')
      .notNull()
      .default(sql`0`),
    freespinsCount: integer('freespins_count').notNull().default(0),
    freespinsAmountMinor: money('freespins_amount_minor')
      .notNull()
      .default(sql`0`),
    wagerE4: money('wager_e4')
      .notNull()
      .default(sql`0`),
    wagerFreespinsE4: money('wager_freespins_e4')
      .notNull()
      .default(sql`0`),
    wagerMaxBetMinor: money('wager_max_bet_minor'),
    maxAmountMinor: money('max_amount_minor'),
    maxAmountMultiplierE4: money('max_amount_multiplier_e4'),
    freespinsMaxAmountMinor: money('freespins_max_amount_minor'),
    freespinsMaxAmountMultiplierE4: money('freespins_max_amount_multiplier_e4'),
    deadlineHours: integer('deadline_hours').notNull().default(720),
    /**
     * The game the free spins are played on: a third-party game's slug (its provider is granted
     * "free rounds" over its API); null: our slot original.
     */
    freespinsGame: text('freespins_game'),
    gamesWagers: jsonb('games_wagers')
      .$type<Array<{ kind: 'game' | 'category'; value: string; weight: number }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('bonus_templates_type_idx').on(t.type, t.active),
    check(
      'bonus_templates_values_check',
      sql`${t.minDepositNumber} between 0 and 4 and ${t.minDepositMinor} >= 0
          and ${t.amountMultiplierE4} >= 0 and ${t.wagerE4} >= 0 and ${t.deadlineHours} > 0
          and (${t.type} <> 'welcome' or ${t.minDepositNumber} between 1 and 4)`,
    ),
  ],
);

/** Per player: bonus settings (POST /api/v2/users/loyalty), the bonus modal and drawer state. */
export const bonusPlayerSettings = pgTable('bonus_player_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  isWelcomeEnabledFiat: boolean('is_welcome_enabled_fiat').notNull().default(true),
  isWelcomeEnabledCrypto: boolean('is_welcome_enabled_crypto').notNull().default(true),
  preferredFiatId: integer('preferred_fiat_id'),
  preferredFiatEnabled: boolean('preferred_fiat_enabled').notNull().default(true),
  preferredCryptoId: integer('preferred_crypto_id'),
  preferredCryptoEnabled: boolean('preferred_crypto_enabled').notNull().default(true),
  lastShowModalAt: timestamp('last_show_modal_at', { withTimezone: true, mode: 'date' }),
  drawerShownAt: timestamp('drawer_shown_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Bonuses granted to players. The bonus money itself is in the player's player_bonus account;
 * this row tracks its wagering. Active bonuses are forfeited when the player withdraws.
 */
export const userBonuses = pgTable(
  'user_bonuses',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    status: text('status', {
      enum: ['offered', 'pending', 'active', 'wagered', 'forfeited', 'expired', 'cancelled'],
    }).notNull(),
    /** The template it came from; null for an ad-hoc staff grant. */
    templateId: integer('template_id').references(() => bonusTemplates.id),
    /**
     * At most one row per (player, claim key): `welcome:<template>`, `everyday:<yyyy-mm-dd>`,
     * `personal:<template>:<n>`, `crypto:<deposit key>`. Makes each activation happen once.
     */
    claimKey: text('claim_key'),
    /** The conditions as they were when the bonus was taken (a template edit changes no running bonus). */
    terms: jsonb('terms').$type<BonusTerms>(),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    /** Granted amount, minor units of the house currency. */
    amountMinor: money('amount_minor').notNull(),
    wagerTotalMinor: money('wager_total_minor').notNull(),
    wagerCurrentMinor: money('wager_current_minor')
      .notNull()
      .default(sql`0`),
    /** Free spins not played yet; the bonus cannot complete while any are left. */
    freespinsLeft: integer('freespins_left').notNull().default(0),
    /** The stake of each free spin (minor units), paid by the house, not the wallet. */
    freespinsStakeMinor: money('freespins_stake_minor')
      .notNull()
      .default(sql`0`),
    /** What the free spins have won so far, after the cap (minor units). */
    freespinsWonMinor: money('freespins_won_minor')
      .notNull()
      .default(sql`0`),
    /** A third-party game's slug the spins are for (its template's freespinsGame); null: slot original. */
    freespinsGame: text('freespins_game'),
    /**
     * When the game's provider first acknowledged the free rounds grant (our bonus id is its
     * reference); the grant is sent again at every launch all the same.
     */
    freeroundsGrantedAt: timestamp('freerounds_granted_at', { withTimezone: true, mode: 'date' }),
    grantedBy: integer('granted_by').references(() => staff.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_bonuses_user_status_idx').on(t.userId, t.status),
    uniqueIndex('user_bonuses_claim_key_idx').on(t.userId, t.claimKey),
    index('user_bonuses_expiry_idx').on(t.status, t.expiresAt),
    check(
      'user_bonuses_amounts_check',
      sql`${t.amountMinor} >= 0 and ${t.wagerTotalMinor} >= 0 and ${t.wagerCurrentMinor} >= 0
          and ${t.freespinsLeft} >= 0 and ${t.freespinsStakeMinor} >= 0 and ${t.freespinsWonMinor} >= 0`,
    ),
  ],
);

/**
 * Promo codes bound to a template: at most `maxRedemptions` in all, once per player, within the
 * validity window, for players from `countries` with a primary currency in `currencies` (empty:
 * any). `redemptions` is raised by one conditional UPDATE, so N parallel redemptions of the last
 * use let exactly one through.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper-case; players may type any case. */
    code: text('code').notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => bonusTemplates.id),
    maxRedemptions: integer('max_redemptions').notNull(),
    redemptions: integer('redemptions').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
    countries: jsonb('countries')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    currencies: jsonb('currencies')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_idx').on(t.code),
    check(
      'promo_codes_redemptions_check',
      sql`${t.maxRedemptions} > 0 and ${t.redemptions} between 0 and ${t.maxRedemptions}`,
    ),
  ],
);

/** One row per player and code: the once-per-player rule is this table's unique index. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    userBonusId: text('user_bonus_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_redemptions_once_idx').on(t.promoCodeId, t.userId)],
);

/**
 * What one keyed bet (a provider stake: `provider:<slug>:<transaction>`) added to each active
 * bonus's wagering, so that its rollback takes exactly that back (not below zero), once.
 */
export const bonusWagerCounts = pgTable(
  'bonus_wager_counts',
  {
    wagerKey: text('wager_key').notNull(),
    userBonusId: text('user_bonus_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountMinor: money('amount_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.wagerKey, t.userBonusId] }),
    check('bonus_wager_counts_amount_check', sql`${t.amountMinor} > 0`),
  ],
);
