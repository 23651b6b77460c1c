import { ZTextId } from '@wheelhouse/contracts/params';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page-header';
import { ItemStates } from '../../../components/ui/item-states';
import { statusTone } from '../../../components/ui/status-tone';
import { FactList } from '../../../components/ui/fact-list';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useSell } from '../api/sell';
import { PayoutDetails } from './payout-details';
import { isSellOpen, SellActions } from './sell-actions';

/**
 * /fiat/sells/{id}: one fiat withdrawal loaded by id, to link to: what to pay and where, its
 * player, and the desk's decisions while it is open (the same as in the payout queue).
 */
export default function SellPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = ZTextId.safeParse(params.id).data;
  const sell = useSell(id ?? '', id !== undefined);
  const back = (
    <Link to="/fiat/sells" className="text-sm text-slate-400 hover:text-slate-200">
      ← {t('nav.fiat_sells')}
    </Link>
  );
  return (
    <ItemStates
      query={sell}
      validId={id !== undefined}
      back={back}
      notFoundText={t('fiat.sell_not_found')}
      notFoundTestId="sell-not-found"
    >
      {(s) => {
        const money = (m: { value: string; currency: string }) => formatAmount(m.value, m.currency);
        const facts: [string, ReactNode][] = [
          [
            t('common.player'),
            <Link
              key="player"
              to={`/players/${encodeURIComponent(s.player.globalId)}`}
              className="text-amber-300 hover:underline"
              data-testid="sell-player"
            >
              {s.player.email}
            </Link>,
          ],
          [t('fiat.method'), `${s.method.label} (${s.method.id})`],
          [t('payments.fiat.processor'), t(`payments.processors.${s.method.processor}`)],
          [t('common.amount'), money(s.amount)],
          [t('fiat.fee'), money(s.fee)],
          [t('fiat.to_pay'), money(s.net)],
          [t('fiat.hold'), money(s.hold)],
          [t('common.created'), formatDateTime(s.createdAt, true)],
          [t('fiat.cancellable_until'), formatDateTime(s.cancellableUntil, true)],
          [
            t('fiat.reviewed'),
            s.reviewedAt ? `${formatDateTime(s.reviewedAt, true)} · #${s.reviewedBy}` : '—',
          ],
          [t('fiat.sell_reference'), s.reference ?? '—'],
          [t('fiat.reason'), s.declineReason ?? '—'],
        ];
        return (
          <section className="flex flex-col gap-4" data-testid="sell-page" data-status={s.status}>
            {back}
            <PageHeader
              title={t('fiat.sell_title', { id: s.id })}
              actions={
                <Badge tone={statusTone(s.status)}>{t(`withdrawals.status.${s.status}`)}</Badge>
              }
            />
            <div className="grid gap-4 lg:grid-cols-2">
              <FactList facts={facts} testId="sell-facts" className="content-start" />
              <div className="flex flex-col gap-4">
                <section aria-labelledby="sell-destination" className="rounded-md bg-slate-900 p-3">
                  <h2 id="sell-destination" className="mb-2 font-semibold">
                    {t('fiat.destination')}
                  </h2>
                  <p className="mb-2 text-sm">{s.destination}</p>
                  <PayoutDetails details={s.details} />
                </section>
                {isSellOpen(s) && (
                  <section aria-labelledby="sell-decision" className="flex flex-col gap-2">
                    <h2 id="sell-decision" className="font-semibold">
                      {t('fiat.sell_decision')}
                    </h2>
                    <SellActions sell={s} />
                  </section>
                )}
              </div>
            </div>
          </section>
        );
      }}
    </ItemStates>
  );
}
