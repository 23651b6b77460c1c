import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Game } from '@wheelhouse/contracts/games';
import { ORIGINALS_PROVIDER } from '@wheelhouse/contracts/plain/games';
import { useAuthModal } from '../../lib/auth-modal-url';
import { toggleGameFavorite } from '../../lib/games/set-favorite';
import { meQueryOptions } from '../../lib/session/get-me';
import { useSharedTranslation } from '../../lib/shared-translation';
import { useLocalizedPath } from '../../lib/use-locale';
import { GameLabel } from './game-label';

export function FavoriteToggle({ game, className = '' }: { game: Game; className?: string }) {
  const { t } = useSharedTranslation();
  // The session is read at the click, not watched: a lobby has a toggle per tile.
  const queryClient = useQueryClient();
  const { open } = useAuthModal();
  const label = t(game.isFavorite ? 'games.favorite_remove' : 'games.favorite_add', {
    title: game.title,
  });
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={game.isFavorite}
      title={label}
      data-testid="favorite-toggle"
      onClick={() =>
        queryClient.getQueryData(meQueryOptions.queryKey)
          ? void toggleGameFavorite(queryClient, t, {
              gameId: game.id,
              isFavorite: !game.isFavorite,
            })
          : open('login')
      }
      className={`flex h-9 w-9 items-center justify-center rounded-full bg-slate-950/70 backdrop-blur hover:bg-slate-950 focus-visible:outline-2 focus-visible:outline-amber-400 ${
        game.isFavorite ? 'text-rose-400' : 'text-white'
      } ${className}`}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 20s-8-4.5-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.5 12 20 12 20Z"
          fill={game.isFavorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/** Shell spec §2 "Game tile": image, title, favourite toggle, label and block reason. */
export function GameTile({
  game,
  priority = 'lazy',
}: {
  game: Game;
  /**
   * How soon the image loads: 'high' for the first tile of the page (likely its LCP element),
   * 'eager' for the rest of the first screen, 'lazy' below the fold.
   */
  priority?: 'high' | 'eager' | 'lazy';
}) {
  const { t } = useSharedTranslation();
  const localized = useLocalizedPath();
  return (
    <article data-testid="game-tile" className="group relative flex flex-col gap-1.5">
      <Link
        to={localized(`/games/${game.id}`)}
        // The app prefetches an original's play area along with the game page on intent.
        data-prefetch={game.provider.value === ORIGINALS_PROVIDER ? game.slug : undefined}
        className="flex flex-col gap-1.5 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
      >
        <div className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-slate-800">
          <img
            src={game.imageUrl}
            alt=""
            // The art is 3:4 like its frame; the size stops the layout from moving as it loads.
            width={300}
            height={400}
            loading={priority === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={priority === 'high' ? 'high' : 'auto'}
            decoding="async"
            className={`h-full w-full object-cover transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none ${
              game.blockReason ? 'opacity-40 grayscale' : ''
            }`}
          />
          {game.labelType ? (
            <GameLabel labelType={game.labelType} className="absolute bottom-2 left-2" />
          ) : null}
          {game.blockReason ? (
            <p
              data-testid="block-reason"
              className="absolute inset-x-2 top-1/2 -translate-y-1/2 rounded-lg bg-slate-950/85 px-2 py-1 text-center text-[11px] font-semibold text-rose-300"
            >
              {t(`games.block_reason.${game.blockReason}`)}
            </p>
          ) : null}
        </div>
        <h3 className="truncate px-0.5 text-sm font-medium text-white" title={game.title}>
          {game.title}
        </h3>
      </Link>
      <FavoriteToggle game={game} className="absolute top-2 right-2" />
    </article>
  );
}
