import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction, TransactionStatus } from '@wheelhouse/contracts/wallet';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../lib/use-locale';
import { useTransactions } from '../api/get-transactions';
import { isNearBottom } from '../model/near-bottom';

const BADGE: Record<TransactionStatus, string> = {
  completed: 'bg-emerald-500/15 text-emerald-300',
  pending: 'bg-amber-500/15 text-amber-200',
  waiting: 'bg-amber-500/15 text-amber-200',
  pay_external_invoice: 'bg-amber-500/15 text-amber-200',
  wait_for_confirmation: 'bg-amber-500/15 text-amber-200',
  disputed: 'bg-sky-500/15 text-sky-200',
  refund: 'bg-sky-500/15 text-sky-200',
  declined: 'bg-rose-500/15 text-rose-200',
  timeouted: 'bg-rose-500/15 text-rose-200',
  cancelled: 'bg-slate-600/40 text-slate-300',
};

function HistoryItem({ item }: { item: Transaction }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sign = item.type === 'deposit' || item.type === 'buy' ? '+' : '−';
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(item.timestamp * 1000));
  return (
    <li
      data-testid="history-item"
      className="flex items-center justify-between gap-3 rounded-xl bg-slate-800/60 px-3 py-2.5"
    >
      <div className="flex min-w-0 flex-col">
        <span className="text-sm font-semibold text-white">
          {t(`wallet.history.type.${item.type}`)}
        </span>
        <span className="text-xs text-slate-400">{when}</span>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span className="text-sm font-semibold text-white tabular-nums">
          {sign}
          {item.originalAmount.value} {item.originalAmount.currency}
        </span>
        <span
          data-testid="history-status"
          className={`rounded-md px-1.5 py-0.5 text-[11px] font-semibold ${BADGE[item.status]}`}
        >
          {t(`wallet.history.status.${item.status}`)}
        </span>
      </div>
    </li>
  );
}

/** History tab (spec §7, §9): infinite list, 10 per page, next page within 40 px of the bottom. */
export function HistoryTab() {
  const { t } = useTranslation();
  const history = useTransactions();
  const listRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = history;

  const maybeLoadMore = useCallback(() => {
    const box = listRef.current;
    if (!box || !hasNextPage || isFetchingNextPage || isError) return;
    if (isNearBottom(box)) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  // A page shorter than the box never scrolls: check again after every load.
  useEffect(maybeLoadMore, [maybeLoadMore, history.data]);

  if (history.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-14" />
        ))}
        <span className="sr-only">{t('wallet.history.loading')}</span>
      </div>
    );
  }
  if (history.isError && !history.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-rose-200">
        <p>{t('wallet.history.failed')}</p>
        <button
          type="button"
          onClick={() => void history.refetch()}
          className="rounded-lg border border-slate-700 px-3 py-1.5 text-slate-100 hover:bg-slate-800"
        >
          {t('Shared.retry')}
        </button>
      </div>
    );
  }

  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <p data-testid="history-empty" className="py-6 text-center text-sm text-slate-400">
        {t('wallet.history.empty')}
      </p>
    );
  }
  return (
    <div
      ref={listRef}
      data-testid="history-list"
      onScroll={maybeLoadMore}
      tabIndex={0}
      aria-label={t('wallet.tabs.history')}
      className="max-h-[min(420px,55dvh)] overflow-y-auto overscroll-contain rounded-xl"
    >
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <HistoryItem key={item.id} item={item} />
        ))}
      </ul>
      {isFetchingNextPage ? (
        <div className="flex justify-center py-3">
          <Spinner size={20} label={t('wallet.history.loading_more')} />
        </div>
      ) : isError ? (
        <div
          role="alert"
          className="flex items-center justify-center gap-2 py-3 text-sm text-rose-200"
        >
          {t('wallet.history.failed')}
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            className="rounded-lg border border-slate-700 px-2 py-1 text-slate-100 hover:bg-slate-800"
          >
            {t('Shared.retry')}
          </button>
        </div>
      ) : !hasNextPage ? (
        <p className="py-3 text-center text-xs text-slate-500">{t('wallet.history.end')}</p>
      ) : null}
    </div>
  );
}
