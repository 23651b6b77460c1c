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
import {
  GAME_FAVORITE_CLASS,
  GAME_PAGE_CLASS,
  GAME_PROVIDER_LINK_CLASS,
  GameHeader,
} from './game-page-frame';
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
    <article data-testid="game-page" className={GAME_PAGE_CLASS}>
      <GameHeader
        title={game.title}
        label={game.labelType ? <GameLabel labelType={game.labelType} /> : null}
        providerLink={
          <Link
            to={localized(`/providers/${game.provider.value}/games`)}
            className={GAME_PROVIDER_LINK_CLASS}
          >
            {game.provider.name}
          </Link>
        }
        rtp={t('games.page.rtp_value', { rtp: game.rtp })}
        favorite={<FavoriteToggle game={game} className={GAME_FAVORITE_CLASS} />}
        text={{ provider: t('games.page.provider'), rtp: t('games.page.rtp') }}
      />
      <PlayArea game={game} />
    </article>
  );
}
