import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { Countdown } from '../../../../components/ui/countdown';
import { formatExactAmount } from '../../../../lib/money/format-exact-amount';
import { useLocale } from '../../../../lib/use-locale';
import { closeWalletPanel } from '../../../../lib/wallet-panel/wallet-panel-store';
import { useBuyOrder } from '../../api/get-buy-order';
import { useWithdrawalCompletion } from '../../hooks/use-withdrawal-completion';
import { orderScreen } from '../../model/fiat-deposit-flow';
import type { PanelEvent, PendingType } from '../../model/panel-machine';

function HistoryButton({ dispatch }: { dispatch: (event: PanelEvent) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="pending-to-history"
      onClick={() => dispatch({ type: 'select-tab', tab: 'history' })}
      className="rounded-xl border border-slate-700 px-4 py-2.5 text-sm font-semibold text-slate-100 hover:bg-slate-800"
    >
      {t('wallet.view.to_history')}
    </button>
  );
}

function PendingWithdrawal({
  created,
  dispatch,
}: {
  created: Transaction;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const withdrawal = useWithdrawalCompletion(created);
  const { value, currency } = withdrawal.originalAmount;
  const cancellable = withdrawal.status === 'pending' && withdrawal.cancellableUntil !== null;
  return (
    <div className="flex flex-col gap-4" data-testid="pending-withdraw">
      <p className="text-sm text-slate-200">{t('wallet.view.pending_withdraw')}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-slate-800/60 p-2">
          <dt className="text-xs text-slate-400">{t('wallet.withdrawal_crypto.amount')}</dt>
          <dd data-testid="pending-amount" className="font-semibold text-white tabular-nums">
            {formatExactAmount(value, locale)} {currency}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-800/60 p-2">
          <dt className="text-xs text-slate-400">{t('wallet.withdrawal_crypto.status')}</dt>
          <dd data-testid="pending-status" className="font-semibold text-white">
            {t(`wallet.history.status.${withdrawal.status}`)}
          </dd>
        </div>
      </dl>
      {cancellable ? (
        <div className="flex flex-col gap-1" data-testid="pending-cancel-deadline">
          <span className="text-xs text-slate-400">
            {t('wallet.withdrawal_crypto.cancel_window')}
          </span>
          <Countdown to={new Date(withdrawal.cancellableUntil! * 1000)} />
        </div>
      ) : null}
      <HistoryButton dispatch={dispatch} />
    </div>
  );
}

/**
 * A fiat deposit (or its dispute) waiting for staff or the processor. The order is read again on
 * every realtime `transaction` event: completed closes the panel (the deposit-success modal
 * shows), declined, timeouted or refund opens the error view.
 */
function PendingFiatOrder({
  type,
  orderId,
  dispatch,
}: {
  type: PendingType;
  orderId: string;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const order = useBuyOrder(orderId).data;
  const screen = order ? orderScreen(order, Date.now()) : null;
  const kind = screen?.kind ?? null;
  const failure = screen?.kind === 'error' ? screen.reason : null;
  const bankId = order?.details.senderBank.id;
  useEffect(() => {
    if (kind === 'completed') closeWalletPanel();
    else if (failure) {
      dispatch({ type: 'fiat-order-failed', failure, orderId, ...(bankId ? { bankId } : {}) });
    }
  }, [kind, failure, orderId, bankId, dispatch]);
  return (
    <div className="flex flex-col gap-4" data-testid={`pending-${type}`}>
      <p className="text-sm text-slate-200">{t(`wallet.view.pending_${type}`)}</p>
      {order ? (
        <p data-testid="pending-order-status" className="text-xs text-slate-400">
          {t('wallet.fiat_deposit.status', {
            status: t(`wallet.history.status.${order.status}`),
          })}
        </p>
      ) : null}
      <HistoryButton dispatch={dispatch} />
    </div>
  );
}

/** Pending view (spec §2): a waiting notice; for a withdrawal, its amount, status and deadline. */
export function PendingView({
  type,
  transaction,
  orderId,
  dispatch,
}: {
  type: PendingType;
  transaction?: Transaction;
  orderId?: string;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  if (type === 'withdraw' && transaction) {
    return <PendingWithdrawal created={transaction} dispatch={dispatch} />;
  }
  if (orderId) return <PendingFiatOrder type={type} orderId={orderId} dispatch={dispatch} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-200">{t(`wallet.view.pending_${type}`)}</p>
      <HistoryButton dispatch={dispatch} />
    </div>
  );
}
