import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { formatDateTime } from '../../../lib/format';
import { usePolicies } from '../api/list-policies';

/** Every policy page with its current version; each opens its editor and version list. */
export default function PoliciesPage() {
  const { t } = useTranslation();
  const policies = usePolicies();
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={t('nav.policies')} />
      {policies.isPending ? (
        <Loading />
      ) : policies.isError ? (
        <ErrorState error={policies.error} onRetry={() => void policies.refetch()} />
      ) : policies.data.items.length === 0 ? (
        <Empty />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm" data-testid="policies">
            <thead className="text-xs text-slate-400">
              <tr>
                <th className="py-2 pr-3">{t('policies.page')}</th>
                <th className="py-2 pr-3">{t('policies.current_version')}</th>
                <th className="py-2">{t('policies.updated_at')}</th>
              </tr>
            </thead>
            <tbody>
              {policies.data.items.map((policy) => (
                <tr key={policy.slug} className="border-t border-slate-800">
                  <td className="py-2 pr-3">
                    <Link to={policy.slug} className="text-amber-300 underline">
                      {policy.title ?? t(`policies.slugs.${policy.slug}`)}
                    </Link>
                    <span className="ml-2 font-mono text-xs text-slate-500">/{policy.slug}</span>
                  </td>
                  <td className="py-2 pr-3">{policy.currentVersion ?? t('policies.none')}</td>
                  <td className="py-2">{formatDateTime(policy.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
