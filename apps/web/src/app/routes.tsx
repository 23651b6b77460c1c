import type { RouteObject } from 'react-router';
import { GamePage } from '../features/game-page/components/game-page';
import { CategoryGamesPage } from '../features/games-lobby/components/category-games-page';
import { FavoriteGamesPage } from '../features/games-lobby/components/favorite-games-page';
import { ProviderGamesPage } from '../features/games-lobby/components/provider-games-page';
import { HomePage } from '../features/home/components/home-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import type { RouteHandle } from '../lib/auth-modal-url';
import { AppShell } from './layout/app-shell';
import './original-play-areas';
import { LocaleLayout } from './routes/locale-layout';
import { LocaleRedirect } from './routes/locale-redirect';
import { NotFoundPage } from './routes/not-found-page';
import { ProtectedRoute } from './routes/protected-route';

const protectedHandle: RouteHandle = { requiresAuth: true };

/**
 * Every page lives under its locale prefix. Sections of the spec whose features land in later
 * issues (/sportsbook, /tournaments, /bonuses, /policies) fall
 * through to the not-found page until then.
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
            handle: protectedHandle,
            element: (
              <ProtectedRoute>
                <ProfilePage />
              </ProtectedRoute>
            ),
          },
          {
            path: 'games/favorites',
            handle: protectedHandle,
            element: (
              <ProtectedRoute>
                <FavoriteGamesPage />
              </ProtectedRoute>
            ),
          },
          { path: 'games/:id', element: <GamePage /> },
          { path: 'categories/:value/games', element: <CategoryGamesPage /> },
          { path: 'providers/:value/games', element: <ProviderGamesPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <LocaleRedirect /> },
];
