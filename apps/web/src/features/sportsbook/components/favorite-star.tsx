import { useTranslation } from 'react-i18next';
import { useAuthModal } from '../../../lib/auth-modal-url';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../../lib/session/get-me';
import { useFavorites } from '../api/get-favorites';
import { useSetFavorite } from '../api/set-favorite';

interface FavoriteStarProps {
  kind: 'events' | 'tournaments';
  id: number;
  name: string;
}

/** A star that follows an event or a league; a guest is asked to sign in. */
export function FavoriteStar({ kind, id, name }: FavoriteStarProps) {
  const { t } = useTranslation();
  // Read at the click, not watched: a list has a star per event.
  const queryClient = useQueryClient();
  const favorites = useFavorites();
  const setFavorite = useSetFavorite();
  const { open } = useAuthModal();
  const ids = kind === 'events' ? favorites.data?.eventIds : favorites.data?.tournamentIds;
  const active = ids?.includes(id) ?? false;
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
        else setFavorite.mutate({ kind, id, favorite: !active });
      }}
      className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-lg hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-amber-400 ${
        active ? 'text-amber-400' : 'text-slate-500'
      }`}
    >
      <span aria-hidden="true">{active ? '★' : '☆'}</span>
    </button>
  );
}
