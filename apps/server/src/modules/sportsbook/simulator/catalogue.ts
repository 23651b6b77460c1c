import type { SportKind } from '@wheelhouse/contracts/sportsbook';

/**
 * The simulator's sports, leagues and teams. Two scoring models:
 * - `goals`: each side scores `scoring events` as a Poisson process (`rate` per match), each worth
 *   `points` (a basket 2, a touchdown 7); football, hockey, handball, basketball, baseball, rugby.
 * - `units`: a best-of-N of sets, maps, frames or legs, each won with a fixed probability.
 * `dailyFixtures` is chosen so about 20 events are live at any moment.
 */
export interface GoalsModel {
  kind: 'goals';
  /** Expected scoring events per side per match (before strengths). */
  rate: number;
  points: number;
  /** 1x2 (a draw is a result) or a two-way winner (a tie goes to extra time, 50/50 then). */
  draw: boolean;
  btts: boolean;
  /** Playing periods and breaks, in real minutes; `clock` periods show a match minute. */
  periods: Array<{ code: string; minutes: number; play: boolean }>;
  clock: boolean;
  /** Bet stop on every scoring event (low-scoring sports) instead of only between periods. */
  stopOnScore: boolean;
  totals: number[];
  handicaps: number[];
}

export interface UnitsModel {
  kind: 'units';
  bestOf: number;
  /** Real minutes one unit lasts, on average. */
  unitMinutes: number;
  unitMarket: 'set_winner' | 'map_winner';
  /** Period code prefix: "s" set, "m" map, "f" frame, "l" leg. */
  prefix: string;
  totals: number[];
  handicaps: number[];
}

export interface SimSport {
  id: number;
  slug: string;
  kind: SportKind;
  title: string;
  icon: string;
  dailyFixtures: number;
  model: GoalsModel | UnitsModel;
  /** [categoryId, category name, country code, [tournamentId, name, top][]] */
  leagues: Array<[number, string, string | null, Array<[number, string, boolean]>]>;
  /** Competitor name parts: `${city} ${suffix}` or a player's name. */
  names: 'clubs' | 'players' | 'teams';
  suffix?: string;
}

const halves = (half: number, pause: number) => [
  { code: '1h', minutes: half, play: true },
  { code: 'ht', minutes: pause, play: false },
  { code: '2h', minutes: half, play: true },
];
const parts = (count: number, prefix: string, minutes: number, pause: number) =>
  Array.from({ length: count }, (_, index) => [
    { code: `${prefix}${index + 1}`, minutes, play: true },
    ...(index < count - 1 ? [{ code: 'break', minutes: pause, play: false }] : []),
  ]).flat();

