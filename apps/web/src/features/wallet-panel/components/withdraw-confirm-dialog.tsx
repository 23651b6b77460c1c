import { useTranslation } from 'react-i18next';
import type {
  CryptoPaymentMethod,
  CryptoWithdrawFeeResponse,
} from '@wheelhouse/contracts/cashier-crypto';
import { addAmounts } from '../model/withdraw-form';
import { PanelDialog } from './panel-dialog';
import { useMethodAmount } from './withdraw-fee-summary';

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd data-testid={testId} className="text-sm break-all text-white">
        {value}
      </dd>
    </div>
  );
}

/** Spec §4 step 2: the player checks method, address, memo and amount before anything is sent. */
export function WithdrawConfirmDialog({
  method,
  request,
  fee,
  busy,
  onConfirm,
  onClose,
}: {
  method: CryptoPaymentMethod;
  request: { address: string; amount: string; memo: string | null };
  fee: CryptoWithdrawFeeResponse;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const shown = useMethodAmount(method);
  // Once the check is under way its answer decides the next step; closing would hide it.
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <PanelDialog
      title={t('wallet.withdrawal_crypto.confirm_title')}
      onClose={close}
      testId="withdraw-confirm"
    >
      <dl className="flex flex-col gap-2">
        <Row
          label={t('wallet.withdrawal_crypto.method')}
          value={method.name}
          testId="confirm-method"
        />
        <Row
          label={t('wallet.withdrawal_crypto.address')}
          value={request.address}
          testId="confirm-address"
        />
        {request.memo ? (
          <Row
            label={t('wallet.withdrawal_crypto.memo')}
            value={request.memo}
            testId="confirm-memo"
          />
        ) : null}
        <Row
          label={t('wallet.withdrawal_crypto.amount')}
          value={shown(request.amount)}
          testId="confirm-amount"
        />
        <Row
          label={t('wallet.withdrawal_crypto.fee')}
          value={shown(fee.fee)}
          testId="confirm-fee"
        />
        <Row
          label={t('wallet.withdrawal_crypto.total')}
          value={shown(addAmounts(request.amount, fee.fee))}
          testId="confirm-total"
        />
      </dl>
      <p className="text-xs text-slate-400">{t('wallet.withdrawal_crypto.confirm_warning')}</p>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={close}
          disabled={busy}
          className="rounded-xl border border-slate-700 px-4 py-2.5 text-sm font-semibold text-slate-200 hover:bg-slate-800 disabled:opacity-60"
        >
          {t('wallet.withdrawal_crypto.cancel')}
        </button>
        <button
          type="button"
          data-autofocus=""
          data-testid="withdraw-confirm-submit"
          onClick={onConfirm}
          disabled={busy}
          className="rounded-xl bg-amber-400 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-60"
        >
          {busy ? t('wallet.withdrawal_crypto.checking') : t('wallet.withdrawal_crypto.confirm')}
        </button>
      </div>
    </PanelDialog>
  );
}
