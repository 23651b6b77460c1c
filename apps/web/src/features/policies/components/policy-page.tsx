import '../locale';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { POLICY_SLUGS, isPolicySlug } from '@wheelhouse/contracts/plain/policies';
import { AlertBox } from '../../../components/ui/alert-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useLocale, useLocalizedPath } from '../../../lib/use-locale';
import { usePageMeta } from '../../../lib/use-page-meta';
import { usePolicy } from '../../../lib/policies/get-policy';
import { Markdown } from './markdown';

/** /{locale}/policies/{slug}: the current version of a policy, readable by guests and banned players. */
export function PolicyPage() {
  const { t, i18n } = useTranslation();
  const { slug } = useParams();
  const known = isPolicySlug(slug) ? slug : null;
  const locale = useLocale();
  const localized = useLocalizedPath();
  const policy = usePolicy(known, locale);
  usePageMeta(
    policy.data
      ? { kind: 'policy', values: { title: policy.data.title } }
      : known
        ? null
        : { kind: 'site' },
  );
  const notFound =
    !known || (policy.isError && isApiError(policy.error) && policy.error.status === 404);

  return (
    <div
      data-testid="policy-page"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 lg:flex-row"
    >
      <article className="min-w-0 flex-1 rounded-2xl border border-slate-800 bg-slate-900 p-4 text-slate-300 sm:p-6">
        {notFound ? (
          <>
            <h1 className="text-2xl font-bold text-white">{t('policies.not_found_title')}</h1>
            <p className="mt-2">{t('policies.not_found_text')}</p>
          </>
        ) : policy.data ? (
          <>
            <h1 className="text-2xl font-bold text-white">{policy.data.title}</h1>
            <p className="mt-1 text-xs text-slate-500">
              {t('policies.version', {
                version: policy.data.version,
                date: new Date(policy.data.publishedAt).toLocaleDateString(i18n.language),
              })}
            </p>
            {policy.data.locale !== locale ? (
              <p className="mt-3 rounded-lg bg-slate-800 px-3 py-2 text-sm">
                {t('policies.not_translated')}
              </p>
            ) : null}
            <div lang={policy.data.locale} className="mt-2">
              <Markdown>{policy.data.body}</Markdown>
            </div>
          </>
        ) : policy.isError ? (
          <AlertBox variant="warning" title={t('Shared.something_went_wrong')}>
            <p>{errorMessage(t, policy.error)}</p>
            <button
              type="button"
              onClick={() => void policy.refetch()}
              className="mt-2 rounded-lg border border-amber-400/60 px-3 py-1.5 font-semibold"
            >
              {t('Shared.retry')}
            </button>
          </AlertBox>
        ) : (
          <div aria-busy="true" className="flex flex-col gap-3">
            <span className="sr-only">{t('policies.loading')}</span>
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        )}
      </article>
      <nav aria-label={t('policies.other_policies')} className="lg:w-56">
        <h2 className="mb-2 text-sm font-semibold text-slate-400">
          {t('policies.other_policies')}
        </h2>
        <ul className="flex flex-wrap gap-2 lg:flex-col">
          {POLICY_SLUGS.map((entry) => (
            <li key={entry}>
              <Link
                to={localized(`/policies/${entry}`)}
                aria-current={entry === known ? 'page' : undefined}
                className="block rounded-lg px-3 py-2 text-sm text-slate-300 hover:bg-slate-800 aria-[current=page]:bg-slate-800 aria-[current=page]:text-white"
              >
                {t(`layout.policy_links.${entry}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
