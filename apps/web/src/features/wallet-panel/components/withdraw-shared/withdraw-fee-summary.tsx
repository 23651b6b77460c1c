import { useTranslation } from 'react-i18next';
import type {
  CryptoPaymentMethod,
  CryptoWithdrawFeeResponse,
} from '@wheelhouse/contracts/cashier-crypto';
import { applyDisplayFormat } from '@wheelhouse/contracts/money';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatExactAmount } from '../../../../lib/money/format-exact-amount';
import { useLocale } from '../../../../lib/use-locale';
import { addAmounts } from '../../model/withdraw-form';

/** An exact method amount as the player reads it, e.g. "26.50 USDT". */
export function useMethodAmount(method: CryptoPaymentMethod): (value: string) => string {
  const locale = useLocale();
  // At least the method precision, and never fewer digits than the amount has: a total to be
  // held must not look smaller than it is.
  return (value) =>
    applyDisplayFormat(method.displayFormat, formatExactAmount(value, locale, method.precision));
}

/** The network fee and the total held from the balance (amount + fee), in the method currency. */
export function WithdrawFeeSummary({
  method,
  amount,
  fee,
  loading,
  failed,
  onRetry,
}: {
  method: CryptoPaymentMethod;
  /** The canonical amount, or null while the amount is not a valid one. */
  amount: string | null;
  fee: CryptoWithdrawFeeResponse | undefined;
  loading: boolean;
  failed: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const shown = useMethodAmount(method);
  if (failed) {
    return (
      <div role="alert" className="flex items-center justify-between gap-2 text-sm text-rose-200">
        <span>{failed}</span>
        <button
          type="button"
          onClick={onRetry}
          className="shrink-0 rounded-lg border border-slate-700 px-2 py-1 text-slate-100 hover:bg-slate-800"
        >
          {t('Shared.retry')}
        </button>
      </div>
    );
  }
  if (amount === null) return null;
  if (loading || !fee) {
    return (
      <div role="status" className="flex flex-col gap-1">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-5 w-48" />
        <span className="sr-only">{t('wallet.withdrawal_crypto.fee_loading')}</span>
      </div>
    );
  }
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm" data-testid="withdraw-fee">
      <dt className="text-slate-400">{t('wallet.withdrawal_crypto.fee')}</dt>
      <dd className="text-right text-slate-200 tabular-nums" data-testid="withdraw-fee-amount">
        {shown(fee.fee)}
      </dd>
      <dt className="text-slate-400">{t('wallet.withdrawal_crypto.total')}</dt>
      <dd className="text-right font-semibold text-white tabular-nums" data-testid="withdraw-total">
        {shown(addAmounts(amount, fee.fee))}
      </dd>
    </dl>
  );
}
