import type {
  AdminGame,
  AdminGameCategory,
  AdminGameProvider,
  AdminGamesQuery,
  AdminGamesResponse,
  CreateGameRequest,
  FavoriteGamesQuery,
  FavoriteState,
  Game,
  GameBlockReason,
  GameCategoriesResponse,
  GameProvidersResponse,
  GamesCollectionQuery,
  GamesPage,
  SaveGameCategoryRequest,
  SaveGameProviderRequest,
  UpdateGameRequest,
} from '@wheelhouse/contracts/games';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@wheelhouse/contracts/locales';
import { ORIGINAL_RTP_PERCENT } from '@wheelhouse/fair/games';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import { runAudited, type AuditEntry, type AuditedWork } from '../../platform/audit';
import {
  DEMO_CATEGORIES,
  DEMO_GAMES,
  DEMO_PROVIDERS,
  DEMO_WALLET_PROVIDER,
  demoEngineOf,
  SUPERSEDED_DEMO_ENGINES,
  ORIGINALS_PROVIDER,
} from './demo-catalogue';
import type { CountryLookup } from './geo';
import {
  gamesRepository,
  type GameChanges,
  type GameRow,
  type ListedGame,
  type WalletMappingRow,
} from './repository';

export interface GamesServiceDeps {
  db: Database;
  clock: Clock;
  /** The country of a client address (offline GeoIP); tests pass their own. */
  countryOf: CountryLookup;
  /** The signed-in player's display currency and language (the users module). */
  viewerProfile: (userId: number) => Promise<{ currency: string; language: Locale }>;
  /** Writes a back-office audit row inside the given transaction (the admin module's recordAudit). */
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
}

/** Who is looking: the signed-in player, if any, and the address the request came from. */
export interface GameViewer {
  userId: number | null;
  ip: string;
}

interface ViewerContext {
  userId: number | null;
  country: string | null;
  currency: string | null;
  language: Locale;
}

/** Country first: a player cannot change where they are, only which currency they show. */
function blockReasonOf(game: GameRow, viewer: ViewerContext): GameBlockReason | null {
  if (viewer.country && game.blacklistCountries.includes(viewer.country)) return 'country';
  if (viewer.currency && game.blacklistCurrencies.includes(viewer.currency)) return 'currency';
  return null;
}

function toGame(listed: ListedGame, viewer: ViewerContext): Game {
  const { game } = listed;
  return {
    id: game.id,
    slug: game.slug,
    title: game.title,
    imageUrl: game.imageUrl,
    provider: { value: listed.providerValue, name: listed.providerName },
    categories: game.categories,
    labelType: game.labelType,
    blacklists: { countries: game.blacklistCountries, currencies: game.blacklistCurrencies },
    rtp: game.rtp,
    rating: game.rating,
    popularity: game.popularity,
    addedAt: game.addedAt.toISOString(),
    isFavorite: listed.isFavorite,
    blockReason: blockReasonOf(game, viewer),
    connected: listed.providerValue === ORIGINALS_PROVIDER || game.walletProvider !== null,
  };
}

