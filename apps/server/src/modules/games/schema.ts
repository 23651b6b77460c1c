/** Tables of this module (ARCHITECTURE.md "Layout"): only its repositories query them. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { users } from '../users/schema';

/** Game studios of the catalogue ("Wheelhouse Originals" is ours); `value` is the URL slug. */
export const gameProviders = pgTable(
  'game_providers',
  {
    id: serial('id').primaryKey(),
    value: text('value').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_providers_value_key').on(t.value)],
);

/** Lobby categories (slots, live, originals, …) with a title per language; `value` is the URL slug. */
export const gameCategories = pgTable(
  'game_categories',
  {
    id: serial('id').primaryKey(),
    value: text('value').notNull(),
    /** { [language]: title }; English is required and is the fallback. */
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_categories_value_key').on(t.value)],
);

/** The casino catalogue: our originals and third-party games. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    /** Category values (game_categories.value) the game is listed under. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text('image_url').notNull(),
    labelType: text('label_type', { enum: ['exclusive', 'early_access'] }),
    /** ISO 3166-1 alpha-2 codes of countries where the game may not be played. */
    blacklistCountries: text('blacklist_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Currency codes in which the game may not be played. */
    blacklistCurrencies: text('blacklist_currencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Return to player in percent, e.g. 96.50. */
    rtp: numeric('rtp', { precision: 5, scale: 2 }).notNull(),
    popularity: integer('popularity').notNull().default(0),
    /** 0–5 stars. */
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
    /**
     * The seamless-wallet provider (provider-api's slug) that serves this game and its code there;
     * null for our originals and for games no connected provider serves.
     */
    walletProvider: text('wallet_provider'),
    externalGameId: text('external_game_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_slug_key').on(t.slug),
    index('games_provider_idx').on(t.providerId),
    check(
      'games_numbers_check',
      sql`${t.rtp} > 0 and ${t.rtp} <= 100 and ${t.rating} >= 0 and ${t.rating} <= 5 and ${t.popularity} >= 0`,
    ),
  ],
);

/** A player's favourite games; one row per player and game. */
export const gameFavorites = pgTable(
  'game_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameId] }),
    index('game_favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
);
