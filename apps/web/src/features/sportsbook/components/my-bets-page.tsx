import '../locale';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SportsBet } from '@wheelhouse/contracts/sportsbook-bets';
import { useAuthModal } from '../../../lib/auth-modal-url';
import { useMe } from '../../../lib/session/get-me';
import { useLocale } from '../../../lib/use-locale';
import { useBalance } from '../../../lib/wallet/get-balance';
import { usePageMeta } from '../../../lib/use-page-meta';
import { replacedOffer, useAcceptCashOut, useCashOutOffer } from '../api/cash-out';
import { useMyBets, type MyBetsTab } from '../api/get-my-bets';
import { sportsbookKeys } from '../api/sportsbook-query-keys';
import { useBetChanges } from '../hooks/use-bet-changes';
import { usePreferences } from '../hooks/use-preferences';
import { sportsbookErrorMessage } from '../model/error-text';
import { legNames } from '../model/names';
import { formatOdds } from '../model/odds-format';
import { formatStartTime } from '../../../lib/dates/format-start-time';
import { EmptyState, ListSkeleton, LoadError } from './states';

const TABS: MyBetsTab[] = ['open', 'settled', 'cashed_out'];

const STATUS_TONE: Record<SportsBet['status'], string> = {
  open: 'bg-sky-500/15 text-sky-200',
  won: 'bg-emerald-500/15 text-emerald-200',
  half_won: 'bg-emerald-500/15 text-emerald-200',
  lost: 'bg-rose-500/15 text-rose-200',
  half_lost: 'bg-rose-500/15 text-rose-200',
  void: 'bg-slate-700 text-slate-200',
  cashed_out: 'bg-amber-500/15 text-amber-200',
};

function secondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

