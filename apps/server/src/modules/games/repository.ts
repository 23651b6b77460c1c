import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { GameSort } from '@wheelhouse/contracts/games';
import type { Database } from '../../platform/db/client';
import { gameCategories, gameFavorites, gameProviders, games } from './schema';

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;
export type GameChanges = Partial<Omit<NewGameRow, 'id' | 'createdAt'>>;
export type GameCategoryRow = typeof gameCategories.$inferSelect;
export type GameProviderRow = typeof gameProviders.$inferSelect;

/** A game with its provider and whether the viewer has favourited it. */
export interface ListedGame {
  game: GameRow;
  providerValue: string;
  providerName: string;
  isFavorite: boolean;
}

export interface GameFilter {
  category?: string;
  provider?: string;
  search?: string;
  ids?: number[];
}

const walletMappingColumns = {
  gameId: games.id,
  slug: games.slug,
  title: games.title,
  catalogueProvider: gameProviders.value,
  walletProvider: games.walletProvider,
  externalGameId: games.externalGameId,
  active: games.active,
};
export interface WalletMappingRow {
  gameId: number;
  slug: string;
  title: string;
  catalogueProvider: string;
  walletProvider: string | null;
  externalGameId: string | null;
  active: boolean;
}

export interface Page {
  limit: number;
  offset: number;
}

