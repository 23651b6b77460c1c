import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import type { FiatOrder } from '@wheelhouse/contracts/fiat';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Countdown } from '../../../../components/ui/countdown';
import { closeWalletPanel } from '../../../../lib/wallet-panel/wallet-panel-store';
import { formatExactAmount } from '../../../../lib/money/format-exact-amount';
import { useLocale } from '../../../../lib/use-locale';
import { useBuyOrder } from '../../api/get-buy-order';
import { orderScreen, type OrderScreen } from '../../model/fiat-deposit-flow';
import type { FiatDetailsStep, PanelEvent } from '../../model/panel-machine';
import { FiatLoadError, FiatLoading } from './fiat-deposit-common';
import { ReceiptForm } from './receipt-form';

/** Cashier spec §9: the copy confirmation lasts 2000 ms in the deposit flow. */
export const FIAT_COPY_TOAST_MS = 2000;

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('wallet.fiat_deposit.copied', { label }), {
        duration: FIAT_COPY_TOAST_MS,
      });
    } catch {
      toast.error(t('wallet.fiat_deposit.copy_failed'), { duration: FIAT_COPY_TOAST_MS });
    }
  };
  return (
    <div className="flex items-center gap-2 rounded-xl bg-slate-800/60 p-2">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-xs text-slate-400">{label}</span>
        <span data-testid={testId} className="text-sm font-semibold break-all text-white">
          {value}
        </span>
      </div>
      <button
        type="button"
        data-testid={`${testId}-copy`}
        onClick={() => void copy()}
        aria-label={t('wallet.fiat_deposit.copy_label', { label })}
        className="shrink-0 rounded-lg border border-slate-700 px-2 py-1 text-xs font-medium text-slate-200 hover:bg-slate-800"
      >
        {t('wallet.fiat_deposit.copy')}
      </button>
    </div>
  );
}

/** A pay_external_invoice link: the parent window, a new window (with a fallback link) or a frame. */
function ExternalInvoice({ url, target }: { url: string; target: 'parent' | 'blank' | 'iframe' }) {
  const { t } = useTranslation();
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (target === 'parent') window.location.assign(url);
    if (target === 'blank') {
      // Without noopener in the features, a window that opened is answered (a blocked one is
      // null); the processor's page then loses its way back to this one.
      const opened = window.open(url, '_blank');
      if (opened) opened.opener = null;
      setBlocked(opened === null);
    }
  }, [url, target]);
  if (target === 'iframe') {
    return (
      <iframe
        src={url}
        title={t('wallet.fiat_deposit.external_frame')}
        data-testid="fiat-external-frame"
        sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
        className="h-[420px] w-full rounded-xl border border-slate-700 bg-white"
      />
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="fiat-external">
      <p className="text-sm text-slate-300">
        {target === 'parent'
          ? t('wallet.fiat_deposit.external_redirect')
          : blocked
            ? t('wallet.fiat_deposit.external_blocked')
            : t('wallet.fiat_deposit.external_opened')}
      </p>
      <a
        href={url}
        target={target === 'parent' ? undefined : '_blank'}
        rel="noopener noreferrer"
        data-testid="fiat-external-link"
        className="self-start rounded-xl bg-amber-400 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-300"
      >
        {t('wallet.fiat_deposit.external_open')}
      </a>
    </div>
  );
}

