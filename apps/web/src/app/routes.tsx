import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import type { RouteHandle } from '../lib/auth-modal-url';
import { AppShell } from './layout/app-shell';
import {
  BonusesPage,
  BonusGamesPage,
  CategoryGamesPage,
  FavoriteGamesPage,
  GamePage,
  MessengerLinkPage,
  NotFoundPage,
  PolicyPage,
  ProfilePage,
  ProviderGamesPage,
  ResetPasswordPage,
  VerifyEmailPage,
  TournamentPage,
  TournamentsPage,
  SportEventPage,
  SportPage,
  SportsbookHomePage,
  SportsbookLayout,
  SportsFavoritesPage,
  SportsMyBetsPage,
} from './lazy-pages';
import { preloadOriginalPlayArea } from './original-play-areas';
import type { PrefetchHandle } from './route-prefetch';
import { LocaleLayout } from './routes/locale-layout';
import { LocaleRedirect } from './routes/locale-redirect';
import { ProtectedRoute } from './routes/protected-route';

type Handle = RouteHandle & PrefetchHandle;

const page = (preload: () => unknown): Handle => ({ prefetch: () => void preload() });
const protectedPage = (preload: () => unknown): Handle => ({
  ...page(preload),
  requiresAuth: true,
});

/**
 * Every page lives under its locale prefix; an unknown address shows the not-found page. Each
 * route's handle says what to prefetch when a link to it shows intent (route-prefetch.ts).
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/:locale',
    element: <LocaleLayout />,
    children: [
      {
        element: <AppShell />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'profile',
            handle: protectedPage(ProfilePage.preload),
            element: (
              <ProtectedRoute>
                <ProfilePage />
              </ProtectedRoute>
            ),
          },
          {
            path: 'profile/messenger',
            handle: protectedPage(MessengerLinkPage.preload),
            element: (
              <ProtectedRoute>
                <MessengerLinkPage />
              </ProtectedRoute>
            ),
          },
          {
            path: 'games/favorites',
            handle: protectedPage(FavoriteGamesPage.preload),
            element: (
              <ProtectedRoute>
                <FavoriteGamesPage />
              </ProtectedRoute>
            ),
          },
          {
            path: 'games/:id',
            handle: {
              prefetch: (link) => {
                void GamePage.preload();
                // A game tile names its original, so its play area loads with the page.
                if (link.dataset.prefetch) void preloadOriginalPlayArea(link.dataset.prefetch);
              },
            } satisfies Handle,
            element: <GamePage />,
          },
          {
            path: 'bonuses',
            handle: page(BonusesPage.preload),
            element: <BonusesPage />,
          },
          {
            path: 'bonuses/:bonusId/games',
            handle: page(BonusGamesPage.preload),
            element: <BonusGamesPage />,
          },
          {
            path: 'tournaments',
            handle: page(TournamentsPage.preload),
            element: <TournamentsPage />,
          },
          {
            path: 'tournaments/:id',
            handle: page(TournamentPage.preload),
            element: <TournamentPage />,
          },
          {
            path: 'categories/:value/games',
            handle: page(CategoryGamesPage.preload),
            element: <CategoryGamesPage />,
          },
          {
            path: 'providers/:value/games',
            handle: page(ProviderGamesPage.preload),
            element: <ProviderGamesPage />,
          },
          {
            // The mailed links of account security (password reset, e-mail verification).
            path: 'reset-password',
            handle: page(ResetPasswordPage.preload),
            element: <ResetPasswordPage />,
          },
          {
            path: 'verify-email',
            handle: page(VerifyEmailPage.preload),
            element: <VerifyEmailPage />,
          },
          {
            path: 'policies/:slug',
            handle: page(PolicyPage.preload),
            element: <PolicyPage />,
          },
          {
            // Shell spec routes /sportsbook, /sportsbook/{sport-slug-id}, /sportsbook/favorites;
            // ours beside them: an event's page and the player's bets.
            path: 'sportsbook',
            handle: page(SportsbookLayout.preload),
            element: <SportsbookLayout />,
            children: [
              {
                index: true,
                handle: page(SportsbookHomePage.preload),
                element: <SportsbookHomePage />,
              },
              {
                path: 'favorites',
                handle: page(SportsFavoritesPage.preload),
                element: <SportsFavoritesPage />,
              },
              {
                path: 'my-bets',
                handle: page(SportsMyBetsPage.preload),
                element: <SportsMyBetsPage />,
              },
              { path: ':sport', handle: page(SportPage.preload), element: <SportPage /> },
              {
                path: ':sport/:eventId',
                handle: page(SportEventPage.preload),
                element: <SportEventPage />,
              },
            ],
          },
          { path: '*', handle: page(NotFoundPage.preload), element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <LocaleRedirect /> },
];