/** `%` and `_` in a search term are literal characters, not LIKE wildcards. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

// Every order ends in the id, so pages never overlap or skip a game. Titles sort bytewise on lower
// case so PGlite and PostgreSQL (whatever its locale) agree.
const ORDERS: Record<GameSort, SQL[]> = {
  rate: [desc(games.rating), desc(games.popularity), asc(games.id)],
  title: [asc(sql`lower(${games.title}) collate "C"`), asc(games.id)],
  popularity: [desc(games.popularity), asc(games.id)],
  recently: [desc(games.addedAt), desc(games.id)],
};

/** The only code that touches the catalogue tables and favourites. */
export function gamesRepository(db: Database) {
  const listedColumns = (viewerId: number | null) => ({
    game: games,
    providerValue: gameProviders.value,
    providerName: gameProviders.name,
    isFavorite:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${gameFavorites} where ${gameFavorites.gameId} = ${games.id} and ${gameFavorites.userId} = ${viewerId})`,
  });

  function filterOf(filter: GameFilter): SQL | undefined {
    return and(
      eq(games.active, true),
      filter.category ? sql`${filter.category} = any(${games.categories})` : undefined,
      filter.provider ? eq(gameProviders.value, filter.provider) : undefined,
      filter.search ? ilike(games.title, containsPattern(filter.search)) : undefined,
      filter.ids ? inArray(games.id, filter.ids) : undefined,
    );
  }

  return {
    /** Active games matching every given filter, sorted and paged, with the total. */
    async listActive(
      filter: GameFilter,
      sort: GameSort,
      page: Page,
      viewerId: number | null,
    ): Promise<{ rows: ListedGame[]; total: number }> {
      const where = filterOf(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select(listedColumns(viewerId))
          .from(games)
          .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
          .where(where)
          .orderBy(...ORDERS[sort])
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(games)
          .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The player's favourite active games, most recently added first. */
    async listFavorites(
      userId: number,
      ids: number[] | undefined,
      page: Page,
    ): Promise<{ rows: ListedGame[]; total: number }> {
      const where = and(
        eq(gameFavorites.userId, userId),
        eq(games.active, true),
        ids ? inArray(games.id, ids) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...listedColumns(null), isFavorite: sql<boolean>`true` })
          .from(gameFavorites)
          .innerJoin(games, eq(games.id, gameFavorites.gameId))
          .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
          .where(where)
          .orderBy(desc(gameFavorites.createdAt), desc(games.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(gameFavorites)
          .innerJoin(games, eq(games.id, gameFavorites.gameId))
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** One active game by id or slug. */
    async findActive(
      key: { id: number } | { slug: string },
      viewerId: number | null,
    ): Promise<ListedGame | undefined> {
      const [row] = await db
        .select(listedColumns(viewerId))
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(
          and(
            eq(games.active, true),
            'id' in key ? eq(games.id, key.id) : eq(games.slug, key.slug),
          ),
        );
      return row;
    },

    /** A game's slug and categories by id, active or not (a provider round may outlive it). */
    async slugAndCategories(
      gameId: number,
      executor: Database = db,
    ): Promise<{ slug: string; categories: string[] } | undefined> {
      const [row] = await executor
        .select({ slug: games.slug, categories: games.categories })
        .from(games)
        .where(eq(games.id, gameId));
      return row;
    },

    async isActiveGame(gameId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.id, gameId), eq(games.active, true)));
      return row !== undefined;
    },

    /** Idempotent: a second add keeps the first row (and its time). */
    async addFavorite(userId: number, gameId: number, at: Date): Promise<void> {
      await db
        .insert(gameFavorites)
        .values({ userId, gameId, createdAt: at })
        .onConflictDoNothing();
    },

    async removeFavorite(userId: number, gameId: number): Promise<void> {
      await db
        .delete(gameFavorites)
        .where(and(eq(gameFavorites.userId, userId), eq(gameFavorites.gameId, gameId)));
    },

    async listCategories(): Promise<GameCategoryRow[]> {
      return db
        .select()
        .from(gameCategories)
        .orderBy(asc(gameCategories.sortOrder), asc(gameCategories.value));
    },

    /** Providers with how many active games each has. */
    async listProviders(): Promise<Array<GameProviderRow & { gamesCount: number }>> {
      return db
        .select({
          id: gameProviders.id,
          value: gameProviders.value,
          name: gameProviders.name,
          sortOrder: gameProviders.sortOrder,
          createdAt: gameProviders.createdAt,
          gamesCount: sql<number>`(select count(*)::int from ${games} where ${games.providerId} = ${gameProviders.id} and ${games.active})`,
        })
        .from(gameProviders)
        .orderBy(asc(gameProviders.sortOrder), asc(gameProviders.value));
    },

    // ---- Back office -------------------------------------------------------------------------

    async listForStaff(
      filter: { search?: string; provider?: string },
      page: Page,
    ): Promise<{ rows: Array<GameRow & { providerValue: string }>; total: number }> {
      const where = and(
        filter.search ? ilike(games.title, containsPattern(filter.search)) : undefined,
        filter.provider ? eq(gameProviders.value, filter.provider) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({ game: games, providerValue: gameProviders.value })
          .from(games)
          .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
          .where(where)
          .orderBy(asc(games.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(games)
          .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
          .where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.game, providerValue: row.providerValue })),
        total: counted?.total ?? 0,
      };
    },

    async findForUpdate(
      id: number,
      executor: Database,
    ): Promise<(GameRow & { providerValue: string }) | undefined> {
      const [row] = await executor
        .select({ game: games, providerValue: gameProviders.value })
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(eq(games.id, id))
        .for('update', { of: games });
      return row && { ...row.game, providerValue: row.providerValue };
    },

    async insertGame(row: NewGameRow, executor: Database = db): Promise<GameRow> {
      const [saved] = await executor.insert(games).values(row).returning();
      return saved!;
    },

    async updateGame(id: number, changes: GameChanges, executor: Database): Promise<GameRow> {
      const [saved] = await executor.update(games).set(changes).where(eq(games.id, id)).returning();
      return saved!;
    },

    async providerIdOf(value: string, executor: Database = db): Promise<number | undefined> {
      const [row] = await executor
        .select({ id: gameProviders.id })
        .from(gameProviders)
        .where(eq(gameProviders.value, value));
      return row?.id;
    },

    async existingCategoryValues(values: string[], executor: Database = db): Promise<string[]> {
      if (values.length === 0) return [];
      const rows = await executor
        .select({ value: gameCategories.value })
        .from(gameCategories)
        .where(inArray(gameCategories.value, values));
      return rows.map((row) => row.value);
    },

    async findCategory(value: string, executor: Database): Promise<GameCategoryRow | undefined> {
      const [row] = await executor
        .select()
        .from(gameCategories)
        .where(eq(gameCategories.value, value))
        .for('update');
      return row;
    },

    async upsertCategory(
      row: { value: string; titles: Record<string, string>; sortOrder: number },
      executor: Database = db,
    ): Promise<GameCategoryRow> {
      const [saved] = await executor
        .insert(gameCategories)
        .values(row)
        .onConflictDoUpdate({
          target: gameCategories.value,
          set: { titles: row.titles, sortOrder: row.sortOrder },
        })
        .returning();
      return saved!;
    },

    async findProvider(value: string, executor: Database): Promise<GameProviderRow | undefined> {
      const [row] = await executor
        .select()
        .from(gameProviders)
        .where(eq(gameProviders.value, value))
        .for('update');
      return row;
    },

    async upsertProvider(
      row: { value: string; name: string; sortOrder: number },
      executor: Database = db,
    ): Promise<GameProviderRow> {
      const [saved] = await executor
        .insert(gameProviders)
        .values(row)
        .onConflictDoUpdate({
          target: gameProviders.value,
          set: { name: row.name, sortOrder: row.sortOrder },
        })
        .returning();
      return saved!;
    },

    /** Demo seed: adds what is missing and leaves what exists (perhaps edited by staff) alone. */
    async insertDemoIfAbsent(
      content: {
        providers: Array<{ value: string; name: string; sortOrder: number }>;
        categories: Array<{ value: string; titles: Record<string, string>; sortOrder: number }>;
        games: Array<Omit<NewGameRow, 'providerId'> & { provider: string }>;
      },
      executor: Database,
    ): Promise<number> {
      await executor.insert(gameProviders).values(content.providers).onConflictDoNothing();
      await executor.insert(gameCategories).values(content.categories).onConflictDoNothing();
      const providers = await executor
        .select({ id: gameProviders.id, value: gameProviders.value })
        .from(gameProviders);
      const providerIds = new Map(providers.map((row) => [row.value, row.id]));
      const inserted = await executor
        .insert(games)
        .values(
          content.games.map(({ provider, ...game }) => ({
            ...game,
            providerId: providerIds.get(provider)!,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: games.id });
      return inserted.length;
    },

    /**
     * Sets an original's RTP to the figure its game page declares where a database seeded
     * earlier holds another one. Returns how many games changed.
     */
    async alignOriginalsRtp(
      providerValue: string,
      rtpBySlug: Record<string, string>,
      updatedAt: Date,
      executor: Database,
    ): Promise<number> {
      let changed = 0;
      for (const [slug, rtp] of Object.entries(rtpBySlug)) {
        const updated = await executor
          .update(games)
          .set({ rtp, updatedAt })
          .where(
            and(
              eq(games.slug, slug),
              sql`${games.rtp} <> ${rtp}::numeric`,
              sql`${games.providerId} = (select ${gameProviders.id} from ${gameProviders} where ${gameProviders.value} = ${providerValue})`,
            ),
          )
          .returning({ id: games.id });
        changed += updated.length;
      }
      return changed;
    },

    /** Third-party games with the wallet provider game each launches (originals are ours, not listed). */
    async walletMappings(
      filter: {
        walletProvider?: string;
        search?: string;
        unmapped?: boolean;
        excludeProvider: string;
      },
      page: Page,
    ): Promise<{ rows: WalletMappingRow[]; total: number }> {
      const where = and(
        sql`${gameProviders.value} <> ${filter.excludeProvider}`,
        filter.walletProvider ? eq(games.walletProvider, filter.walletProvider) : undefined,
        filter.search ? ilike(games.title, containsPattern(filter.search)) : undefined,
        filter.unmapped === undefined
          ? undefined
          : filter.unmapped
            ? sql`${games.walletProvider} is null`
            : sql`${games.walletProvider} is not null`,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select(walletMappingColumns)
          .from(games)
          .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
          .where(where)
          .orderBy(asc(games.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(games)
          .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Locks one game's mapping row for a change. */
    async walletMappingForUpdate(
      id: number,
      executor: Database,
    ): Promise<WalletMappingRow | undefined> {
      const [row] = await executor
        .select(walletMappingColumns)
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(eq(games.id, id))
        .for('update', { of: games });
      return row;
    },

    async setWalletMapping(
      id: number,
      mapping: { walletProvider: string | null; externalGameId: string | null; updatedAt: Date },
      executor: Database,
    ): Promise<void> {
      await executor.update(games).set(mapping).where(eq(games.id, id));
    },

    /** Points the demo catalogue's third-party games at the demo provider where nothing else serves them. */
    /**
     * Maps demo games that no provider plays yet, and moves those still on an engine the entry
     * `replaces` (on the same provider) to its engine; a mapping staff chose stays.
     */
    async connectDemoGames(
      mapping: Array<{
        slug: string;
        walletProvider: string;
        externalGameId: string;
        replaces?: string[];
      }>,
      executor: Database,
    ): Promise<number> {
      let changed = 0;
      for (const entry of mapping) {
        const unmapped = sql`${games.walletProvider} is null`;
        const superseded = entry.replaces?.length
          ? and(
              eq(games.walletProvider, entry.walletProvider),
              inArray(games.externalGameId, entry.replaces),
            )
          : undefined;
        const updated = await executor
          .update(games)
          .set({ walletProvider: entry.walletProvider, externalGameId: entry.externalGameId })
          .where(and(eq(games.slug, entry.slug), superseded ? or(unmapped, superseded) : unmapped))
          .returning({ id: games.id });
        changed += updated.length;
      }
      return changed;
    },

    /** Serialises the demo seed between processes booting at once (released at commit). */
    async lockSeed(executor: Database): Promise<void> {
      await executor.execute(sql`select pg_advisory_xact_lock(hashtext('wheelhouse:games:seed'))`);
    },
  };
}

export type GamesRepository = ReturnType<typeof gamesRepository>;
