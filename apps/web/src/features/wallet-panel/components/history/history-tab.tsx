import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import type { Transaction, TransactionStatus } from '@wheelhouse/contracts/wallet';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Spinner } from '../../../../components/ui/spinner';
import { isApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { i18n } from '../../../../lib/i18n';
import { formatExactAmount } from '../../../../lib/money/format-exact-amount';
import { useLocale } from '../../../../lib/use-locale';
import { useCancelSellOrder } from '../../api/cancel-sell-order';
import { useCancelWithdrawal } from '../../api/cancel-withdrawal';
import { useTransactions } from '../../api/get-transactions';
import { useCancellable } from '../../hooks/use-cancellable';
import { useErrorReference } from '../../hooks/use-catalogue-toast';
import { usePullToRefresh } from '../../hooks/use-pull-to-refresh';
import { cancelCallOf } from '../../model/cancellable';
import { canOpenDispute, opensDetails } from '../../model/fiat-deposit-flow';
import { isNearBottom } from '../../model/near-bottom';
import type { PanelEvent } from '../../model/panel-machine';
import { CancelWithdrawalDialog } from './cancel-withdrawal-dialog';

const BADGE: Record<TransactionStatus, string> = {
  completed: 'bg-emerald-500/15 text-emerald-300',
  pending: 'bg-amber-500/15 text-amber-200',
  processing: 'bg-indigo-500/15 text-indigo-200',
  waiting: 'bg-amber-500/15 text-amber-200',
  pay_external_invoice: 'bg-amber-500/15 text-amber-200',
  wait_for_confirmation: 'bg-amber-500/15 text-amber-200',
  disputed: 'bg-sky-500/15 text-sky-200',
  refund: 'bg-sky-500/15 text-sky-200',
  declined: 'bg-rose-500/15 text-rose-200',
  timeouted: 'bg-rose-500/15 text-rose-200',
  cancelled: 'bg-slate-600/40 text-slate-300',
};

/** A known reason code in the player's language; a reviewer's free text as it was written. */
function useReasonText(reason: string | null | undefined): string | null {
  const { t } = useTranslation();
  if (!reason) return null;
  const key = `wallet.history.reason.${reason}`;
  return i18n.exists(key) ? t(key as 'wallet.history.reason.below_minimum') : reason;
}

/** Statuses whose row shows the reason: a decline, or a dispute's or staff's outcome. */
const WITH_REASON: readonly TransactionStatus[] = ['declined', 'completed', 'disputed', 'refund'];

function HistoryItem({
  item,
  onCancel,
  dispatch,
}: {
  item: Transaction;
  onCancel: () => void;
  dispatch?: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancellable = useCancellable(item);
  const reason = useReasonText(WITH_REASON.includes(item.status) ? item.reason : null);
  const details = dispatch && opensDetails(item);
  const dispute = dispatch && canOpenDispute(item);
  const sign = item.type === 'deposit' || item.type === 'buy' ? '+' : '−';
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(item.timestamp * 1000));
  return (
    <li
      data-testid="history-item"
      data-id={item.id}
      className="flex flex-col gap-2 rounded-xl bg-slate-800/60 px-3 py-2.5"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <span className="text-sm font-semibold text-white">
            {t(`wallet.history.type.${item.type}`)}
          </span>
          <span className="text-xs text-slate-400">{when}</span>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-sm font-semibold text-white tabular-nums">
            {sign}
            {formatExactAmount(item.originalAmount.value, locale)} {item.originalAmount.currency}
          </span>
          <span
            data-testid="history-status"
            className={`rounded-md px-1.5 py-0.5 text-[11px] font-semibold ${BADGE[item.status]}`}
          >
            {t(`wallet.history.status.${item.status}`)}
          </span>
        </div>
      </div>
      {reason ? (
        <p
          data-testid="history-reason"
          className={`text-xs ${item.status === 'declined' ? 'text-rose-200' : 'text-slate-300'}`}
        >
          {item.status === 'declined' ? reason : t('wallet.dispute.outcome', { reason })}
        </p>
      ) : null}
      {details || dispute ? (
        <div className="flex flex-wrap justify-end gap-2">
          {details ? (
            <button
              type="button"
              onClick={() => dispatch({ type: 'show-fiat-order', orderId: item.id })}
              data-testid="history-open-details"
              className="rounded-lg bg-amber-400 px-3 py-1 text-xs font-semibold text-slate-950 hover:bg-amber-300"
            >
              {t('wallet.fiat_deposit.open_details')}
            </button>
          ) : null}
          {dispute ? (
            <button
              type="button"
              onClick={() => dispatch({ type: 'open-dispute', orderId: item.id })}
              data-testid="history-open-dispute"
              className="rounded-lg border border-slate-600 px-3 py-1 text-xs font-semibold text-slate-100 hover:bg-slate-700"
            >
              {t('wallet.dispute.open')}
            </button>
          ) : null}
        </div>
      ) : null}
      {cancellable ? (
        <button
          type="button"
          onClick={onCancel}
          data-testid="history-cancel"
          className="self-end rounded-lg border border-slate-600 px-3 py-1 text-xs font-semibold text-slate-100 hover:bg-slate-700"
        >
          {t('wallet.history.cancel')}
        </button>
      ) : null}
    </li>
  );
}

function PullIndicator({
  pull,
  ready,
  refreshing,
}: {
  pull: number;
  ready: boolean;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  if (!refreshing && pull === 0) return null;
  return (
    <div
      data-testid="history-pull"
      role="status"
      style={{ height: refreshing ? 40 : pull }}
      className="flex items-end justify-center overflow-hidden pb-2 text-xs text-slate-400"
    >
      {refreshing ? (
        <Spinner size={18} label={t('wallet.history.refreshing')} />
      ) : ready ? (
        t('wallet.history.pull_release')
      ) : (
        t('wallet.history.pull_hint')
      )}
    </div>
  );
}

/** A failed cancel: the spec §8 toast with the message, the request key and the time. */
function useCancelFailureToast() {
  const { t } = useTranslation();
  const reference = useErrorReference();
  return (error: unknown) => {
    const tooLate = isApiError(error) && error.detail === 'conflict';
    const body = isApiError(error) ? error.body : undefined;
    toast.error(tooLate ? t('wallet.history.cancel_too_late') : errorMessage(t, error), {
      description: body ? reference(body.key, body.time) : undefined,
    });
  };
}

/**
 * History tab (spec §4, §7, §9): infinite list, 10 per page, next page within 40 px of the bottom;
 * status badges, the reason of a declined row, cancel while spec §4 allows, pull down to refresh.
 */
export function HistoryTab({ dispatch }: { dispatch?: (event: PanelEvent) => void } = {}) {
  const { t } = useTranslation();
  const history = useTransactions();
  const cancelCrypto = useCancelWithdrawal();
  const cancelSell = useCancelSellOrder();
  const cancelFailed = useCancelFailureToast();
  const [confirming, setConfirming] = useState<Transaction | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError, refetch } = history;
  const pull = usePullToRefresh(refetch);

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
          onClick={() => void refetch()}
          className="rounded-lg border border-slate-700 px-3 py-1.5 text-slate-100 hover:bg-slate-800"
        >
          {t('Shared.retry')}
        </button>
      </div>
    );
  }

  const items = history.data.pages.flatMap((page) => page.items);
  // Spec §4: crypto withdrawals and fiat sell orders use different cancel calls.
  const cancel = confirming && cancelCallOf(confirming) === 'sell' ? cancelSell : cancelCrypto;
  const confirmCancel = (transaction: Transaction) =>
    cancel.mutate(transaction.id, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(t('wallet.history.cancelled'));
      },
      onError: (error) => {
        setConfirming(null);
        cancelFailed(error);
      },
    });

  return (
    <>
      <div
        ref={listRef}
        data-testid="history-list"
        onScroll={maybeLoadMore}
        {...pull.handlers}
        // Pulling down here refreshes the list; the drawer is dragged by its header instead.
        data-vaul-no-drag=""
        tabIndex={0}
        aria-label={t('wallet.tabs.history')}
        aria-busy={pull.refreshing}
        className="max-h-[min(420px,55dvh)] overflow-y-auto overscroll-contain rounded-xl"
      >
        <PullIndicator pull={pull.pull} ready={pull.ready} refreshing={pull.refreshing} />
        {items.length === 0 ? (
          <p data-testid="history-empty" className="py-6 text-center text-sm text-slate-400">
            {t('wallet.history.empty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {items.map((item) => (
              <HistoryItem
                key={item.id}
                item={item}
                onCancel={() => setConfirming(item)}
                dispatch={dispatch}
              />
            ))}
          </ul>
        )}
        {items.length === 0 ? null : isFetchingNextPage ? (
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
      {confirming ? (
        <CancelWithdrawalDialog
          transaction={confirming}
          busy={cancel.isPending}
          onConfirm={() => confirmCancel(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
