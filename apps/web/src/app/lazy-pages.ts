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
export const PolicyPage = lazyWithPreload(() =>
  import('../features/policies/components/policy-page').then((m) => ({ default: m.PolicyPage })),
);
export const BonusGamesPage = lazyWithPreload(() =>
  import('../features/bonuses/components/bonus-games-page').then((m) => ({
    default: m.BonusGamesPage,
  })),
);
export const TournamentsPage = lazyWithPreload(() =>
  import('../features/tournaments/components/tournaments-page').then((m) => ({
    default: m.TournamentsPage,
  })),
);
export const TournamentPage = lazyWithPreload(() =>
  import('../features/tournaments/components/tournament-page').then((m) => ({
    default: m.TournamentPage,
  })),
);
export const SportsbookLayout = lazyWithPreload(() =>
  import('../features/sportsbook/components/sportsbook-layout').then((m) => ({
    default: m.SportsbookLayout,
  })),
);
export const SportsbookHomePage = lazyWithPreload(() =>
  import('../features/sportsbook/components/sportsbook-home-page').then((m) => ({
    default: m.SportsbookHomePage,
  })),
);
export const SportPage = lazyWithPreload(() =>
  import('../features/sportsbook/components/sport-page').then((m) => ({
    default: m.SportPage,
  })),
);
export const SportEventPage = lazyWithPreload(() =>
  import('../features/sportsbook/components/event-page').then((m) => ({
    default: m.EventPage,
  })),
);
export const SportsFavoritesPage = lazyWithPreload(() =>
  import('../features/sportsbook/components/favorites-page').then((m) => ({
    default: m.SportsFavoritesPage,
  })),
);
export const SportsMyBetsPage = lazyWithPreload(() =>
  import('../features/sportsbook/components/my-bets-page').then((m) => ({
    default: m.MyBetsPage,
  })),
);
/** The sidebar's tournaments group: its own chunk, so the first load does not carry it. */
export const SidebarTournaments = lazyWithPreload(() =>
  import('./layout/sidebar-tournaments').then((m) => ({
    default: m.SidebarTournaments,
  })),
);
export const SportsMenu = lazyWithPreload(() =>
  import('../features/sportsbook/components/sports-menu').then((m) => ({
    default: m.SportsMenu,
  })),
);
export const ResetPasswordPage = lazyWithPreload(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
export const VerifyEmailPage = lazyWithPreload(() =>
  import('../features/auth/components/verify-email-page').then((m) => ({
    default: m.VerifyEmailPage,
  })),
);
export const MessengerLinkPage = lazyWithPreload(() =>
  import('../features/messenger/components/messenger-link-page').then((m) => ({
    default: m.MessengerLinkPage,
  })),
);
