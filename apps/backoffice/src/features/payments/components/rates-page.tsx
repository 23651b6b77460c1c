import type { ExchangeRate } from '@wheelhouse/contracts/rates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ListTable, listCell } from '../../../components/ui/list-table';
import { PageHeader } from '../../../components/ui/page-header';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useRates } from '../api/rates';
import { staffIdOfSource } from '../model/rates-form';
import { SetRatesDialog } from './set-rates-dialog';

/** Where a rate came from: the seed, the rates feed or a staff member (admin:<staff id>). */
function SourceText({ source }: { source: string }) {
  const { t } = useTranslation();
  const staffId = staffIdOfSource(source);
  if (staffId) return <>{t('payments.rates.source_staff', { id: staffId })}</>;
  if (source === 'seed' || source === 'feed') return <>{t(`payments.rates.source_${source}`)}</>;
  return <>{source}</>;
}

/** Exchange rates: the latest rate of every pair, and setting rates by hand (finance, admin). */
export default function RatesPage() {
  const { t } = useTranslation();
  const rates = useRates();
  const [open, setOpen] = useState<{ pair: ExchangeRate | undefined } | null>(null);
  return (
    <section>
      <PageHeader
        title={t('nav.exchange_rates')}
        actions={
          <Button
            variant="primary"
            onClick={() => setOpen({ pair: undefined })}
            data-testid="set-rates"
          >
            {t('payments.rates.set')}
          </Button>
        }
      />
      <p className="mb-4 max-w-3xl text-sm text-slate-400">{t('payments.rates.intro')}</p>
      <ListTable
        query={rates}
        rows={rates.data?.items}
        caption={t('nav.exchange_rates')}
        headers={[
          t('payments.rates.pair'),
          t('payments.rates.rate'),
          t('payments.rates.source'),
          t('payments.rates.fetched_at'),
        ]}
        empty={t('payments.rates.none')}
        testId="rates-table"
        renderRow={(rate) => {
          const pair = `${rate.base}/${rate.quote}`;
          return (
            <tr key={pair} className="border-t border-slate-800" data-testid="table-row">
              <th scope="row" className={`${listCell} font-semibold`}>
                {pair}
              </th>
              <td className={`${listCell} tabular-nums`}>
                {t('payments.rates.one_is', {
                  base: rate.base,
                  rate: formatAmount(rate.rate, rate.quote),
                })}
              </td>
              <td className={listCell}>
                <SourceText source={rate.source} />
              </td>
              <td className={`${listCell} text-slate-300`}>
                <time dateTime={rate.fetchedAt}>{formatDateTime(rate.fetchedAt, true)}</time>
              </td>
              <td className={listCell}>
                <Button
                  onClick={() => setOpen({ pair: rate })}
                  aria-label={t('payments.rates.change_named', { pair })}
                >
                  {t('payments.rates.change')}
                </Button>
              </td>
            </tr>
          );
        }}
      />
      {open ? (
        <SetRatesDialog
          pair={open.pair}
          rates={rates.data?.items ?? []}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
