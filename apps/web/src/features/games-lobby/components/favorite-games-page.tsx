import { useTranslation } from 'react-i18next';
import { GameGrid } from '../../../components/games/game-grid';
import { useFavoriteGames } from '../../../lib/games/get-favorite-games';
import { usePageMeta } from '../../../lib/use-page-meta';

/** /games/favorites (protected): the player's favourite games, newest first. */
export function FavoriteGamesPage() {
  const { t } = useTranslation();
  const query = useFavoriteGames();
  usePageMeta({ kind: 'favorites' });
  return (
    <div data-testid="favorite-games-page" className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-white">{t('games.lobby.favorites')}</h1>
      <GameGrid query={query} label={t('games.lobby.favorites')} />
    </div>
  );
}
