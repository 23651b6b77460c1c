import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { GamesMessage } from '../../../components/games/game-grid';
import { GameLabel } from '../../../components/games/game-label';
import { FavoriteToggle } from '../../../components/games/game-tile';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { useGame } from '../../../lib/games/get-game';
import { useLocalizedPath } from '../../../lib/use-locale';
import { usePageMeta } from '../../../lib/use-page-meta';
import { NotFoundGame } from './not-found-game';
import { PlayArea } from './play-area';

/** /games/{id}: the game's frame (title, provider, RTP, label, favourite) around its play area. */
export function GamePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const localized = useLocalizedPath();
  const query = useGame(id);
  usePageMeta(
    query.isSuccess
      ? { kind: 'game', values: { title: query.data.title, provider: query.data.provider.name } }
      : query.isError
        ? { kind: 'site' }
        : null,
  );

  if (query.isPending)
    return (
      <div data-testid="game-page-loading" className="flex flex-col gap-4">
        <Skeleton className="h-9 w-2/3 max-w-sm" />
        <Skeleton className="h-5 w-1/2 max-w-xs" />
        <Skeleton className="h-80 w-full rounded-2xl" />
      </div>
    );
  if (query.isError)
    return isApiError(query.error) && (query.error.status === 404 || query.error.status === 400) ? (
      <NotFoundGame />
    ) : (
      <GamesMessage kind="error" onRetry={query.refetch} />
    );

  const game = query.data;
  return (
    <article data-testid="game-page" className="flex flex-col gap-4">
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold wrap-anywhere text-white sm:text-3xl">
              {game.title}
            </h1>
            {game.labelType ? <GameLabel labelType={game.labelType} /> : null}
          </div>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-400">
            <div className="flex gap-1">
              <dt>{t('games.page.provider')}:</dt>
              <dd>
                <Link
                  to={localized(`/providers/${game.provider.value}/games`)}
                  className="font-medium text-amber-400 hover:text-amber-300"
                >
                  {game.provider.name}
                </Link>
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('games.page.rtp')}:</dt>
              <dd data-testid="game-rtp" className="font-medium text-white">
                {t('games.page.rtp_value', { rtp: game.rtp })}
              </dd>
            </div>
          </dl>
        </div>
        <FavoriteToggle game={game} className="shrink-0 border border-slate-700" />
      </header>
      <PlayArea game={game} />
    </article>
  );
}
