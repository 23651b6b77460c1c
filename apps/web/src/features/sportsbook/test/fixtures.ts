import type { Market, SportEvent, SportEventDetail } from '@wheelhouse/contracts/sportsbook';

/** Test data shaped like the sportsbook read API's answers. */
export function makeMarket(overrides: Partial<Market> = {}): Market {
  return {
    id: 11,
    type: '1x2',
    specifiers: {},
    key: '1x2',
    group: 'main',
    status: 'active',
    outcomes: [
      { id: 111, key: 'home', odds: '2.10', active: true, result: null },
      { id: 112, key: 'draw', odds: '3.40', active: true, result: null },
      { id: 113, key: 'away', odds: '3.60', active: true, result: null },
    ],
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<SportEvent> = {}): SportEvent {
  const id = overrides.id ?? 1;
  return {
    id,
    sport: {
      id: 1,
      slug: 'soccer',
      value: 'soccer-1',
      kind: 'sport',
      title: 'Soccer',
      icon: 'soccer',
    },
    category: { id: 3, name: 'England', countryCode: 'GB' },
    tournament: { id: 17, name: 'Premier League', sportId: 1, categoryId: 3, top: true },
    home: { id: 100 + id, name: `Home ${id}` },
    away: { id: 200 + id, name: `Away ${id}` },
    startsAt: '2030-01-01T12:00:00.000Z',
    status: 'live',
    live: true,
    score: { home: 0, away: 0, periods: [] },
    period: '1h',
    clock: "5'",
    marketCount: 3,
    mainMarket: makeMarket({
      id: id * 10 + 1,
      outcomes: makeMarket().outcomes.map((outcome, index) => ({
        ...outcome,
        id: (id * 10 + 1) * 10 + index + 1,
      })),
    }),
    version: 1,
    ...overrides,
  };
}

export function makeEventDetail(overrides: Partial<SportEventDetail> = {}): SportEventDetail {
  const event = makeEvent(overrides);
  return {
    ...event,
    groups: [
      { group: 'main', markets: [event.mainMarket!] },
      {
        group: 'totals',
        markets: [
          makeMarket({
            id: 21,
            type: 'totals',
            specifiers: { total: '2.5' },
            key: 'totals|total=2.5',
            group: 'totals',
            outcomes: [
              { id: 211, key: 'over', odds: '1.85', active: true, result: null },
              { id: 212, key: 'under', odds: '1.95', active: true, result: null },
            ],
          }),
        ],
      },
    ],
    ...overrides,
  };
}
