import { useTranslation } from 'react-i18next';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { formatExactAmount } from '../../../../lib/money/format-exact-amount';
import { useLocale } from '../../../../lib/use-locale';
import { PanelDialog } from '../panel/panel-dialog';

/** Asks before a withdrawal is cancelled: the money goes back to the balance, the payout stops. */
export function CancelWithdrawalDialog({
  transaction,
  busy,
  onConfirm,
  onClose,
}: {
  transaction: Transaction;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { value, currency } = transaction.originalAmount;
  return (
    <PanelDialog title={t('wallet.history.cancel_title')} onClose={onClose} testId="cancel-dialog">
      <p className="text-sm text-slate-300">
        {t('wallet.history.cancel_text', {
          amount: `${formatExactAmount(value, locale)} ${currency}`,
        })}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg border border-slate-700 px-4 py-2 text-sm font-semibold text-slate-100 hover:bg-slate-800"
        >
          {t('wallet.history.cancel_keep')}
        </button>
        <button
          type="button"
          data-autofocus
          disabled={busy}
          onClick={onConfirm}
          data-testid="cancel-confirm"
          className="rounded-lg bg-rose-600 px-4 py-2 text-sm font-semibold text-white hover:bg-rose-500 disabled:opacity-60"
        >
          {busy ? t('wallet.history.cancelling') : t('wallet.history.cancel_confirm')}
        </button>
      </div>
    </PanelDialog>
  );
}
