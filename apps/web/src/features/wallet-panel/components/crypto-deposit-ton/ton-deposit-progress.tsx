import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../../components/ui/alert-box';
import { useTonDeposit } from '../../api/create-ton-deposit';

/** A sent deposit until the chain shows it: pending, then credited (or expired). */
export function TonDepositProgress({ id, onAnother }: { id: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const deposit = useTonDeposit(id);
  const status = deposit.data?.status ?? 'sent';
  const unit = deposit.data?.currency === 'USDT-TON' ? 'USDT' : 'TON';
  return (
    <div className="flex flex-col gap-3" data-testid="ton-deposit-progress" data-status={status}>
      {status === 'credited' ? (
        <AlertBox variant="success">
          {t('ton.credited', { amount: deposit.data?.amount ?? '', currency: unit })}
        </AlertBox>
      ) : status === 'expired' ? (
        <AlertBox variant="warning">{t('ton.expired')}</AlertBox>
      ) : (
        <div role="status" className="flex items-center gap-3 text-sm text-slate-200">
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-slate-500 border-t-sky-400"
          />
          {t('ton.pending')}
        </div>
      )}
      {deposit.isError ? <p className="text-xs text-rose-200">{t('ton.status_failed')}</p> : null}
      {status === 'credited' || status === 'expired' ? (
        <button
          type="button"
          onClick={onAnother}
          className="rounded-xl border border-slate-700 px-4 py-2.5 text-sm font-semibold text-slate-100 hover:bg-slate-800"
        >
          {t('ton.another')}
        </button>
      ) : null}
    </div>
  );
}
