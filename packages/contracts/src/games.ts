import { z } from 'zod';
import { isSerialId, ZSerialId } from './params';
import { SUPPORTED_LOCALES } from './locales';
import { DEFAULT_PAGE_LIMIT, ZPageMeta } from './paging';
import { GAME_LABEL_TYPES } from './plain/games';

/** Shell spec §5: a search term counts once it has 3 characters after trimming. */
export const GAME_SEARCH_MIN_LENGTH = 3;
export const GAME_SEARCH_MAX_LENGTH = 100;
export const GAMES_PAGE_MAX_LIMIT = 100;
/** At most this many ids in one `ids` filter. */
export const GAME_IDS_MAX = 100;

export const GAME_SORTS = ['rate', 'title', 'popularity', 'recently'] as const;
export const ZGameSort = z
  .enum(GAME_SORTS)
  .describe('rate: best rated first; title: A–Z; popularity: most played first; recently: newest');
export type GameSort = z.infer<typeof ZGameSort>;

export const ZGameLabelType = z.enum(GAME_LABEL_TYPES);
export type GameLabelType = z.infer<typeof ZGameLabelType>;

export const ZGameBlockReason = z
  .enum(['country', 'currency'])
  .describe('Why the viewer may not play: their country or their currency is blacklisted');
export type GameBlockReason = z.infer<typeof ZGameBlockReason>;

export {
  GAME_LABEL_TYPES,
  isOriginalGameSlug,
  ORIGINAL_GAME_SLUGS,
  ORIGINALS_CATEGORY,
  ORIGINALS_PROVIDER,
  type OriginalGameSlug,
} from './plain/games';

/** A slug or category/provider value: lower-case letters, digits and dashes. */
export const ZGameValue = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/)
  .describe('Lower-case slug, e.g. "slots" or "wheelhouse-originals"');

const ZCountryCode = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .describe('ISO 3166-1 alpha-2 code, e.g. "DE"');
const ZCurrencyCode = z
  .string()
  .regex(/^[A-Z][A-Z0-9]{1,9}$/)
  .describe('Currency code, e.g. "USD"');

/** `ids=1,2,3` (or repeated `ids=`): positive game ids. */
const ZGameIds = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value.join(',') : value))
  .pipe(
    z
      .string()
      .regex(/^\d{1,9}(,\d{1,9})*$/, { message: 'Comma-separated game ids' })
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .pipe(z.array(z.number().int().positive()).max(GAME_IDS_MAX)),
  )
  .describe('Only these game ids, comma-separated');

const ZPaging = {
  limit: z.coerce.number().int().min(1).max(GAMES_PAGE_MAX_LIMIT).default(DEFAULT_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
};

export const ZGamesCollectionQuery = z
  .object({
    category: ZGameValue.optional().describe('A category value'),
    provider: ZGameValue.optional().describe('A provider value'),
    search: z
      .string()
      .trim()
      .min(GAME_SEARCH_MIN_LENGTH)
      .max(GAME_SEARCH_MAX_LENGTH)
      .optional()
      .describe('Part of the title, case-insensitive; at least 3 characters after trimming'),
    ids: ZGameIds.optional(),
    sort: ZGameSort.default('popularity'),
    ...ZPaging,
  })
  .describe('Filter, sort and page the catalogue');
export type GamesCollectionQuery = z.infer<typeof ZGamesCollectionQuery>;

export const ZFavoriteGamesQuery = z
  .object({ ids: ZGameIds.optional(), ...ZPaging })
  .describe('The viewer’s favourites, most recently added first');
export type FavoriteGamesQuery = z.infer<typeof ZFavoriteGamesQuery>;

export const ZGameProviderRef = z.object({ value: z.string(), name: z.string() });

export const ZGame = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    imageUrl: z.string(),
    provider: ZGameProviderRef,
    categories: z.array(z.string()).describe('Category values'),
    labelType: ZGameLabelType.nullable(),
    blacklists: z.object({
      countries: z.array(z.string()),
      currencies: z.array(z.string()),
    }),
    rtp: z.string().describe('Return to player in percent, e.g. "96.50"'),
    rating: z.string().describe('0–5, e.g. "4.60"'),
    popularity: z.number().int(),
    addedAt: z.string().describe('ISO-8601'),
    isFavorite: z.boolean().describe('Always false for guests'),
    blockReason: ZGameBlockReason.nullable(),
    connected: z
      .boolean()
      .describe(
        'True when the game can be played here: our originals, or a connected provider serves it',
      ),
  })
  .describe('A game tile (shell spec §3) with the details of the game page');
export type Game = z.infer<typeof ZGame>;

export const ZGamesPage = z
  .object({ data: z.array(ZGame), meta: ZPageMeta })
  .describe('A page of games (shell spec §3 paged list)');
export type GamesPage = z.infer<typeof ZGamesPage>;

export const ZGameParams = z.object({
  idOrSlug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/)
    // Digits only are an id (of a serial column), so they must be one.
    .refine((value) => !/^\d+$/.test(value) || isSerialId(value), { message: 'not a game id' })
    .describe('A game id (1–2147483647) or slug'),
});

export const ZFavoriteParams = z.object({
  gameId: ZSerialId,
});

export const ZFavoriteState = z.object({ gameId: z.number().int(), isFavorite: z.boolean() });
export type FavoriteState = z.infer<typeof ZFavoriteState>;

