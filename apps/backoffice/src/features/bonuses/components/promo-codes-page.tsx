import type { AdminPromoCode } from '@wheelhouse/contracts/bonuses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ListTable, listCell } from '../../../components/ui/list-table';
import { PageHeader } from '../../../components/ui/page-header';
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
      <ListTable
        query={codes}
        rows={codes.data?.items}
        caption={t('nav.promo_codes')}
        headers={[
          t('bonuses.promo.code'),
          t('bonuses.promo.template'),
          t('bonuses.promo.redemptions'),
          t('bonuses.promo.window'),
          t('bonuses.promo.eligibility'),
          t('common.status'),
        ]}
        empty={t('bonuses.promo.none')}
        testId="promo-codes-table"
        renderRow={(code) => (
          <tr
            key={code.id}
            className="border-t border-slate-800"
            data-testid="table-row"
            data-code={code.code}
          >
            <td className={`${listCell} font-mono`}>{code.code}</td>
            <td className={listCell}>{titleOf(code.templateId)}</td>
            <td className={listCell} data-testid="redemptions">
              {t('bonuses.promo.used', { used: code.redemptions, max: code.maxRedemptions })}
            </td>
            <td className={`${listCell} text-slate-300`}>
              {code.validFrom || code.validUntil
                ? `${formatDateTime(code.validFrom)} – ${formatDateTime(code.validUntil)}`
                : t('bonuses.promo.always')}
            </td>
            <td className={`${listCell} text-slate-300`}>
              {[
                code.countries.length ? code.countries.join(', ') : t('bonuses.promo.any_country'),
                code.currencies.length
                  ? code.currencies.join(', ')
                  : t('bonuses.promo.any_currency'),
              ].join(' · ')}
            </td>
            <td className={listCell}>
              <Badge tone={code.active ? 'good' : 'neutral'}>
                {t(code.active ? 'bonuses.active' : 'bonuses.inactive')}
              </Badge>
            </td>
            <td className={listCell}>
              <Button
                disabled={!templates.data}
                onClick={() => setEditing({ code })}
                aria-label={t('bonuses.promo.edit', { code: code.code })}
              >
                {t('bonuses.edit')}
              </Button>
            </td>
          </tr>
        )}
      />
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