export const SIM_SPORTS: SimSport[] = [
  {
    id: 1,
    slug: 'soccer',
    kind: 'sport',
    title: 'Soccer',
    icon: 'soccer',
    dailyFixtures: 48,
    names: 'clubs',
    suffix: 'FC',
    model: {
      kind: 'goals',
      rate: 1.35,
      points: 1,
      draw: true,
      btts: true,
      periods: halves(45, 15),
      clock: true,
      stopOnScore: true,
      totals: [1.5, 2.5, 3.5],
      handicaps: [-1.5, -0.25, 0],
    },
    leagues: [
      [
        11,
        'England',
        'GB',
        [
          [17, 'Premier League', true],
          [18, 'Championship', false],
        ],
      ],
      [12, 'Spain', 'ES', [[8, 'LaLiga', true]]],
      [13, 'Germany', 'DE', [[35, 'Bundesliga', true]]],
      [14, 'Italy', 'IT', [[23, 'Serie A', true]]],
      [15, 'France', 'FR', [[34, 'Ligue 1', false]]],
      [16, 'International', null, [[7, 'Champions Cup', true]]],
    ],
  },
  {
    id: 2,
    slug: 'basketball',
    kind: 'sport',
    title: 'Basketball',
    icon: 'basketball',
    dailyFixtures: 24,
    names: 'clubs',
    suffix: 'Hawks',
    model: {
      kind: 'goals',
      rate: 52,
      points: 2,
      draw: false,
      btts: false,
      periods: parts(4, 'q', 27, 4),
      clock: false,
      stopOnScore: false,
      totals: [209.5, 215.5],
      handicaps: [-5.5],
    },
    leagues: [
      [21, 'USA', 'US', [[132, 'Pro Basketball League', true]]],
      [22, 'International', null, [[138, 'Euro Basketball League', false]]],
    ],
  },
  {
    id: 4,
    slug: 'ice-hockey',
    kind: 'sport',
    title: 'Ice hockey',
    icon: 'ice-hockey',
    dailyFixtures: 16,
    names: 'clubs',
    suffix: 'Wolves',
    model: {
      kind: 'goals',
      rate: 2.9,
      points: 1,
      draw: true,
      btts: false,
      periods: [...parts(3, 'p', 35, 15)],
      clock: false,
      stopOnScore: true,
      totals: [5.5],
      handicaps: [-1.5],
    },
    leagues: [
      [41, 'USA', 'US', [[234, 'Pro Hockey League', true]]],
      [42, 'Sweden', 'SE', [[261, 'Hockey Elite', false]]],
    ],
  },
  {
    id: 5,
    slug: 'tennis',
    kind: 'sport',
    title: 'Tennis',
    icon: 'tennis',
    dailyFixtures: 32,
    names: 'players',
    model: {
      kind: 'units',
      bestOf: 3,
      unitMinutes: 40,
      unitMarket: 'set_winner',
      prefix: 's',
      totals: [2.5],
      handicaps: [-1.5],
    },
    leagues: [
      [
        51,
        'ATP',
        null,
        [
          [2553, 'ATP Masters', true],
          [2555, 'ATP Challenger', false],
        ],
      ],
      [52, 'WTA', null, [[2649, 'WTA Open', false]]],
    ],
  },
  {
    id: 6,
    slug: 'handball',
    kind: 'sport',
    title: 'Handball',
    icon: 'handball',
    dailyFixtures: 10,
    names: 'clubs',
    suffix: 'HC',
    model: {
      kind: 'goals',
      rate: 27,
      points: 1,
      draw: true,
      btts: false,
      periods: halves(30, 15),
      clock: true,
      stopOnScore: false,
      totals: [54.5],
      handicaps: [-2.5],
    },
    leagues: [[61, 'Germany', 'DE', [[149, 'Handball Bundesliga', false]]]],
  },
  {
    id: 3,
    slug: 'baseball',
    kind: 'sport',
    title: 'Baseball',
    icon: 'baseball',
    dailyFixtures: 8,
    names: 'clubs',
    suffix: 'Sox',
    model: {
      kind: 'goals',
      rate: 4.4,
      points: 1,
      draw: false,
      btts: false,
      periods: parts(9, 'i', 19, 1),
      clock: false,
      stopOnScore: true,
      totals: [8.5],
      handicaps: [-1.5],
    },
    leagues: [[31, 'USA', 'US', [[109, 'Pro Baseball League', false]]]],
  },
  {
    id: 16,
    slug: 'american-football',
    kind: 'sport',
    title: 'American football',
    icon: 'american-football',
    dailyFixtures: 4,
    names: 'clubs',
    suffix: 'Rams',
    model: {
      kind: 'goals',
      rate: 3.3,
      points: 7,
      draw: false,
      btts: false,
      periods: parts(4, 'q', 45, 5),
      clock: false,
      stopOnScore: true,
      totals: [45.5],
      handicaps: [-3.5],
    },
    leagues: [[161, 'USA', 'US', [[31, 'Pro Football League', true]]]],
  },
  {
    id: 23,
    slug: 'volleyball',
    kind: 'sport',
    title: 'Volleyball',
    icon: 'volleyball',
    dailyFixtures: 12,
    names: 'clubs',
    suffix: 'VC',
    model: {
      kind: 'units',
      bestOf: 5,
      unitMinutes: 25,
      unitMarket: 'set_winner',
      prefix: 's',
      totals: [3.5, 4.5],
      handicaps: [-1.5],
    },
    leagues: [[231, 'Italy', 'IT', [[1080, 'SuperLega', false]]]],
  },
  {
    id: 20,
    slug: 'table-tennis',
    kind: 'sport',
    title: 'Table tennis',
    icon: 'table-tennis',
    dailyFixtures: 40,
    names: 'players',
    model: {
      kind: 'units',
      bestOf: 5,
      unitMinutes: 6,
      unitMarket: 'set_winner',
      prefix: 's',
      totals: [3.5],
      handicaps: [-1.5],
    },
    leagues: [[201, 'International', null, [[2795, 'Table Tennis Cup', false]]]],
  },
  {
    id: 22,
    slug: 'darts',
    kind: 'sport',
    title: 'Darts',
    icon: 'darts',
    dailyFixtures: 12,
    names: 'players',
    model: {
      kind: 'units',
      bestOf: 11,
      unitMinutes: 4,
      unitMarket: 'set_winner',
      prefix: 'l',
      totals: [9.5],
      handicaps: [-2.5],
    },
    leagues: [[221, 'International', null, [[616, 'Darts Premier', true]]]],
  },
  {
    id: 12,
    slug: 'rugby',
    kind: 'sport',
    title: 'Rugby',
    icon: 'rugby',
    dailyFixtures: 6,
    names: 'clubs',
    suffix: 'RFC',
    model: {
      kind: 'goals',
      rate: 5,
      points: 5,
      draw: true,
      btts: false,
      periods: halves(40, 15),
      clock: true,
      stopOnScore: true,
      totals: [45.5],
      handicaps: [-7.5],
    },
    leagues: [[121, 'International', null, [[421, 'Rugby Championship', false]]]],
  },
  {
    id: 19,
    slug: 'snooker',
    kind: 'sport',
    title: 'Snooker',
    icon: 'snooker',
    dailyFixtures: 6,
    names: 'players',
    model: {
      kind: 'units',
      bestOf: 9,
      unitMinutes: 15,
      unitMarket: 'set_winner',
      prefix: 'f',
      totals: [7.5],
      handicaps: [-1.5],
    },
    leagues: [[191, 'International', null, [[1305, 'Snooker Masters', false]]]],
  },
  {
    id: 109,
    slug: 'counter-strike',
    kind: 'esport',
    title: 'Counter-Strike',
    icon: 'counter-strike',
    dailyFixtures: 20,
    names: 'teams',
    model: {
      kind: 'units',
      bestOf: 3,
      unitMinutes: 45,
      unitMarket: 'map_winner',
      prefix: 'm',
      totals: [2.5],
      handicaps: [-1.5],
    },
    leagues: [
      [
        1091,
        'International',
        null,
        [
          [16041, 'CS Major League', true],
          [16042, 'CS Pro Series', false],
        ],
      ],
    ],
  },
  {
    id: 111,
    slug: 'dota-2',
    kind: 'esport',
    title: 'Dota 2',
    icon: 'dota-2',
    dailyFixtures: 12,
    names: 'teams',
    model: {
      kind: 'units',
      bestOf: 3,
      unitMinutes: 40,
      unitMarket: 'map_winner',
      prefix: 'm',
      totals: [2.5],
      handicaps: [-1.5],
    },
    leagues: [[1111, 'International', null, [[16101, 'Dota Pro Circuit', true]]]],
  },
  {
    id: 110,
    slug: 'league-of-legends',
    kind: 'esport',
    title: 'League of Legends',
    icon: 'league-of-legends',
    dailyFixtures: 12,
    names: 'teams',
    model: {
      kind: 'units',
      bestOf: 3,
      unitMinutes: 35,
      unitMarket: 'map_winner',
      prefix: 'm',
      totals: [2.5],
      handicaps: [-1.5],
    },
    leagues: [[1101, 'International', null, [[16201, 'LoL World League', true]]]],
  },
];

