import {
  formatOdds,
  MARKET_GROUPS,
  MAX_FAVORITES,
  parseSportValue,
  type Category,
  type EventPatch,
  type Favorites,
  type FavoriteChanged,
  type LeagueEvents,
  type Market,
  type MarketGroup,
  type Sport,
  type SportEvent,
  type SportEventDetail,
  type SportPage,
  type SportsMenuEntry,
  type SportsMenuResponse,
  type Tournament,
} from '@wheelhouse/contracts/sportsbook';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import {
  catalogueRepository,
  type CategoryRow,
  type EventRow,
  type MarketRow,
  type OutcomeRow,
  type SportRow,
  type TournamentRow,
} from './repository';

/** Events further out than this are not listed. */
const HORIZON_MS = 7 * 86_400_000;
/** The catalogue (sports, categories, leagues) is small and changes rarely: read at most this often. */
const CATALOGUE_TTL_MS = 5_000;
const SPORT_PAGE_EVENTS = 300;

interface Catalogue {
  sports: Map<number, SportRow>;
  categories: Map<number, CategoryRow>;
  tournaments: Map<number, TournamentRow>;
  ordered: { sports: SportRow[]; categories: CategoryRow[]; tournaments: TournamentRow[] };
}

export function presentSport(row: SportRow): Sport {
  return {
    id: row.id,
    slug: row.slug,
    value: `${row.slug}-${row.id}`,
    kind: row.kind,
    title: row.title,
    icon: row.icon,
  };
}
const presentCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  countryCode: row.countryCode,
});
const presentTournament = (row: TournamentRow): Tournament => ({
  id: row.id,
  name: row.name,
  sportId: row.sportId,
  categoryId: row.categoryId,
  top: row.top,
});

export function presentMarket(market: MarketRow, outcomes: OutcomeRow[]): Market {
  return {
    id: market.id,
    type: market.type,
    specifiers: market.specifiers,
    key: market.key,
    group: market.group,
    status: market.status,
    outcomes: outcomes.map(presentOutcome),
  };
}

export function presentOutcome(outcome: OutcomeRow): Market['outcomes'][number] {
  return {
    id: outcome.id,
    key: outcome.key,
    odds: formatOdds(outcome.odds),
    active: outcome.active,
    result: outcome.result
      ? {
          result: outcome.result,
          voidFactor: outcome.voidFactor,
          deadHeatFactor: outcome.deadHeatFactor,
        }
      : null,
  };
}

function groupOutcomes(outcomes: OutcomeRow[]): Map<number, OutcomeRow[]> {
  const byMarket = new Map<number, OutcomeRow[]>();
  for (const outcome of outcomes) {
    const list = byMarket.get(outcome.marketId) ?? [];
    list.push(outcome);
    byMarket.set(outcome.marketId, list);
  }
  return byMarket;
}

const OUTCOME_ORDER = ['home', 'draw', 'away', 'over', 'under', 'yes', 'no'];
const byOutcomeOrder = (a: OutcomeRow, b: OutcomeRow) =>
  OUTCOME_ORDER.indexOf(a.key) - OUTCOME_ORDER.indexOf(b.key);

/**
 * The player's read side of the sportsbook: the menu, lists of events with their main market, an
 * event with every market, favourites. Guests may read everything but favourites.
 */
