import type {
  EventList,
  EventPatch,
  Favorites,
  Market,
  MarketPatch,
  SportEvent,
  SportEventDetail,
  SportPage,
  TopLeagues,
} from '@wheelhouse/contracts/sportsbook';

/**
 * Realtime updates (contracts sportsbook.ts "realtime") written into what the screens already
 * hold. Every function returns its input unchanged (the same object) when the patch is stale or
 * touches nothing there, so React Query keeps its cache entry and nothing re-renders.
 */

function patchMarket(market: Market, patch: MarketPatch): Market {
  const byId = new Map(patch.outcomes.map((outcome) => [outcome.id, outcome]));
  return {
    ...market,
    status: patch.status,
    outcomes: market.outcomes.map((outcome) => {
      const next = byId.get(outcome.id);
      return next
        ? { ...outcome, odds: next.odds, active: next.active, result: next.result }
        : outcome;
    }),
  };
}

function patchMarkets(markets: readonly MarketPatch[], market: Market): Market {
  const patch = markets.find((candidate) => candidate.id === market.id);
  return patch ? patchMarket(market, patch) : market;
}

/** One event of a list with an update applied; unchanged when the update is not newer. */
export function patchEvent<T extends SportEvent>(event: T, patch: EventPatch): T {
  if (event.id !== patch.id || patch.version <= event.version) return event;
  return {
    ...event,
    version: patch.version,
    status: patch.status,
    live: patch.live,
    startsAt: patch.startsAt,
    score: patch.score,
    period: patch.period,
    clock: patch.clock,
    mainMarket: event.mainMarket ? patchMarkets(patch.markets, event.mainMarket) : null,
  };
}

/** The event page's data: the event and every market of every group. */
export function patchEventDetail(detail: SportEventDetail, patch: EventPatch): SportEventDetail {
  const patched = patchEvent(detail, patch);
  if (patched === detail) return detail;
  return {
    ...patched,
    groups: detail.groups.map((group) => ({
      ...group,
      markets: group.markets.map((market) => patchMarkets(patch.markets, market)),
    })),
  };
}

function patchList(events: SportEvent[], patches: readonly EventPatch[]): SportEvent[] {
  let changed = false;
  const next = events.map((event) => {
    let current = event;
    for (const patch of patches) current = patchEvent(current, patch);
    if (current !== event) changed = true;
    return current;
  });
  return changed ? next : events;
}

/** Any sportsbook list the screens cache (live, upcoming, a sport, top leagues, favourites). */
export type EventsData = EventList | SportPage | TopLeagues | Favorites | SportEventDetail;

function isDetail(data: EventsData): data is SportEventDetail {
  return 'groups' in data;
}

/** Applies updates to whichever list shape `data` is; the same object when nothing changed. */
export function patchEventsData<T extends EventsData>(data: T, patches: readonly EventPatch[]): T {
  if (isDetail(data)) {
    let current: SportEventDetail = data;
    for (const patch of patches) current = patchEventDetail(current, patch);
    return current as T;
  }
  if ('categories' in data) {
    let changed = false;
    const categories = data.categories.map((category) => {
      const tournaments = category.tournaments.map((league) => {
        const events = patchList(league.events, patches);
        if (events === league.events) return league;
        changed = true;
        return { ...league, events };
      });
      return tournaments.every((league, index) => league === category.tournaments[index])
        ? category
        : { ...category, tournaments };
    });
    return changed ? { ...data, categories } : data;
  }
  if ('eventIds' in data) {
    const events = patchList(data.events, patches);
    let changed = events !== data.events;
    const tournaments = data.tournaments.map((league) => {
      const leagueEvents = patchList(league.events, patches);
      if (leagueEvents === league.events) return league;
      changed = true;
      return { ...league, events: leagueEvents };
    });
    return changed ? { ...data, events, tournaments } : data;
  }
  if (data.data.length > 0 && 'tournament' in data.data[0]! && 'events' in data.data[0]!) {
    const top = data as TopLeagues;
    let changed = false;
    const leagues = top.data.map((league) => {
      const events = patchList(league.events, patches);
      if (events === league.events) return league;
      changed = true;
      return { ...league, events };
    });
    return (changed ? { ...top, data: leagues } : data) as T;
  }
  const list = data as EventList;
  const events = patchList(list.data, patches);
  return (events === list.data ? data : { ...list, data: events }) as T;
}

/** Every outcome a patch touches, with whether it can be backed now (for the bet slip). */
export function outcomeChanges(
  patch: EventPatch,
): { outcomeId: number; odds: string; available: boolean }[] {
  return patch.markets.flatMap((market) =>
    market.outcomes.map((outcome) => ({
      outcomeId: outcome.id,
      odds: outcome.odds,
      available: market.status === 'active' && outcome.active,
    })),
  );
}
