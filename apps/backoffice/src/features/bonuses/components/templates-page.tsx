import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { formatAmount } from '../../../lib/format';
import { useBonusTemplates } from '../api/bonus-templates';

const linkClass =
  'inline-flex min-h-9 items-center rounded-md bg-amber-400 px-3 py-1.5 text-sm font-medium text-slate-950 hover:bg-amber-300';

/** Every bonus template with its main terms; a row opens the template's form. */
export default function TemplatesPage() {
  const { t } = useTranslation();
  const templates = useBonusTemplates();
  return (
    <section>
      <PageHeader
        title={t('nav.bonus_templates')}
        actions={
          <Link to="/bonuses/templates/new" className={linkClass} data-testid="new-template">
            {t('bonuses.new_template')}
          </Link>
        }
      />
      {templates.isPending ? (
        <Loading />
      ) : templates.isError ? (
        <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.data.items.length === 0 ? (
        <Empty text={t('bonuses.no_templates')} />
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-slate-800">
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="templates-table">
            <caption className="sr-only">{t('nav.bonus_templates')}</caption>
            <thead className="bg-slate-900 text-xs uppercase tracking-wide text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('bonuses.fields.title_plain')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('bonuses.fields.type')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('bonuses.terms')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('common.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {templates.data.items.map((template) => {
                const c = template.conditions;
                return (
                  <tr
                    key={template.id}
                    className="border-t border-slate-800"
                    data-testid="table-row"
                  >
                    <td className="px-3 py-2">
                      <Link
                        to={`/bonuses/templates/${template.id}`}
                        className="text-amber-300 underline-offset-2 hover:underline"
                      >
                        {template.texts.en.title}
                      </Link>
                      <span className="ml-2 text-xs text-slate-500">#{template.id}</span>
                    </td>
                    <td className="px-3 py-2">
                      {t(`bonuses.types.${template.type}`)}
                      {template.type === 'welcome' && ` ${c.minDepositNumber}`}
                    </td>
                    <td className="px-3 py-2 text-slate-300">
                      {t('bonuses.terms_summary', {
                        multiplier: c.amountMultiplier,
                        cap: c.maxAmount ? formatAmount(c.maxAmount, c.currency) : '—',
                        wager: c.wager,
                        hours: c.deadlineHours,
                      })}
                    </td>
                    <td className="px-3 py-2">
                      <Badge tone={template.active ? 'good' : 'neutral'}>
                        {t(template.active ? 'bonuses.active' : 'bonuses.inactive')}
                      </Badge>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
