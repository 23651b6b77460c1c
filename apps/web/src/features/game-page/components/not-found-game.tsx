import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../lib/use-locale';

export function NotFoundGame() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div
      data-testid="game-not-found"
      className="mx-auto flex max-w-md flex-col items-center py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-white">{t('games.page.not_found_title')}</h1>
      <p className="mt-2 text-slate-400">{t('games.page.not_found_text')}</p>
      <Link
        to={localized('/')}
        className="mt-6 rounded-xl bg-amber-400 px-5 py-3 font-semibold text-slate-950 hover:bg-amber-300"
      >
        {t('games.page.to_lobby')}
      </Link>
    </div>
  );
}
