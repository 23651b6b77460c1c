import { useQueryClient } from '@tanstack/react-query';
import { useAuthModal } from '../../../lib/auth-modal-url';
import { meQueryOptions } from '../../../lib/session/get-me';
import { useSharedTranslation } from '../../../lib/shared-translation';
import { useIsFavorite } from '../api/get-favorites';
import { toggleFavorite } from '../api/set-favorite';

interface FavoriteStarProps {
  kind: 'events' | 'tournaments';
  id: number;
  name: string;
}

/** A star that follows an event or a league; a guest is asked to sign in. */
export function FavoriteStar({ kind, id, name }: FavoriteStarProps) {
  const { t } = useSharedTranslation();
  // The session is read at the click, not watched: a list has a star per event.
  const queryClient = useQueryClient();
  const active = useIsFavorite(kind, id);
  const { open } = useAuthModal();
  const label =
    kind === 'events'
      ? t(active ? 'sportsbook.favorites.remove_event' : 'sportsbook.favorites.add_event', { name })
      : t(active ? 'sportsbook.favorites.remove_league' : 'sportsbook.favorites.add_league', {
          name,
        });
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      title={label}
      data-testid={`favorite-${kind}-${id}`}
      onClick={() => {
        if (!queryClient.getQueryData(meQueryOptions.queryKey)) open('login');
        else void toggleFavorite(queryClient, t, { kind, id, favorite: !active });
      }}
      className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-lg hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-amber-400 ${
        active ? 'text-amber-400' : 'text-slate-500'
      }`}
    >
      <span aria-hidden="true">{active ? '★' : '☆'}</span>
    </button>
  );
}