/** Asks for an offer, shows it with its countdown, and takes it on confirmation. */
function CashOut({ bet }: { bet: SportsBet }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const offer = useCashOutOffer(bet.id, asked);
  const accept = useAcceptCashOut();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!offer.data) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [offer.data]);

  if (!asked) {
    return (
      <button
        type="button"
        data-testid={`cash-out-${bet.id}`}
        onClick={() => setAsked(true)}
        className="min-h-10 rounded-lg border border-amber-400 px-3 text-sm font-semibold text-amber-300 hover:bg-amber-400/10"
      >
        {t('sportsbook.my_bets.cash_out')}
      </button>
    );
  }
  if (offer.isPending)
    return <p className="text-sm text-slate-400">{t('sportsbook.my_bets.cash_out_loading')}</p>;
  if (offer.isError)
    return (
      <p role="alert" className="text-sm text-rose-300">
        {sportsbookErrorMessage(t, offer.error)}
      </p>
    );
  const left = secondsLeft(offer.data.expiresAt, now);
  const amount = `${offer.data.amount} ${offer.data.currency}`;
  return (
    <div className="flex flex-col gap-2" data-testid={`cash-out-offer-${bet.id}`}>
      {left > 0 ? (
        <p className="text-xs text-slate-400">
          {t('sportsbook.my_bets.cash_out_expires', { seconds: left })}
        </p>
      ) : (
        <p className="text-xs text-amber-200">{t('sportsbook.my_bets.cash_out_expired')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {left > 0 ? (
          <button
            type="button"
            disabled={accept.isPending}
            data-testid={`cash-out-accept-${bet.id}`}
            onClick={() => accept.mutate({ betId: bet.id, offerId: offer.data.offerId })}
            className="min-h-10 rounded-lg bg-amber-400 px-3 text-sm font-bold text-slate-950 hover:bg-amber-300 disabled:opacity-60"
          >
            {t('sportsbook.my_bets.cash_out_offer', { amount })}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => void offer.refetch()}
            className="min-h-10 rounded-lg border border-amber-400 px-3 text-sm font-semibold text-amber-300"
          >
            {t('sportsbook.my_bets.cash_out_new')}
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            setAsked(false);
            accept.reset();
          }}
          className="min-h-10 rounded-lg px-3 text-sm text-slate-400 hover:text-white"
        >
          {t('sportsbook.my_bets.cash_out_cancel')}
        </button>
      </div>
      {accept.isError ? (
        <p role="alert" className="text-sm text-rose-300" data-testid={`cash-out-error-${bet.id}`}>
          {replacedOffer(accept.error)
            ? t('sportsbook.my_bets.cash_out_changed', { amount })
            : sportsbookErrorMessage(t, accept.error)}
        </p>
      ) : null}
    </div>
  );
}

function BetCard({ bet }: { bet: SportsBet }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = usePreferences().preferences.oddsFormat;
  const settled = bet.status !== 'open';
  return (
    <li
      data-testid={`bet-${bet.id}`}
      className="flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-900 p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-white">
          {bet.kind === 'single'
            ? t('sportsbook.my_bets.kind.single')
            : t('sportsbook.my_bets.kind.multi', { count: bet.legs.length })}
        </p>
        <span
          data-testid="bet-status"
          className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[bet.status]}`}
        >
          {t(`sportsbook.my_bets.status.${bet.status}`)}
        </span>
      </div>
      <ul className="flex flex-col gap-1.5">
        {bet.legs.map((leg) => {
          const names = legNames(t, leg);
          return (
            <li key={leg.outcomeId} className="flex items-start justify-between gap-2 text-sm">
              <span className="min-w-0">
                <span className="block truncate text-white">{names.outcome}</span>
                <span className="block truncate text-xs text-slate-400">
                  {names.market} · {leg.eventName}
                </span>
              </span>
              <span className="flex flex-col items-end">
                <span className="text-white tabular-nums">{formatOdds(leg.odds, format)}</span>
                {leg.status !== 'open' ? (
                  <span className="text-xs text-slate-400">
                    {t(`sportsbook.my_bets.status.${leg.status}`)}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-slate-400">{t('sportsbook.my_bets.stake')}</dt>
          <dd className="text-white tabular-nums">
            {bet.stake} {bet.currency}
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('sportsbook.my_bets.odds')}</dt>
          <dd className="text-white tabular-nums">{formatOdds(bet.odds, format)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">
            {settled ? t('sportsbook.my_bets.payout') : t('sportsbook.my_bets.potential_payout')}
          </dt>
          <dd className="text-white tabular-nums" data-testid="bet-payout">
            {settled ? bet.payout : bet.potentialPayout} {bet.currency}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-slate-500">
        {bet.settledAt
          ? t('sportsbook.my_bets.settled_at', { time: formatStartTime(bet.settledAt, locale) })
          : t('sportsbook.my_bets.placed_at', { time: formatStartTime(bet.createdAt, locale) })}
      </p>
      {bet.status === 'open' && bet.cashOutAvailable ? <CashOut bet={bet} /> : null}
    </li>
  );
}

function BetsList({ tab }: { tab: MyBetsTab }) {
  const { t } = useTranslation();
  const bets = useMyBets(tab);
  const queryClient = useQueryClient();
  // A settlement or a cash-out moves the balance (its realtime event): the bets are asked again.
  const balanceUpdatedAt = useBalance().dataUpdatedAt;
  useEffect(() => {
    if (balanceUpdatedAt) void queryClient.invalidateQueries({ queryKey: sportsbookKeys.bets });
  }, [balanceUpdatedAt, queryClient]);
  if (bets.isPending) return <ListSkeleton testId="my-bets-loading" />;
  if (bets.isError) return <LoadError error={bets.error} onRetry={() => void bets.refetch()} />;
  if (bets.data.data.length === 0)
    return <EmptyState testId="my-bets-empty">{t('sportsbook.my_bets.empty')}</EmptyState>;
  return (
    <ul className="flex flex-col gap-2" data-testid="my-bets-list">
      {bets.data.data.map((bet) => (
        <BetCard key={bet.id} bet={bet} />
      ))}
    </ul>
  );
}

/** /sportsbook/my-bets: open, settled and cashed-out bets, with cash-out. */
/** Refetches the lists when a bet of the signed-in player changes (its personal channel). */
function BetChanges() {
  useBetChanges();
  return null;
}

export function MyBetsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const { open } = useAuthModal();
  const [tab, setTab] = useState<MyBetsTab>('open');
  usePageMeta({ kind: 'site' });
  return (
    <div data-testid="my-bets-page" className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-white">{t('sportsbook.my_bets.title')}</h1>
      {me.data ? (
        <>
          <BetChanges />
          <div role="tablist" aria-label={t('sportsbook.my_bets.tabs')} className="flex gap-1">
            {TABS.map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={tab === value}
                onClick={() => setTab(value)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                  const step = event.key === 'ArrowRight' ? 1 : TABS.length - 1;
                  setTab(TABS[(TABS.indexOf(tab) + step) % TABS.length]!);
                }}
                tabIndex={tab === value ? 0 : -1}
                className={`min-h-10 rounded-lg px-3 text-sm font-semibold ${
                  tab === value ? 'bg-slate-800 text-white' : 'text-slate-400 hover:text-white'
                }`}
              >
                {t(`sportsbook.my_bets.${value}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel">
            <BetsList tab={tab} />
          </div>
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-800 px-4 py-10 text-center">
          <p className="text-slate-300">{t('sportsbook.my_bets.guest')}</p>
          <button
            type="button"
            onClick={() => open('login')}
            className="rounded-xl bg-amber-400 px-5 py-2.5 font-semibold text-slate-950 hover:bg-amber-300"
          >
            {t('sportsbook.favorites.sign_in')}
          </button>
        </div>
      )}
    </div>
  );
}
