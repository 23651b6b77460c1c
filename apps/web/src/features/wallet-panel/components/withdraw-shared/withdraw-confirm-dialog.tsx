import { useTranslation } from 'react-i18next';
import type {
  CryptoPaymentMethod,
  CryptoWithdrawFeeResponse,
} from '@wheelhouse/contracts/cashier-crypto';
import { addAmounts, toBotWallet } from '../../model/withdraw-form';
import { PanelDialog } from '../panel/panel-dialog';
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

/** One line of a confirm dialog: what it is, its value, and its test id. */
export interface ConfirmRow {
  label: string;
  value: string;
  testId: string;
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
  request: {
    address?: string | null;
    amount: string;
    memo?: string | null;
    provider?: string | null;
  };
  fee: CryptoWithdrawFeeResponse;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const shown = useMethodAmount(method);
  const botWallet = toBotWallet({ provider: request.provider ?? null });
  const rows: ConfirmRow[] = [
    { label: t('wallet.withdrawal_crypto.method'), value: method.name, testId: 'confirm-method' },
    botWallet
      ? {
          label: t('messenger-pay.withdraw_to.label'),
          value: t('messenger-pay.withdraw_to.cryptobot'),
          testId: 'confirm-destination',
        }
      : {
          label: t('wallet.withdrawal_crypto.address'),
          value: request.address ?? '',
          testId: 'confirm-address',
        },
    ...(request.memo
      ? [{ label: t('wallet.withdrawal_crypto.memo'), value: request.memo, testId: 'confirm-memo' }]
      : []),
    {
      label: t('wallet.withdrawal_crypto.amount'),
      value: shown(request.amount),
      testId: 'confirm-amount',
    },
    { label: t('wallet.withdrawal_crypto.fee'), value: shown(fee.fee), testId: 'confirm-fee' },
    {
      label: t('wallet.withdrawal_crypto.total'),
      value: shown(addAmounts(request.amount, fee.fee)),
      testId: 'confirm-total',
    },
  ];
  return (
    <ConfirmWithdrawDialog
      rows={rows}
      warning={
        botWallet
          ? t('messenger-pay.withdraw_to.confirm_warning')
          : t('wallet.withdrawal_crypto.confirm_warning')
      }
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/**
 * The confirm dialog of any withdrawal (crypto, fiat): its rows, a warning, cancel and confirm.
 * Once the check is under way (`busy`) it cannot be closed: its answer decides the next step.
 */
export function ConfirmWithdrawDialog({
  rows,
  warning,
  busy,
  onConfirm,
  onClose,
}: {
  rows: ConfirmRow[];
  warning: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
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
        {rows.map((row) => (
          <Row key={row.testId} label={row.label} value={row.value} testId={row.testId} />
        ))}
      </dl>
      <p className="text-xs text-slate-400">{warning}</p>
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