export const ZGameCategory = z.object({
  value: z.string(),
  title: z.string().describe('In the viewer’s language, else English'),
});
export type GameCategory = z.infer<typeof ZGameCategory>;
export const ZGameCategoriesResponse = z.object({ items: z.array(ZGameCategory) });
export type GameCategoriesResponse = z.infer<typeof ZGameCategoriesResponse>;

export const ZGameProvider = z.object({
  value: z.string(),
  name: z.string(),
  gamesCount: z.number().int().describe('Active games of this provider'),
});
export type GameProvider = z.infer<typeof ZGameProvider>;
export const ZGameProvidersResponse = z.object({ items: z.array(ZGameProvider) });
export type GameProvidersResponse = z.infer<typeof ZGameProvidersResponse>;

export const ZLangQuery = z.object({
  lang: z.string().max(35).optional().describe('Language of category titles'),
});

// ---- Back office -------------------------------------------------------------------------------

/** Our static tiles live under /games/ (apps/web/public/games); others must be https. */
function isGameImageUrl(value: string): boolean {
  if (/^\/games\/[a-z0-9][a-z0-9_-]*\.(svg|png|jpe?g|webp)$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

const ZDecimalPercent = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/)
  .refine((value) => Number(value) > 0 && Number(value) <= 100, { message: '0 < rtp ≤ 100' });
const ZRating = z
  .string()
  .regex(/^\d(\.\d{1,2})?$/)
  .refine((value) => Number(value) <= 5, { message: '0 ≤ rating ≤ 5' });

const gameFields = {
  slug: ZGameValue,
  title: z.string().trim().min(1).max(120),
  provider: ZGameValue.describe('Provider value'),
  categories: z.array(ZGameValue).max(20),
  imageUrl: z
    .string()
    .max(2000)
    .refine(isGameImageUrl, { message: 'An https URL or a path under /games/' }),
  labelType: ZGameLabelType.nullable(),
  blacklistCountries: z.array(ZCountryCode).max(250),
  blacklistCurrencies: z.array(ZCurrencyCode).max(100),
  rtp: ZDecimalPercent,
  popularity: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  rating: ZRating,
  addedAt: z.iso.datetime({ offset: true }),
  active: z.boolean(),
};

export const ZAdminGame = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  provider: z.string(),
  categories: z.array(z.string()),
  imageUrl: z.string(),
  labelType: ZGameLabelType.nullable(),
  blacklistCountries: z.array(z.string()),
  blacklistCurrencies: z.array(z.string()),
  rtp: z.string(),
  popularity: z.number().int(),
  rating: z.string(),
  addedAt: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminGame = z.infer<typeof ZAdminGame>;

export const ZAdminGamesQuery = z.object({
  search: z.string().trim().max(GAME_SEARCH_MAX_LENGTH).optional().describe('Part of the title'),
  provider: ZGameValue.optional(),
  ...ZPaging,
});
export type AdminGamesQuery = z.infer<typeof ZAdminGamesQuery>;

export const ZAdminGamesResponse = z.object({ data: z.array(ZAdminGame), meta: ZPageMeta });
export type AdminGamesResponse = z.infer<typeof ZAdminGamesResponse>;

export const ZAdminGameParams = z.object({
  id: ZSerialId,
});

export const ZCreateGameRequest = z
  .object({
    ...gameFields,
    categories: gameFields.categories.default([]),
    labelType: gameFields.labelType.default(null),
    blacklistCountries: gameFields.blacklistCountries.default([]),
    blacklistCurrencies: gameFields.blacklistCurrencies.default([]),
    popularity: gameFields.popularity.default(0),
    rating: gameFields.rating.default('0'),
    addedAt: gameFields.addedAt.optional().describe('ISO-8601; now when absent'),
    active: gameFields.active.default(true),
  })
  .strict()
  .describe('Add a game to the catalogue');
export type CreateGameRequest = z.infer<typeof ZCreateGameRequest>;

export const ZUpdateGameRequest = z
  .object(gameFields)
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' })
  .describe('Change some fields of a game');
export type UpdateGameRequest = z.infer<typeof ZUpdateGameRequest>;

const ZCategoryTitles = z
  .partialRecord(z.enum(SUPPORTED_LOCALES), z.string().trim().min(1).max(60))
  .refine((titles) => titles.en !== undefined, {
    message: 'English title is required (the fallback)',
    path: ['en'],
  });

export const ZAdminGameCategory = z.object({
  value: z.string(),
  titles: z.record(z.string(), z.string()),
  sortOrder: z.number().int(),
});
export type AdminGameCategory = z.infer<typeof ZAdminGameCategory>;
export const ZAdminGameCategoriesResponse = z.object({ items: z.array(ZAdminGameCategory) });

export const ZSaveGameCategoryRequest = z
  .object({ titles: ZCategoryTitles, sortOrder: z.number().int().min(-10_000).max(10_000) })
  .strict()
  .describe('Create or replace a category');
export type SaveGameCategoryRequest = z.infer<typeof ZSaveGameCategoryRequest>;

export const ZAdminGameProvider = z.object({
  value: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
});
export type AdminGameProvider = z.infer<typeof ZAdminGameProvider>;
export const ZAdminGameProvidersResponse = z.object({ items: z.array(ZAdminGameProvider) });

export const ZSaveGameProviderRequest = z
  .object({
    name: z.string().trim().min(1).max(80),
    sortOrder: z.number().int().min(-10_000).max(10_000),
  })
  .strict()
  .describe('Create or replace a provider');
export type SaveGameProviderRequest = z.infer<typeof ZSaveGameProviderRequest>;

export const ZValueParams = z.object({ value: ZGameValue });
