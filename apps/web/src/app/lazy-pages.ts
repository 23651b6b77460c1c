import { lazyWithPreload } from '../lib/prefetch/lazy-with-preload';

/**
 * Every page but the home page loads on first visit (the home page is what a first load shows).
 * Each chunk is fetched ahead on intent: see route-prefetch.ts.
 */
export const GamePage = lazyWithPreload(() =>
  import('../features/game-page/components/game-page').then((m) => ({ default: m.GamePage })),
);
export const CategoryGamesPage = lazyWithPreload(() =>
  import('../features/games-lobby/components/category-games-page').then((m) => ({
    default: m.CategoryGamesPage,
  })),
);
export const ProviderGamesPage = lazyWithPreload(() =>
  import('../features/games-lobby/components/provider-games-page').then((m) => ({
    default: m.ProviderGamesPage,
  })),
);
export const FavoriteGamesPage = lazyWithPreload(() =>
  import('../features/games-lobby/components/favorite-games-page').then((m) => ({
    default: m.FavoriteGamesPage,
  })),
);
export const ProfilePage = lazyWithPreload(() =>
  import('../features/profile/components/profile-page').then((m) => ({
    default: m.ProfilePage,
  })),
);
export const NotFoundPage = lazyWithPreload(() =>
  import('./routes/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
export const BonusesPage = lazyWithPreload(() =>
  import('../features/bonuses/components/bonuses-page').then((m) => ({
    default: m.BonusesPage,
  })),
);
export const BonusGamesPage = lazyWithPreload(() =>
  import('../features/bonuses/components/bonus-games-page').then((m) => ({
    default: m.BonusGamesPage,
  })),
);