function toAdminGame(row: GameRow & { providerValue: string }): AdminGame {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    provider: row.providerValue,
    categories: row.categories,
    imageUrl: row.imageUrl,
    labelType: row.labelType,
    blacklistCountries: row.blacklistCountries,
    blacklistCurrencies: row.blacklistCurrencies,
    rtp: row.rtp,
    popularity: row.popularity,
    rating: row.rating,
    addedAt: row.addedAt.toISOString(),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function gamesService(deps: GamesServiceDeps) {
  const repository = gamesRepository(deps.db);

  async function contextOf(viewer: GameViewer, lang?: string): Promise<ViewerContext> {
    const profile = viewer.userId === null ? null : await deps.viewerProfile(viewer.userId);
    return {
      userId: viewer.userId,
      country: deps.countryOf(viewer.ip),
      currency: profile?.currency ?? null,
      language: isSupportedLocale(lang) ? lang : (profile?.language ?? DEFAULT_LOCALE),
    };
  }

  function requireContent(member: StaffPrincipal) {
    if (!staffHasRole(member, ['content'])) throw new AppError('forbidden');
  }

  const audited = <T>(member: StaffPrincipal, requestId: string, work: AuditedWork<T>) =>
    runAudited(deps, member, requestId, work);

  /** The provider id and known categories of an admin request, or a validation error naming the field. */
  async function resolveReferences(
    input: { provider?: string; categories?: string[] },
    tx: Database,
  ): Promise<{ providerId?: number }> {
    let providerId: number | undefined;
    if (input.provider !== undefined) {
      providerId = await repository.providerIdOf(input.provider, tx);
      if (providerId === undefined)
        throw new AppError('validation_error', {
          message: 'No such provider',
          fields: { provider: { key: 'Validation.invalid' } },
        });
    }
    if (input.categories !== undefined) {
      const known = new Set(await repository.existingCategoryValues(input.categories, tx));
      const unknown = input.categories.filter((value) => !known.has(value));
      if (unknown.length > 0)
        throw new AppError('validation_error', {
          message: `No such category: ${unknown.join(', ')}`,
          fields: { categories: { key: 'Validation.invalid' } },
        });
    }
    return { providerId };
  }

  function slugTaken(error: unknown): never {
    if (isUniqueViolation(error))
      throw new AppError('conflict', {
        message: 'A game with this slug exists',
        fields: { slug: { key: 'Validation.invalid' } },
      });
    throw error;
  }

  return {
    async collection(query: GamesCollectionQuery, viewer: GameViewer): Promise<GamesPage> {
      const context = await contextOf(viewer);
      const { rows, total } = await repository.listActive(
        {
          category: query.category,
          provider: query.provider,
          search: query.search,
          ids: query.ids,
        },
        query.sort,
        { limit: query.limit, offset: query.offset },
        viewer.userId,
      );
      return {
        data: rows.map((row) => toGame(row, context)),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    async favorites(query: FavoriteGamesQuery, viewer: GameViewer & { userId: number }) {
      const context = await contextOf(viewer);
      const { rows, total } = await repository.listFavorites(viewer.userId, query.ids, {
        limit: query.limit,
        offset: query.offset,
      });
      return {
        data: rows.map((row) => toGame(row, context)),
        meta: { offset: query.offset, limit: query.limit, total },
      } satisfies GamesPage;
    },

    /** An active game by numeric id or by slug; anything else is not found. */
    async game(idOrSlug: string, viewer: GameViewer): Promise<Game> {
      const key = /^\d+$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
      const listed = await repository.findActive(key, viewer.userId);
      if (!listed) throw new AppError('not_found', { message: 'No such game' });
      return toGame(listed, await contextOf(viewer));
    },

    /**
     * What launching a third-party game needs: the game as the viewer sees it (block reason), the
     * viewer's display currency, and the wallet provider serving it (null when none does).
     */
    async launchTarget(
      idOrSlug: string,
      viewer: GameViewer,
      lang?: Locale,
    ): Promise<{
      game: Game;
      currency: string | null;
      language: Locale;
      walletProvider: string | null;
      externalGameId: string | null;
    }> {
      const key = /^\d+$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
      const listed = await repository.findActive(key, viewer.userId);
      if (!listed) throw new AppError('not_found', { message: 'No such game' });
      const context = await contextOf(viewer, lang);
      const connected = listed.game.walletProvider !== null && listed.game.externalGameId !== null;
      return {
        game: toGame(listed, context),
        currency: context.currency,
        language: context.language,
        walletProvider: connected ? listed.game.walletProvider : null,
        externalGameId: connected ? listed.game.externalGameId : null,
      };
    },

    /** Whether an active third-party game with this slug is connected to a wallet provider. */
    async isConnected(slug: string): Promise<boolean> {
      const listed = await repository.findActive({ slug }, null);
      return (
        !!listed &&
        listed.providerValue !== ORIGINALS_PROVIDER &&
        listed.game.walletProvider !== null &&
        listed.game.externalGameId !== null
      );
    },

    /** What bonus wagering weighs a bet on this game by: its slug and lobby categories. */
    async wageringIdentity(
      gameId: number,
      executor?: Database,
    ): Promise<{ slug: string; categories: string[] }> {
      const found = await repository.slugAndCategories(gameId, executor);
      if (!found) throw new AppError('not_found', { message: 'No such game' });
      return found;
    },

    async setFavorite(userId: number, gameId: number, favorite: boolean): Promise<FavoriteState> {
      if (!(await repository.isActiveGame(gameId)))
        throw new AppError('not_found', { message: 'No such game' });
      if (favorite) await repository.addFavorite(userId, gameId, deps.clock.now());
      else await repository.removeFavorite(userId, gameId);
      return { gameId, isFavorite: favorite };
    },

    async categories(viewer: GameViewer, lang?: string): Promise<GameCategoriesResponse> {
      const { language } = await contextOf(viewer, lang);
      const rows = await repository.listCategories();
      return {
        items: rows.map((row) => ({
          value: row.value,
          title: row.titles[language] ?? row.titles[DEFAULT_LOCALE] ?? row.value,
        })),
      };
    },

    async providers(): Promise<GameProvidersResponse> {
      const rows = await repository.listProviders();
      return {
        items: rows.map((row) => ({
          value: row.value,
          name: row.name,
          gamesCount: row.gamesCount,
        })),
      };
    },

    // ---- Back office (content; admin passes) ---------------------------------------------------

    async listForStaff(
      member: StaffPrincipal,
      query: AdminGamesQuery,
    ): Promise<AdminGamesResponse> {
      requireContent(member);
      const { rows, total } = await repository.listForStaff(
        { search: query.search || undefined, provider: query.provider },
        { limit: query.limit, offset: query.offset },
      );
      return {
        data: rows.map(toAdminGame),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    async create(
      member: StaffPrincipal,
      input: CreateGameRequest,
      requestId: string,
    ): Promise<AdminGame> {
      requireContent(member);
      return audited(member, requestId, async (tx) => {
        const { providerId } = await resolveReferences(input, tx);
        const now = deps.clock.now();
        const { provider, addedAt, ...fields } = input;
        const row = await repository
          .insertGame(
            {
              ...fields,
              providerId: providerId!,
              addedAt: addedAt ? new Date(addedAt) : now,
              createdAt: now,
              updatedAt: now,
            },
            tx,
          )
          .catch(slugTaken);
        const game = toAdminGame({ ...row, providerValue: provider });
        return {
          result: game,
          audit: {
            action: 'game.create',
            targetType: 'game',
            targetId: String(row.id),
            before: null,
            after: game,
          },
        };
      });
    },

    async update(
      member: StaffPrincipal,
      id: number,
      input: UpdateGameRequest,
      requestId: string,
    ): Promise<AdminGame> {
      requireContent(member);
      return audited(member, requestId, async (tx) => {
        const existing = await repository.findForUpdate(id, tx);
        if (!existing) throw new AppError('not_found', { message: 'No such game' });
        const { providerId } = await resolveReferences(input, tx);
        const { provider, addedAt, ...fields } = input;
        const changes: GameChanges = { ...fields, updatedAt: deps.clock.now() };
        if (providerId !== undefined) changes.providerId = providerId;
        if (addedAt !== undefined) changes.addedAt = new Date(addedAt);
        const saved = await repository.updateGame(id, changes, tx).catch(slugTaken);
        const before = toAdminGame(existing);
        const after = toAdminGame({ ...saved, providerValue: provider ?? existing.providerValue });
        return {
          result: after,
          audit: { action: 'game.update', targetType: 'game', targetId: String(id), before, after },
        };
      });
    },

    async listCategoriesForStaff(member: StaffPrincipal): Promise<{ items: AdminGameCategory[] }> {
      requireContent(member);
      const rows = await repository.listCategories();
      return {
        items: rows.map(({ value, titles, sortOrder }) => ({ value, titles, sortOrder })),
      };
    },

    async saveCategory(
      member: StaffPrincipal,
      value: string,
      input: SaveGameCategoryRequest,
      requestId: string,
    ): Promise<AdminGameCategory> {
      requireContent(member);
      return audited(member, requestId, async (tx) => {
        const existing = await repository.findCategory(value, tx);
        const saved = await repository.upsertCategory(
          { value, titles: input.titles as Record<string, string>, sortOrder: input.sortOrder },
          tx,
        );
        const after = { value: saved.value, titles: saved.titles, sortOrder: saved.sortOrder };
        return {
          result: after,
          audit: {
            action: existing ? 'game_category.update' : 'game_category.create',
            targetType: 'game_category',
            targetId: value,
            before: existing
              ? { value: existing.value, titles: existing.titles, sortOrder: existing.sortOrder }
              : null,
            after,
          },
        };
      });
    },

    async listProvidersForStaff(member: StaffPrincipal): Promise<{ items: AdminGameProvider[] }> {
      requireContent(member);
      const rows = await repository.listProviders();
      return { items: rows.map(({ value, name, sortOrder }) => ({ value, name, sortOrder })) };
    },

    async saveProvider(
      member: StaffPrincipal,
      value: string,
      input: SaveGameProviderRequest,
      requestId: string,
    ): Promise<AdminGameProvider> {
      requireContent(member);
      return audited(member, requestId, async (tx) => {
        const existing = await repository.findProvider(value, tx);
        const saved = await repository.upsertProvider({ value, ...input }, tx);
        const after = { value: saved.value, name: saved.name, sortOrder: saved.sortOrder };
        return {
          result: after,
          audit: {
            action: existing ? 'game_provider.update' : 'game_provider.create',
            targetType: 'game_provider',
            targetId: value,
            before: existing
              ? { value: existing.value, name: existing.name, sortOrder: existing.sortOrder }
              : null,
            after,
          },
        };
      });
    },

    // ---- Wallet-provider mapping (provider-api's operator API checks access and audits) --------

    /** Third-party games and the provider game each launches; our originals are not listed. */
    async walletMappings(
      filter: { walletProvider?: string; search?: string; unmapped?: boolean },
      page: { limit: number; offset: number },
    ) {
      return repository.walletMappings({ ...filter, excludeProvider: ORIGINALS_PROVIDER }, page);
    },

    /**
     * Points a third-party game at a provider game (or disconnects it, both null) inside the
     * caller's transaction; answers the mapping before and after. Originals are not mappable.
     */
    async setWalletMapping(
      gameId: number,
      mapping: { walletProvider: string | null; externalGameId: string | null },
      executor: Database,
    ): Promise<{ before: WalletMappingRow; after: WalletMappingRow }> {
      const before = await repository.walletMappingForUpdate(gameId, executor);
      if (!before || before.catalogueProvider === ORIGINALS_PROVIDER)
        throw new AppError('not_found', { message: 'No such third-party game' });
      await repository.setWalletMapping(
        gameId,
        { ...mapping, updatedAt: deps.clock.now() },
        executor,
      );
      return { before, after: { ...before, ...mapping } };
    },

    /** Demo content: the fictional catalogue and our originals. Returns how many games were added. */
    async seedDemo(): Promise<number> {
      const now = deps.clock.now().getTime();
      return deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await repository.lockSeed(tx);
        const added = await repository.insertDemoIfAbsent(
          {
            providers: DEMO_PROVIDERS.map((provider) => ({ ...provider })),
            categories: DEMO_CATEGORIES.map((category) => ({ ...category })),
            games: DEMO_GAMES.map(({ art: _art, addedDaysAgo, ...game }) => ({
              ...game,
              labelType: game.labelType ?? null,
              blacklistCountries: game.blacklistCountries ?? [],
              blacklistCurrencies: game.blacklistCurrencies ?? [],
              addedAt: new Date(now - addedDaysAgo * 86_400_000),
            })),
          },
          tx,
        );
        await repository.connectDemoGames(
          DEMO_GAMES.filter((game) => game.provider !== ORIGINALS_PROVIDER).map((game) => {
            const engine = demoEngineOf(game);
            return {
              slug: game.slug,
              walletProvider: DEMO_WALLET_PROVIDER,
              externalGameId: engine,
              replaces: SUPERSEDED_DEMO_ENGINES[engine] ?? [],
            };
          }),
          tx,
        );
        await repository.alignOriginalsRtp(
          ORIGINALS_PROVIDER,
          ORIGINAL_RTP_PERCENT,
          deps.clock.now(),
          tx,
        );
        return added;
      });
    },
  };
}

export type GamesService = ReturnType<typeof gamesService>;
