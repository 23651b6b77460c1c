import type { AdminPromoCode } from '@wheelhouse/contracts/bonuses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { formatDateTime } from '../../../lib/format';
import { useBonusTemplates } from '../api/bonus-templates';
import { usePromoCodes } from '../api/promo-codes';
import { PromoCodeDialog } from './promo-code-form';

type Editing = { code: AdminPromoCode | undefined } | null;

/** Every promo code with its redemption count; create and edit in a dialog. */
export default function PromoCodesPage() {
  const { t } = useTranslation();
  const codes = usePromoCodes();
  const templates = useBonusTemplates();
  const [editing, setEditing] = useState<Editing>(null);
  const titleOf = (id: number) =>
    templates.data?.items.find((template) => template.id === id)?.texts.en.title ?? `#${id}`;
  const cell = 'px-3 py-2 align-top';
  return (
    <section>
      <PageHeader
        title={t('nav.promo_codes')}
        actions={
          <Button
            variant="primary"
            disabled={!templates.data}
            onClick={() => setEditing({ code: undefined })}
            data-testid="new-promo-code"
          >
            {t('bonuses.promo.new')}
          </Button>
        }
      />
      {codes.isPending ? (
        <Loading />
      ) : codes.isError ? (
        <ErrorState error={codes.error} onRetry={() => void codes.refetch()} />
      ) : codes.data.items.length === 0 ? (
        <Empty text={t('bonuses.promo.none')} />
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-slate-800">
          <table className="w-full min-w-[48rem] text-left text-sm" data-testid="promo-codes-table">
            <caption className="sr-only">{t('nav.promo_codes')}</caption>
            <thead className="bg-slate-900 text-xs uppercase tracking-wide text-slate-400">
              <tr>
                <th scope="col" className={cell}>
                  {t('bonuses.promo.code')}
                </th>
                <th scope="col" className={cell}>
                  {t('bonuses.promo.template')}
                </th>
                <th scope="col" className={cell}>
                  {t('bonuses.promo.redemptions')}
                </th>
                <th scope="col" className={cell}>
                  {t('bonuses.promo.window')}
                </th>
                <th scope="col" className={cell}>
                  {t('bonuses.promo.eligibility')}
                </th>
                <th scope="col" className={cell}>
                  {t('common.status')}
                </th>
                <th scope="col" className={cell}>
                  <span className="sr-only">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.data.items.map((code) => (
                <tr
                  key={code.id}
                  className="border-t border-slate-800"
                  data-testid="table-row"
                  data-code={code.code}
                >
                  <td className={`${cell} font-mono`}>{code.code}</td>
                  <td className={cell}>{titleOf(code.templateId)}</td>
                  <td className={cell} data-testid="redemptions">
                    {t('bonuses.promo.used', { used: code.redemptions, max: code.maxRedemptions })}
                  </td>
                  <td className={`${cell} text-slate-300`}>
                    {code.validFrom || code.validUntil
                      ? `${formatDateTime(code.validFrom)} – ${formatDateTime(code.validUntil)}`
                      : t('bonuses.promo.always')}
                  </td>
                  <td className={`${cell} text-slate-300`}>
                    {[
                      code.countries.length
                        ? code.countries.join(', ')
                        : t('bonuses.promo.any_country'),
                      code.currencies.length
                        ? code.currencies.join(', ')
                        : t('bonuses.promo.any_currency'),
                    ].join(' · ')}
                  </td>
                  <td className={cell}>
                    <Badge tone={code.active ? 'good' : 'neutral'}>
                      {t(code.active ? 'bonuses.active' : 'bonuses.inactive')}
                    </Badge>
                  </td>
                  <td className={cell}>
                    <Button
                      disabled={!templates.data}
                      onClick={() => setEditing({ code })}
                      aria-label={t('bonuses.promo.edit', { code: code.code })}
                    >
                      {t('bonuses.edit')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && templates.data && (
        <PromoCodeDialog
          code={editing.code}
          templates={templates.data.items}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
