/** Query keys of the sportsbook screens; `all` clears every one of them at once. */
export const sportsbookKeys = {
  all: ['sportsbook'] as const,
  menu: ['sportsbook', 'menu'] as const,
  events: ['sportsbook', 'events'] as const,
  live: (sport?: string) => ['sportsbook', 'events', 'live', sport ?? 'all'] as const,
  upcoming: (sport?: string) => ['sportsbook', 'events', 'upcoming', sport ?? 'all'] as const,
  topLeagues: ['sportsbook', 'events', 'top-leagues'] as const,
  sport: (sport: string, league?: number) =>
    ['sportsbook', 'events', 'sport', sport, league ?? 'all'] as const,
  event: (eventId: number) => ['sportsbook', 'events', 'event', eventId] as const,
  favorites: ['sportsbook', 'events', 'favorites'] as const,
  preferences: ['sportsbook', 'preferences'] as const,
  bets: ['sportsbook', 'bets'] as const,
  betsList: (status: string) => ['sportsbook', 'bets', status] as const,
  cashOut: (betId: string) => ['sportsbook', 'cash-out', betId] as const,
};
