import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGameCategories } from '../../../lib/games/get-game-categories';
import { usePageMeta } from '../../../lib/use-page-meta';
import { GamesListPage } from './games-list-page';

/** The lobby's "see all" for every game, not a stored category. */
export const ALL_GAMES = 'all';

/** /categories/{value}/games: every game of a category ("all": the whole catalogue). */
export function CategoryGamesPage() {
  const { t } = useTranslation();
  const { value = '' } = useParams();
  const categories = useGameCategories();
  const all = value === ALL_GAMES;
  const title = all
    ? t('games.lobby.all_games')
    : (categories.data?.items.find((category) => category.value === value)?.title ?? value);
  const known = categories.data?.items.some((category) => category.value === value);
  usePageMeta(
    all || known
      ? { kind: 'category', values: { title } }
      : categories.isPending
        ? null
        : { kind: 'site' },
  );
  return (
    <GamesListPage
      key={value}
      testId="category-games-page"
      title={title}
      filter={all ? {} : { category: value }}
    />
  );
}
