import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-md py-16 text-center" data-testid="not-found-page">
      <h1 className="mb-2 text-xl font-semibold">{t('not_found.title')}</h1>
      <Link to="/" className="text-amber-400 underline">
        {t('forbidden.home')}
      </Link>
    </section>
  );
}
