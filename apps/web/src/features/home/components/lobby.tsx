import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GameRow, GameRowSkeleton } from '../../../components/games/game-row';
import { GamesMessage } from '../../../components/games/game-grid';
import { Skeleton } from '../../../components/ui/skeleton';
import { WhenVisible } from '../../../components/ui/when-visible';
import { useGameCategories } from '../../../lib/games/get-game-categories';
import { useGameProviders } from '../../../lib/games/get-game-providers';
import { useLocalizedPath } from '../../../lib/use-locale';

/** The casino lobby of the home page: a row per category, then the providers. */
export function Lobby() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const categories = useGameCategories();
  const providers = useGameProviders();

  return (
    <div data-testid="lobby" className="flex flex-col gap-8">
      <GameRow
        testId="lobby-row-popular"
        priority
        title={t('games.lobby.popular')}
        filter={{ sort: 'popularity' }}
        allGamesPath={localized('/categories/all/games')}
      />
      {categories.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : categories.isError ? (
        <GamesMessage kind="error" onRetry={categories.refetch} />
      ) : (
        // Rows below the first screen fetch and render as they come near it.
        categories.data.items.map((category) => (
          <WhenVisible key={category.value} placeholder={<GameRowSkeleton />}>
            <GameRow
              testId={`lobby-row-${category.value}`}
              title={category.title}
              filter={{ category: category.value, sort: 'popularity' }}
              allGamesPath={localized(`/categories/${category.value}/games`)}
            />
          </WhenVisible>
        ))
      )}
      {providers.data && providers.data.items.length > 0 ? (
        <section aria-labelledby="lobby-providers" className="flex flex-col gap-3">
          <h2 id="lobby-providers" className="text-lg font-bold text-white">
            {t('games.lobby.providers')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {providers.data.items
              .filter((provider) => provider.gamesCount > 0)
              .map((provider) => (
                <li key={provider.value}>
                  <Link
                    to={localized(`/providers/${provider.value}/games`)}
                    className="flex items-center gap-2 rounded-xl border border-slate-800 bg-slate-900 px-3 py-2 text-sm font-medium text-white hover:border-slate-600"
                  >
                    {provider.name}
                    <span className="text-xs text-slate-400">{provider.gamesCount}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