function Instructions({
  order,
  screen,
  onExpired,
  dispatch,
}: {
  order: FiatOrder;
  screen: Extract<OrderScreen, { kind: 'details' | 'external' }>;
  onExpired: () => void;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { paymentDetails, recipientBank, senderBank, expiredAt } = order.details;
  const amount = `${formatExactAmount(order.valueFrom, locale, 0)} ${order.currencyFrom}`;
  return (
    <div className="flex flex-col gap-3" data-testid="fiat-deposit-details">
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <span className="text-xs text-slate-400">{t('wallet.fiat_deposit.recipient_bank')}</span>
          <span data-testid="fiat-recipient-bank" className="text-base font-semibold text-white">
            {recipientBank.name ?? senderBank.label}
          </span>
        </div>
        <div className="flex shrink-0 flex-col items-end" data-testid="fiat-countdown">
          <span className="text-xs text-slate-400">{t('wallet.fiat_deposit.time_left')}</span>
          <Countdown to={new Date(expiredAt * 1000)} onEnd={onExpired} />
        </div>
      </div>
      {screen.kind === 'external' ? (
        <ExternalInvoice url={screen.url} target={screen.target} />
      ) : (
        <div className="flex flex-col gap-2">
          <CopyRow label={t('wallet.fiat_deposit.amount')} value={amount} testId="fiat-amount" />
          {paymentDetails.card ? (
            <CopyRow
              label={t('wallet.fiat_deposit.card')}
              value={paymentDetails.card}
              testId="fiat-card"
            />
          ) : null}
          {paymentDetails.phone ? (
            <CopyRow
              label={t('wallet.fiat_deposit.phone')}
              value={paymentDetails.phone}
              testId="fiat-phone"
            />
          ) : null}
          {paymentDetails.bankName ? (
            <CopyRow
              label={t('wallet.fiat_deposit.bank')}
              value={paymentDetails.bankName}
              testId="fiat-bank"
            />
          ) : null}
          {paymentDetails.name ? (
            <CopyRow
              label={t('wallet.fiat_deposit.recipient')}
              value={paymentDetails.name}
              testId="fiat-recipient"
            />
          ) : null}
        </div>
      )}
      <AlertBox variant="informative" testId="fiat-waiting-notice">
        {t('wallet.fiat_deposit.waiting_notice', { amount })}
      </AlertBox>
      <button
        type="button"
        data-testid="fiat-i-have-paid"
        onClick={() => dispatch({ type: 'fiat-order-submit-step' })}
        className="rounded-xl bg-amber-400 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-300"
      >
        {t('wallet.fiat_deposit.i_have_paid')}
      </button>
    </div>
  );
}

/**
 * fiat-deposit-details (spec §2, §4): the payment instructions of an order with its countdown
 * (non-submit step) and the receipt upload (submit step). The order's status decides the view:
 * waiting shows the instructions, pay_external_invoice opens its link, wait_for_confirmation and
 * pending go to the pending view, timeouted (or the countdown reaching zero), declined and refund
 * to the error view, completed closes the panel (the success modal shows).
 */
export function FiatDepositDetailsView({
  orderId,
  step,
  dispatch,
}: {
  orderId: string;
  step: FiatDetailsStep;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const order = useBuyOrder(orderId);
  const [now, setNow] = useState(() => Date.now());
  const screen = order.data ? orderScreen(order.data, now) : null;
  const bankId = order.data?.details.senderBank.id;
  const onExpired = useCallback(() => setNow(Date.now()), []);

  const kind = screen?.kind ?? null;
  const failure = screen?.kind === 'error' ? screen.reason : null;
  const pendingType = screen?.kind === 'pending' ? screen.pendingType : null;

  // Only a change of what the order means moves the view.
  useEffect(() => {
    if (pendingType) {
      dispatch({ type: 'fiat-order-pending', orderId, pendingType });
    } else if (failure) {
      dispatch({ type: 'fiat-order-failed', failure, orderId, ...(bankId ? { bankId } : {}) });
    } else if (kind === 'completed') {
      closeWalletPanel();
    }
  }, [kind, failure, pendingType, orderId, bankId, dispatch]);

  if (order.isError) {
    return (
      <FiatLoadError
        message={t('wallet.fiat_deposit.order_failed')}
        onRetry={() => void order.refetch()}
      />
    );
  }
  if (!order.data || !screen) {
    return <FiatLoading label={t('wallet.fiat_deposit.order_loading')} />;
  }
  if (screen.kind !== 'details' && screen.kind !== 'external') {
    return <FiatLoading label={t('wallet.fiat_deposit.order_loading')} />;
  }
  if (step === 'submit') return <ReceiptForm orderId={orderId} dispatch={dispatch} />;
  return (
    <Instructions order={order.data} screen={screen} onExpired={onExpired} dispatch={dispatch} />
  );
}
