import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../lib/use-locale';
import { usePageMeta } from '../../lib/use-page-meta';

/** Unknown addresses, and sections whose features arrive in later issues. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  usePageMeta({ kind: 'site' });
  return (
    <div
      data-testid="not-found-page"
      className="mx-auto flex max-w-md flex-col items-center py-16 text-center"
    >
      <p aria-hidden="true" className="text-7xl font-extrabold text-slate-700">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-white">{t('layout.not_found_page.title')}</h1>
      <p className="mt-2 text-slate-400">{t('layout.not_found_page.text')}</p>
      <Link
        to={localized('/')}
        className="mt-6 rounded-xl bg-amber-400 px-5 py-3 font-semibold text-slate-950 hover:bg-amber-300"
      >
        {t('layout.not_found_page.home')}
      </Link>
    </div>
  );
}