export const CITIES = [
  'Northbridge',
  'Eastport',
  'Westfield',
  'Southgate',
  'Kingsbury',
  'Riverton',
  'Lakeside',
  'Ashford',
  'Brookvale',
  'Carlow',
  'Dunmore',
  'Elmstead',
  'Fairhaven',
  'Glenrock',
  'Harborview',
  'Ironwood',
  'Juniper',
  'Kestrel',
  'Larkhill',
  'Millbrook',
  'Newhaven',
  'Oakridge',
  'Pinecrest',
  'Queensbay',
  'Redcliff',
  'Stonebridge',
  'Thornbury',
  'Upton',
  'Valemont',
  'Whitecliff',
  'Yarrow',
  'Zephyr Bay',
];

export const PLAYERS = [
  'A. Novak',
  'B. Rossi',
  'C. Moreau',
  'D. Schmidt',
  'E. Larsen',
  'F. Costa',
  'G. Petrov',
  'H. Tanaka',
  'I. Kowalski',
  'J. Silva',
  'K. Müller',
  'L. Fischer',
  'M. Duarte',
  'N. Ivanova',
  'O. Berg',
  'P. Laurent',
  'R. Ortega',
  'S. Novak',
  'T. Kim',
  'U. Weber',
  'V. Horvat',
  'W. Jensen',
  'Y. Sato',
  'Z. Varga',
];

export const TEAMS = [
  'Nova Five',
  'Iron Wolves',
  'Red Comets',
  'Blue Phantoms',
  'Storm Unit',
  'Apex Gaming',
  'Zero Gravity',
  'Night Owls',
  'Solar Flare',
  'Polar Bears',
  'Crimson Tide',
  'Echo Squad',
  'Frostbite',
  'Nebula',
  'Vortex',
  'Wildcards',
];
