import type { GameLabelType } from '@wheelhouse/contracts/games';
import { ORIGINAL_RTP_PERCENT, type OriginalGame } from '@wheelhouse/fair/games';

/** Demo content: fictional studios, lobby categories and ≈60 games (SEED_DEMO). */

export const ORIGINALS_PROVIDER = 'wheelhouse-originals';

export const DEMO_PROVIDERS = [
  { value: ORIGINALS_PROVIDER, name: 'Wheelhouse Originals', sortOrder: 0 },
  { value: 'northwind-studios', name: 'Northwind Studios', sortOrder: 10 },
  { value: 'red-lantern', name: 'Red Lantern Gaming', sortOrder: 20 },
  { value: 'blue-fjord', name: 'Blue Fjord', sortOrder: 30 },
  { value: 'aurora-live', name: 'Aurora Live', sortOrder: 40 },
  { value: 'quartz-play', name: 'Quartz Play', sortOrder: 50 },
] as const;

export const DEMO_CATEGORIES = [
  {
    value: 'originals',
    titles: { en: 'Originals', ru: 'Оригинальные', uk: 'Оригінальні', kk: 'Төл ойындар' },
    sortOrder: 0,
  },
  {
    value: 'slots',
    titles: { en: 'Slots', ru: 'Слоты', uk: 'Слоти', kk: 'Слоттар' },
    sortOrder: 10,
  },
  {
    value: 'live',
    titles: { en: 'Live casino', ru: 'Live-казино', uk: 'Live-казино', kk: 'Live-казино' },
    sortOrder: 20,
  },
  {
    value: 'table',
    titles: {
      en: 'Table games',
      ru: 'Настольные игры',
      uk: 'Настільні ігри',
      kk: 'Үстел ойындары',
    },
    sortOrder: 30,
  },
  {
    value: 'crash',
    titles: { en: 'Crash', ru: 'Краш-игры', uk: 'Краш-ігри', kk: 'Краш ойындары' },
    sortOrder: 40,
  },
] as const;

export interface DemoGame {
  slug: string;
  title: string;
  provider: string;
  categories: string[];
  art: string;
  rtp: string;
  labelType?: GameLabelType;
  blacklistCountries?: string[];
  blacklistCurrencies?: string[];
}

const originalGames: Array<{
  slug: OriginalGame;
  title: string;
  labelType: GameLabelType;
}> = [
  { slug: 'dice', title: 'Dice', labelType: 'exclusive' },
  { slug: 'limbo', title: 'Limbo', labelType: 'exclusive' },
  { slug: 'mines', title: 'Mines', labelType: 'exclusive' },
  { slug: 'plinko', title: 'Plinko', labelType: 'exclusive' },
  { slug: 'slot', title: 'Wheelhouse Slot', labelType: 'early_access' },
];

// The RTP comes from the fair package, the same figure the game page (paytable, header) declares.
const originals: DemoGame[] = originalGames.map((game) => ({
  ...game,
  art: game.slug,
  rtp: ORIGINAL_RTP_PERCENT[game.slug],
  provider: ORIGINALS_PROVIDER,
  categories: ['originals'],
}));

function slots(provider: string, art: string, titles: string[], rtp = '96.20'): DemoGame[] {
  return titles.map((title) => ({
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    provider,
    categories: ['slots'],
    art,
    rtp,
  }));
}

