import type { AdminMarkets } from '@wheelhouse/contracts/sportsbook-bets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useHasRole } from '../../../lib/staff';
import { useEventBets, useEventLiability, useEventMarkets } from '../api/event-details';
import { useSetMarketStatus, useVoidMarket } from '../api/market-actions';
import { SettleDialog } from './settle-dialog';

type AdminMarket = AdminMarkets['data'][number];

function statusTone(status: string) {
  if (status === 'active') return 'good' as const;
  if (status === 'suspended') return 'warn' as const;
  if (status === 'cancelled') return 'bad' as const;
  return 'neutral' as const;
}

const cell = 'px-2 py-1.5 text-left align-top';

function MarketRow({ market, canChange }: { market: AdminMarket; canChange: boolean }) {
  const { t } = useTranslation();
  const setStatus = useSetMarketStatus();
  const voidMarket = useVoidMarket();
  const [settling, setSettling] = useState(false);
  const [confirmVoid, setConfirmVoid] = useState(false);
  const open = ['active', 'suspended', 'deactivated'].includes(market.status);
  const onError = (error: unknown) => toast.error(errorMessage(t, error));
  return (
    <tr data-testid={`admin-market-${market.id}`} className="border-t border-slate-800">
      <td className={cell}>
        <span className="font-mono text-xs">{market.key}</span>
      </td>
      <td className={cell}>
        <Badge tone={statusTone(market.status)}>{market.status}</Badge>
        {market.staffSuspended ? (
          <span className="ml-1.5">
            <Badge tone="warn">{t('sportsbook.staff_held')}</Badge>
          </span>
        ) : null}
      </td>
      <td className={cell}>
        <ul className="flex flex-col gap-0.5 text-xs">
          {market.outcomes.map((outcome) => (
            <li key={outcome.id}>
              {outcome.key} · {outcome.odds}
              {outcome.active ? '' : ` (${t('sportsbook.inactive')})`}
              {outcome.result ? ` → ${outcome.result}` : ''}
              {outcome.voidFactor ? `, ${t('sportsbook.void_factor')} ${outcome.voidFactor}` : ''}
              {outcome.deadHeatFactor
                ? `, ${t('sportsbook.dead_heat_factor')} ${outcome.deadHeatFactor}`
                : ''}
            </li>
          ))}
        </ul>
      </td>
      <td className={cell}>
        {canChange && open ? (
          <div className="flex flex-wrap gap-1.5">
            <Button
              busy={setStatus.isPending}
              onClick={() =>
                setStatus.mutate(
                  {
                    marketId: market.id,
                    // A resume lifts the staff hold only: the market takes the feed's status.
                    status: market.staffSuspended ? 'active' : 'suspended',
                  },
                  { onError },
                )
              }
            >
              {market.staffSuspended ? t('sportsbook.resume') : t('sportsbook.suspend')}
            </Button>
            <Button variant="primary" onClick={() => setSettling(true)}>
              {t('sportsbook.settle')}
            </Button>
            {confirmVoid ? (
              <Button
                variant="danger"
                busy={voidMarket.isPending}
                onClick={() =>
                  voidMarket.mutate(market.id, {
                    onSuccess: (answer) => {
                      toast.success(t('sportsbook.voided', { count: answer.betsChanged }));
                      setConfirmVoid(false);
                    },
                    onError,
                  })
                }
              >
                {t('sportsbook.void_confirm')}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setConfirmVoid(true)}>
                {t('sportsbook.void')}
              </Button>
            )}
          </div>
        ) : null}
        {settling ? <SettleDialog market={market} onClose={() => setSettling(false)} /> : null}
      </td>
    </tr>
  );
}