export function catalogueService(deps: { db: Database; clock: Clock }) {
  const repo = catalogueRepository(deps.db);
  let cached: { at: number; value: Promise<Catalogue> } | null = null;

  function catalogue(): Promise<Catalogue> {
    const now = deps.clock.now().getTime();
    if (cached && now - cached.at < CATALOGUE_TTL_MS && now >= cached.at) return cached.value;
    const value = repo.catalogue().then((ordered) => ({
      sports: new Map(ordered.sports.map((row) => [row.id, row])),
      categories: new Map(ordered.categories.map((row) => [row.id, row])),
      tournaments: new Map(ordered.tournaments.map((row) => [row.id, row])),
      ordered,
    }));
    cached = { at: now, value };
    value.catch(() => {
      if (cached?.value === value) cached = null;
    });
    return value;
  }

  const horizon = () => new Date(deps.clock.now().getTime() + HORIZON_MS);

  async function sportOf(value: string): Promise<SportRow> {
    const parsed = parseSportValue(value);
    const sport = parsed && (await catalogue()).sports.get(parsed.id);
    if (!sport || !parsed || sport.slug !== parsed.slug)
      throw new AppError('not_found', { message: 'No such sport' });
    return sport;
  }

  /** Events with their main market, in the order given. */
  async function present(rows: EventRow[]): Promise<SportEvent[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [cat, main, counts] = await Promise.all([
      catalogue(),
      repo.mainMarkets(ids),
      repo.marketCounts(ids),
    ]);
    // A tournament or sport the cached catalogue has not seen yet (the feed just created it): read again.
    const fresh = rows.every((row) => cat.tournaments.has(row.tournamentId)) ? cat : await reload();
    const outcomes = groupOutcomes(main.outcomes);
    const mainOf = new Map<number, Market>();
    for (const market of main.markets)
      if (market.status === 'active' || market.status === 'suspended')
        mainOf.set(
          market.eventId,
          presentMarket(market, (outcomes.get(market.id) ?? []).sort(byOutcomeOrder)),
        );
    return rows.map((row) =>
      presentEvent(fresh, row, mainOf.get(row.id) ?? null, counts.get(row.id) ?? 0),
    );
  }

  async function reload(): Promise<Catalogue> {
    cached = null;
    return catalogue();
  }

  function presentEvent(
    cat: Catalogue,
    row: EventRow,
    mainMarket: Market | null,
    marketCount: number,
  ): SportEvent {
    const sport = cat.sports.get(row.sportId)!;
    const category = cat.categories.get(row.categoryId)!;
    const tournament = cat.tournaments.get(row.tournamentId)!;
    return {
      id: row.id,
      sport: presentSport(sport),
      category: presentCategory(category),
      tournament: presentTournament(tournament),
      home: { id: row.homeId, name: row.homeName },
      away: { id: row.awayId, name: row.awayName },
      startsAt: row.startsAt.toISOString(),
      status: row.status,
      live: row.live,
      score: row.score,
      period: row.period,
      clock: row.clock,
      marketCount,
      mainMarket,
      version: row.version,
    };
  }

  async function leagues(tournamentIds: number[], perLeague: number): Promise<LeagueEvents[]> {
    const cat = await catalogue();
    const events = await present(
      await repo.events({
        tournamentIds,
        startsBefore: horizon(),
        limit: Math.max(1, tournamentIds.length * perLeague * 4),
      }),
    );
    return tournamentIds.flatMap((id) => {
      const tournament = cat.tournaments.get(id);
      if (!tournament) return [];
      return [
        {
          tournament: presentTournament(tournament),
          category: presentCategory(cat.categories.get(tournament.categoryId)!),
          events: events.filter((event) => event.tournament.id === id).slice(0, perLeague),
        },
      ];
    });
  }

  return {
    async menu(): Promise<SportsMenuResponse> {
      const [cat, counts] = await Promise.all([catalogue(), repo.countsByTournament(horizon())]);
      const entries: SportsMenuEntry[] = [];
      for (const sport of cat.ordered.sports) {
        const value = `${sport.slug}-${sport.id}`;
        const categories = cat.ordered.categories
          .filter((category) => category.sportId === sport.id)
          .map((category) => {
            const children = cat.ordered.tournaments
              .filter((t) => t.categoryId === category.id)
              .map((t) => {
                const count = counts.get(t.id) ?? { events: 0, live: 0 };
                return {
                  kind: 'tournament' as const,
                  id: t.id,
                  title: t.name,
                  value: `${value}?league=${t.id}`,
                  path: `/sportsbook/${value}?league=${t.id}`,
                  icon: null,
                  top: t.top,
                  eventCount: count.events,
                  liveCount: count.live,
                  children: [],
                };
              })
              .filter((t) => t.eventCount > 0);
            return {
              kind: 'category' as const,
              id: category.id,
              title: category.name,
              value: `${value}?category=${category.id}`,
              path: `/sportsbook/${value}`,
              icon: category.countryCode,
              eventCount: children.reduce((sum, t) => sum + t.eventCount, 0),
              liveCount: children.reduce((sum, t) => sum + t.liveCount, 0),
              children,
            };
          })
          .filter((category) => category.eventCount > 0);
        entries.push({
          kind: sport.kind,
          id: sport.id,
          slug: sport.slug,
          title: sport.title,
          value,
          path: `/sportsbook/${value}`,
          icon: sport.icon,
          eventCount: categories.reduce((sum, c) => sum + c.eventCount, 0),
          liveCount: categories.reduce((sum, c) => sum + c.liveCount, 0),
          children: categories,
        });
      }
      return {
        sports: entries.filter((entry) => entry.kind === 'sport'),
        cybersports: entries.filter((entry) => entry.kind === 'esport'),
      };
    },

    async live(query: { sport?: string }): Promise<{ data: SportEvent[] }> {
      const sport = query.sport === undefined ? undefined : await sportOf(query.sport);
      return {
        data: await present(
          await repo.events({ live: true, statuses: ['live'], sportId: sport?.id, limit: 200 }),
        ),
      };
    },

    async liveEvents(): Promise<SportEvent[]> {
      return present(await repo.events({ live: true, statuses: ['live'], limit: 200 }));
    },

    async upcoming(query: {
      sport?: string;
      hours: number;
      limit: number;
    }): Promise<{ data: SportEvent[] }> {
      const sport = query.sport === undefined ? undefined : await sportOf(query.sport);
      const now = deps.clock.now();
      const rows = await repo.upcoming({
        from: now,
        to: new Date(now.getTime() + query.hours * 3600_000),
        sportId: sport?.id,
        limit: query.limit,
      });
      return { data: await present(rows) };
    },

    async topLeagues(): Promise<{ data: LeagueEvents[] }> {
      const [cat, counts] = await Promise.all([catalogue(), repo.countsByTournament(horizon())]);
      const top = cat.ordered.tournaments
        .filter((t) => t.top && (counts.get(t.id)?.events ?? 0) > 0)
        .map((t) => t.id);
      return { data: (await leagues(top, 5)).filter((league) => league.events.length > 0) };
    },

    async sportPage(value: string, query: { league?: number }): Promise<SportPage> {
      const sport = await sportOf(value);
      const cat = await catalogue();
      const counts = await repo.countsByTournament(horizon());
      const tournamentIds = cat.ordered.tournaments
        .filter(
          (t) => t.sportId === sport.id && (query.league === undefined || t.id === query.league),
        )
        .map((t) => t.id);
      const events = await present(
        await repo.events({
          sportId: sport.id,
          tournamentIds,
          startsBefore: horizon(),
          limit: SPORT_PAGE_EVENTS,
        }),
      );
      const categories = cat.ordered.categories
        .filter((category) => category.sportId === sport.id)
        .map((category) => ({
          category: presentCategory(category),
          tournaments: cat.ordered.tournaments
            .filter((t) => t.categoryId === category.id && tournamentIds.includes(t.id))
            .map((t) => ({
              tournament: presentTournament(t),
              eventCount: counts.get(t.id)?.events ?? 0,
              events: events.filter((event) => event.tournament.id === t.id),
            }))
            .filter((t) => t.events.length > 0),
        }))
        .filter((category) => category.tournaments.length > 0);
      return { sport: presentSport(sport), categories };
    },

    async event(eventId: number): Promise<SportEventDetail> {
      const row = await repo.event(eventId);
      if (!row) throw new AppError('not_found', { message: 'No such event' });
      return detail(row);
    },

    /** The event with every market, or null when it does not exist (realtime snapshots). */
    async eventOrNull(eventId: number): Promise<SportEventDetail | null> {
      const row = await repo.event(eventId);
      return row ? detail(row) : null;
    },

    async externalIdOf(eventId: number): Promise<string> {
      const row = await repo.event(eventId);
      if (!row) throw new AppError('not_found', { message: 'No such event' });
      return row.externalId;
    },

    newestStateTs: (eventId: number) => repo.newestStateTs(eventId),

    /** One event as lists show it, or null. */
    async eventSummary(eventId: number): Promise<SportEvent | null> {
      const row = await repo.event(eventId);
      if (!row) return null;
      const [event] = await present([row]);
      return event ?? null;
    },

    async favorites(userId: number): Promise<Favorites> {
      const rows = await repo.favorites(userId);
      const eventIds = rows.filter((row) => row.kind === 'event').map((row) => row.targetId);
      const tournamentIds = rows
        .filter((row) => row.kind === 'tournament')
        .map((row) => row.targetId);
      const events = await present(await repo.events({ ids: eventIds, limit: MAX_FAVORITES }));
      return { eventIds, tournamentIds, events, tournaments: await leagues(tournamentIds, 10) };
    },

    async setFavorite(
      userId: number,
      kind: 'event' | 'tournament',
      targetId: number,
      on: boolean,
    ): Promise<FavoriteChanged> {
      const exists =
        kind === 'event' ? await repo.event(targetId) : await repo.tournament(targetId);
      if (!exists)
        throw new AppError('not_found', {
          message: kind === 'event' ? 'No such event' : 'No such league',
        });
      if (on) {
        if ((await repo.countFavorites(userId)) >= MAX_FAVORITES)
          throw new AppError('conflict', { message: `At most ${MAX_FAVORITES} favourites` });
        await repo.addFavorite(userId, kind, targetId);
      } else await repo.removeFavorite(userId, kind, targetId);
      const rows = await repo.favorites(userId);
      return {
        eventIds: rows.filter((row) => row.kind === 'event').map((row) => row.targetId),
        tournamentIds: rows.filter((row) => row.kind === 'tournament').map((row) => row.targetId),
      };
    },

    /** A realtime patch of one event from its current rows (a resync after a producer's silence or recovery). */
    async patchOf(eventId: number, mainOnly: boolean): Promise<EventPatch | null> {
      const row = await repo.event(eventId);
      if (!row) return null;
      const { markets, outcomes } = mainOnly
        ? await repo.mainMarkets([eventId])
        : await repo.marketsOf(eventId);
      const byMarket = groupOutcomes(outcomes);
      return {
        ...eventFields(row),
        markets: markets.map((market) => ({
          id: market.id,
          status: market.status,
          outcomes: (byMarket.get(market.id) ?? []).map(presentOutcome),
        })),
      };
    },
  };

  async function detail(row: EventRow): Promise<SportEventDetail> {
    const [event] = await present([row]);
    const { markets, outcomes } = await repo.marketsOf(row.id);
    const byMarket = groupOutcomes(outcomes);
    const groups = new Map<MarketGroup, Market[]>();
    for (const market of markets) {
      if (market.status === 'deactivated') continue;
      const list = groups.get(market.group) ?? [];
      list.push(presentMarket(market, (byMarket.get(market.id) ?? []).sort(byOutcomeOrder)));
      groups.set(market.group, list);
    }
    return {
      ...event!,
      groups: MARKET_GROUPS.filter((group) => groups.has(group)).map((group) => ({
        group,
        markets: groups.get(group)!,
      })),
    };
  }
}

/** The event-level fields of a realtime patch. */
export function eventFields(row: EventRow): Omit<EventPatch, 'markets'> {
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    live: row.live,
    startsAt: row.startsAt.toISOString(),
    score: row.score,
    period: row.period,
    clock: row.clock,
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