const thirdParty: DemoGame[] = [
  ...slots('northwind-studios', 'fruits', [
    'Frozen Fruits',
    'Cherry Blizzard',
    'Polar Sevens',
    'Lucky Lemons',
    'Ice Berry Bonanza',
  ]),
  ...slots('northwind-studios', 'gems', ['Gem Harbour', 'Crystal Caverns', 'Sapphire Tides']),
  ...slots(
    'red-lantern',
    'lantern',
    ['Lantern Festival', 'Jade Dragon', 'Golden Koi', 'Temple of Fortune', 'Panda Riches'],
    '95.80',
  ),
  ...slots('red-lantern', 'coins', ['Coin Dynasty', 'Emperor’s Vault', 'Money Tree'], '96.50'),
  ...slots('blue-fjord', 'viking', ['Viking Voyage', 'Thunder of Odin', 'Runestone Raiders']),
  ...slots('blue-fjord', 'gems', ['Northern Lights', 'Aurora Jewels', 'Fjord Treasure'], '96.80'),
  ...slots('quartz-play', 'fruits', ['Neon Fruits', 'Retro Reels', 'Hot Sevens Deluxe']),
  ...slots('quartz-play', 'coins', ['Book of Quartz', 'Pharaoh’s Pyramid', 'Desert Gold']),
  {
    slug: 'midnight-megaways',
    title: 'Midnight Megaways',
    provider: 'quartz-play',
    categories: ['slots'],
    art: 'gems',
    rtp: '96.40',
    labelType: 'early_access',
  },
  {
    slug: 'wild-west-bounty',
    title: 'Wild West Bounty',
    provider: 'red-lantern',
    categories: ['slots'],
    art: 'coins',
    rtp: '96.00',
    blacklistCountries: ['US', 'GB'],
  },
  {
    slug: 'ruby-rush',
    title: 'Ruby Rush',
    provider: 'blue-fjord',
    categories: ['slots'],
    art: 'gems',
    rtp: '96.10',
    blacklistCurrencies: ['RUB'],
  },
  ...[
    ['Live Roulette', 'roulette'],
    ['Lightning Roulette Live', 'roulette'],
    ['Speed Baccarat', 'cards'],
    ['Baccarat Squeeze', 'cards'],
    ['Blackjack VIP', 'cards'],
    ['Infinite Blackjack', 'cards'],
    ['Dream Wheel', 'wheel'],
    ['Monopoly of Fortune', 'wheel'],
    ['Live Sic Bo', 'dice'],
  ].map(([title, art]): DemoGame => ({
    slug: title!.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title: title!,
    provider: 'aurora-live',
    categories: ['live', ...(art === 'cards' || art === 'roulette' ? ['table'] : [])],
    art: art!,
    // The engines' real returns: the money wheel's best bet (10) returns 96.58%, sic bo's
    // small and big 97.22% (apps/demo-provider/src/wheel.ts, sicbo.ts).
    rtp: art === 'wheel' ? '96.58' : art === 'dice' ? '97.22' : '97.30',
    ...(title === 'Blackjack VIP' ? { labelType: 'exclusive' as const } : {}),
  })),
  ...[
    ['European Roulette', 'roulette', 'quartz-play', '97.30'],
    ['French Roulette', 'roulette', 'northwind-studios', '98.65'],
    ['Classic Blackjack', 'cards', 'quartz-play', '99.50'],
    ['Three Card Poker', 'cards', 'red-lantern', '96.60'],
    ['Casino Hold’em', 'cards', 'blue-fjord', '97.80'],
    ['Punto Banco', 'cards', 'northwind-studios', '98.90'],
    ['Craps Classic', 'dice', 'quartz-play', '98.60'],
    // 9/6 Jacks or Better played perfectly (apps/demo-provider/src/video-poker.ts).
    ['Video Poker Jacks', 'cards', 'red-lantern', '99.54'],
  ].map(([title, art, provider, rtp]): DemoGame => ({
    slug: title!.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title: title!,
    provider: provider!,
    categories: ['table'],
    art: art!,
    rtp: rtp!,
  })),
  ...[
    ['Rocket Rush', 'northwind-studios', undefined],
    ['Aviator Ace', 'red-lantern', undefined],
    ['Jet Lucky', 'blue-fjord', undefined],
    ['Space Crash', 'quartz-play', 'early_access'],
    ['Moon Launch', 'northwind-studios', undefined],
    ['Balloon Pop', 'quartz-play', undefined],
  ].map(([title, provider, label]): DemoGame => ({
    slug: title!.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title: title!,
    provider: provider!,
    categories: ['crash'],
    art: 'rocket',
    rtp: '97.00',
    ...(label ? { labelType: label as GameLabelType } : {}),
  })),
];

/** Every demo game with deterministic popularity, rating and age, so sorting looks natural. */
export const DEMO_GAMES = [...originals, ...thirdParty].map((game, index) => ({
  ...game,
  imageUrl: `/games/${game.art}.svg`,
  // A spread that is not the insertion order: each sort shows a different first row.
  popularity: ((index * 7919) % 997) * 10 + (game.provider === ORIGINALS_PROVIDER ? 20_000 : 0),
  rating: (3 + ((index * 37) % 21) / 10).toFixed(2),
  addedDaysAgo: (index * 13) % 120,
}));

/** The demo seamless-wallet provider (apps/demo-provider), as provider-api knows it. */
export const DEMO_WALLET_PROVIDER = 'demo-provider';

export type DemoEngine =
  | 'slot'
  | 'crash'
  | 'hilo'
  | 'roulette'
  | 'blackjack'
  | 'baccarat'
  | 'wheel'
  | 'sicbo'
  | 'videopoker';

/**
 * Which of the demo provider's engines plays a fictional game: every tile of the demo lobby plays
 * (slots spin the slot, crash games the crash, every roulette the European roulette, blackjacks
 * the blackjack, baccarats and punto banco the baccarat, the money wheels (Dream Wheel, Monopoly
 * of Fortune) the wheel, sic bo the sic bo, video poker the video poker; other live and table games
 * still deal hi-lo).
 */
export function demoEngineOf(game: Pick<DemoGame, 'categories' | 'art' | 'title'>): DemoEngine {
  if (game.categories.includes('slots')) return 'slot';
  if (game.categories.includes('crash')) return 'crash';
  if (game.art === 'roulette') return 'roulette';
  if (/blackjack/i.test(game.title)) return 'blackjack';
  if (/baccarat|punto banco/i.test(game.title)) return 'baccarat';
  if (/^(dream wheel|monopoly of fortune)$/i.test(game.title)) return 'wheel';
  if (/sic bo/i.test(game.title)) return 'sicbo';
  if (/video poker/i.test(game.title)) return 'videopoker';
  return 'hilo';
}

/**
 * Engines a game of the demo seed played before its own existed: a database seeded then is
 * moved on to the new engine at boot, unless staff mapped the game elsewhere since.
 */
export const SUPERSEDED_DEMO_ENGINES: Partial<Record<DemoEngine, string[]>> = {
  roulette: ['hilo'],
  blackjack: ['hilo'],
  baccarat: ['hilo'],
  wheel: ['hilo'],
  sicbo: ['hilo'],
  videopoker: ['hilo'],
};