function Markets({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const markets = useEventMarkets(eventId);
  const canChange = useHasRole('admin');
  if (markets.isPending) return <Loading />;
  if (markets.isError)
    return <ErrorState error={markets.error} onRetry={() => void markets.refetch()} />;
  if (markets.data.data.length === 0) return <Empty />;
  return (
    <div className="overflow-x-auto rounded-md border border-slate-800">
      <table className="w-full text-sm" data-testid="admin-markets">
        <caption className="sr-only">{t('sportsbook.markets')}</caption>
        <thead className="bg-slate-900 text-xs text-slate-400">
          <tr>
            <th className={cell}>{t('sportsbook.market')}</th>
            <th className={cell}>{t('common.status')}</th>
            <th className={cell}>{t('sportsbook.outcomes')}</th>
            <th className={cell}>{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {markets.data.data.map((market) => (
            <MarketRow key={market.id} market={market} canChange={canChange} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Liability({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const liability = useEventLiability(eventId);
  if (liability.isPending) return <Loading />;
  if (liability.isError)
    return <ErrorState error={liability.error} onRetry={() => void liability.refetch()} />;
  const { openBets, stakes, outcomes } = liability.data;
  return (
    <div className="flex flex-col gap-2" data-testid="admin-liability">
      <p className="text-sm text-slate-300">
        {t('sportsbook.liability_summary', { bets: openBets, stakes: formatAmount(stakes) })}
      </p>
      {outcomes.length === 0 ? (
        <Empty text={t('sportsbook.no_open_bets')} />
      ) : (
        <div className="overflow-x-auto rounded-md border border-slate-800">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('sportsbook.liability')}</caption>
            <thead className="bg-slate-900 text-xs text-slate-400">
              <tr>
                <th className={cell}>{t('sportsbook.market')}</th>
                <th className={cell}>{t('sportsbook.outcome')}</th>
                <th className={cell}>{t('sportsbook.bets')}</th>
                <th className={cell}>{t('sportsbook.stakes')}</th>
                <th className={cell}>{t('sportsbook.liability')}</th>
              </tr>
            </thead>
            <tbody>
              {outcomes.map((outcome) => (
                <tr key={outcome.outcomeId} className="border-t border-slate-800">
                  <td className={cell}>{outcome.marketName}</td>
                  <td className={cell}>{outcome.outcomeName}</td>
                  <td className={cell}>{outcome.bets}</td>
                  <td className={cell}>{formatAmount(outcome.stakes)}</td>
                  <td className={cell}>{formatAmount(outcome.liability)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

const BETS_PAGE = 30;

function Bets({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const bets = useEventBets(eventId, { offset, limit: BETS_PAGE });
  if (bets.isPending) return <Loading />;
  if (bets.isError) return <ErrorState error={bets.error} onRetry={() => void bets.refetch()} />;
  if (bets.data.data.length === 0) return <Empty text={t('sportsbook.no_bets')} />;
  const { total } = bets.data.meta;
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto rounded-md border border-slate-800">
        <table className="w-full text-sm" data-testid="admin-event-bets">
          <caption className="sr-only">{t('sportsbook.bets')}</caption>
          <thead className="bg-slate-900 text-xs text-slate-400">
            <tr>
              <th className={cell}>{t('sportsbook.id')}</th>
              <th className={cell}>{t('common.player')}</th>
              <th className={cell}>{t('sportsbook.selections')}</th>
              <th className={cell}>{t('sportsbook.house_stake')}</th>
              <th className={cell}>{t('sportsbook.house_payout')}</th>
              <th className={cell}>{t('common.status')}</th>
              <th className={cell}>{t('common.created')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.data.data.map((bet) => (
              <tr key={bet.id} className="border-t border-slate-800">
                <td className={cell}>{bet.id}</td>
                <td className={cell}>
                  <Link
                    to={`/players/${encodeURIComponent(bet.globalId)}`}
                    className="text-amber-300 hover:underline"
                  >
                    {bet.globalId}
                  </Link>
                </td>
                <td className={cell}>
                  <ul className="text-xs">
                    {bet.legs.map((leg) => (
                      <li key={leg.outcomeId}>
                        {leg.eventName}: {leg.marketName} — {leg.outcomeName} @ {leg.odds} (
                        {leg.status})
                      </li>
                    ))}
                  </ul>
                </td>
                <td className={cell}>{formatAmount(bet.houseStake)}</td>
                <td className={cell}>{formatAmount(bet.housePayout)}</td>
                <td className={cell}>
                  <Badge
                    tone={
                      bet.status === 'open' ? 'neutral' : bet.status === 'lost' ? 'bad' : 'good'
                    }
                  >
                    {bet.status}
                  </Badge>
                </td>
                <td className={cell}>{formatDateTime(bet.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > BETS_PAGE ? (
        <div className="flex items-center gap-2 text-sm">
          <Button
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - BETS_PAGE))}
          >
            {t('sportsbook.previous')}
          </Button>
          <span>
            {offset + 1}–{Math.min(offset + BETS_PAGE, total)} / {total}
          </span>
          <Button
            disabled={offset + BETS_PAGE >= total}
            onClick={() => setOffset(offset + BETS_PAGE)}
          >
            {t('sportsbook.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** One event for the operator: markets with suspend/resume, settle and void; liability; bets. */
export default function SportsEventPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const eventId = /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
  if (eventId === null) return <Empty text={t('sportsbook.no_event')} />;
  return (
    <section className="flex flex-col gap-6" data-testid="admin-sports-event">
      <PageHeader
        title={t('sportsbook.event_title', { id: eventId })}
        actions={
          <Link to="/sportsbook/events" className="text-sm text-amber-300 hover:underline">
            {t('sportsbook.back')}
          </Link>
        }
      />
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('sportsbook.markets')}</h2>
        <Markets eventId={eventId} />
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('sportsbook.liability')}</h2>
        <Liability eventId={eventId} />
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('sportsbook.bets')}</h2>
        <Bets eventId={eventId} />
      </div>
    </section>
  );
}
