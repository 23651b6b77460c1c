import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/error-message';
import type {
  CryptoDepositResponse,
  CryptoMethodCode,
  CryptoPaymentMethod,
} from '@wheelhouse/contracts/cashier-crypto';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useCryptoDeposit } from '../../api/create-crypto-deposit';
import { useCryptoMethods } from '../../api/get-crypto-methods';
import { useDevToolsVisible } from '../../api/get-simulators-enabled';
import { useSendDevTransfer } from '../../api/send-dev-transfer';
import { depositBonusPercent } from '../../model/deposit-bonus';
import { depositFailure } from '../../model/fiat-deposit-errors';
import { useDepositFailureToast } from '../fiat-deposit/fiat-deposit-toast';
import { useBonusSettings } from '../../../../lib/bonuses/get-bonus-settings';
import { DepositBonusChoice } from '../deposit-bonus/deposit-bonus-choice';
import { hasBotPayments } from '../../../../lib/messenger/bot-mode';
import type { PanelEvent } from '../../model/panel-machine';

/** Methods TON Connect can pay (the messenger build's TON wallet option, spec §1, §6). */
const TON_CONNECT_METHODS = new Set(['TON', 'USDT-TON']);

/** Cashier spec §9: the copy confirmation lasts 2000 ms in the deposit flow. */
export const DEPOSIT_COPY_TOAST_MS = 2000;

function CopyField({
  label,
  value,
  copyLabel,
  testId,
}: {
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('wallet.crypto_deposit.copied'), { duration: DEPOSIT_COPY_TOAST_MS });
    } catch {
      toast.error(t('wallet.crypto_deposit.copy_failed'), { duration: DEPOSIT_COPY_TOAST_MS });
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs text-slate-400">{label}</span>
      <div className="flex items-center gap-2 rounded-xl bg-slate-800/60 p-2">
        <code
          data-testid={testId}
          className="min-w-0 flex-1 font-mono text-sm break-all text-white"
        >
          {value}
        </code>
        <button
          type="button"
          onClick={() => void copy()}
          className="shrink-0 rounded-lg border border-slate-700 px-2 py-1 text-xs font-medium text-slate-200 hover:bg-slate-800"
        >
          {copyLabel}
        </button>
      </div>
    </div>
  );
}

function DevTransfer({
  method,
  deposit,
}: {
  method: CryptoPaymentMethod;
  deposit: CryptoDepositResponse;
}) {
  const { t } = useTranslation();
  const send = useSendDevTransfer();
  const [amount, setAmount] = useState(method.valuePresets[0] ?? deposit.minAmount);
  return (
    <form
      className="flex flex-col gap-2 rounded-xl border border-dashed border-slate-600 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(
          {
            currency: method.code,
            address: deposit.address,
            amount,
            ...(deposit.memo ? { memo: deposit.memo } : {}),
          },
          {
            onSuccess: () => toast.success(t('wallet.crypto_deposit.dev_sent')),
            onError: () => toast.error(t('wallet.crypto_deposit.dev_failed')),
          },
        );
      }}
    >
      <p className="text-xs font-semibold text-slate-400">{t('wallet.crypto_deposit.dev_title')}</p>
      <div className="flex items-end gap-2">
        <label className="flex flex-1 flex-col gap-1 text-xs text-slate-400">
          {t('wallet.crypto_deposit.dev_amount')}
          <input
            value={amount}
            inputMode="decimal"
            onChange={(event) => setAmount(event.target.value.trim())}
            className="rounded-lg border border-slate-700 bg-slate-950 px-2 py-1.5 text-sm text-white"
          />
        </label>
        <button
          type="submit"
          data-testid="dev-send-transfer"
          disabled={send.isPending || amount === ''}
          className="rounded-lg bg-slate-700 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-600 disabled:opacity-60"
        >
          {t('wallet.crypto_deposit.dev_send')}
        </button>
      </div>
    </form>
  );
}

function DepositDetails({
  method,
  deposit,
  dispatch,
}: {
  method: CryptoPaymentMethod;
  deposit: CryptoDepositResponse;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const tonConnect = TON_CONNECT_METHODS.has(method.code) && hasBotPayments();
  const devTools = useDevToolsVisible();
  // Turning crypto deposit bonuses off turns the method's own bonus off too.
  const bonusesOff = useBonusSettings().data?.preferredCrypto.isEnabled === false;
  const bonus = method.depositBonusAvailable && method.depositBonus > 0 && !bonusesOff;
  return (
    <div className="flex flex-col gap-3">
      <DepositBonusChoice channel="crypto" />
      {tonConnect ? (
        <button
          type="button"
          data-testid="open-ton-deposit"
          onClick={() => dispatch({ type: 'choose-ton-deposit', currency: method.code })}
          className="rounded-xl bg-sky-500 px-4 py-3 text-sm font-semibold text-white hover:bg-sky-400"
        >
          {t('ton.open')}
        </button>
      ) : null}
      {bonus ? (
        <AlertBox variant="success">
          {t('wallet.crypto_deposit.bonus', {
            percent: depositBonusPercent(method.depositBonus),
          })}
        </AlertBox>
      ) : null}
      <div
        data-testid="crypto-deposit-qr"
        role="img"
        aria-label={t('wallet.crypto_deposit.qr', { name: method.name })}
        className="self-center rounded-xl bg-white p-3"
      >
        <QRCodeSVG value={deposit.address} size={168} />
      </div>
      <CopyField
        label={t('wallet.crypto_deposit.address')}
        value={deposit.address}
        copyLabel={t('wallet.crypto_deposit.copy_address')}
        testId="crypto-deposit-address"
      />
      {deposit.memo ? (
        <>
          <CopyField
            label={t('wallet.crypto_deposit.memo')}
            value={deposit.memo}
            copyLabel={t('wallet.crypto_deposit.copy_memo')}
            testId="crypto-deposit-memo"
          />
          <AlertBox variant="warning">{t('wallet.crypto_deposit.memo_warning')}</AlertBox>
        </>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-slate-800/60 p-2">
          <dt className="text-xs text-slate-400">{t('wallet.crypto_deposit.network')}</dt>
          <dd data-testid="crypto-deposit-network" className="font-semibold text-white">
            {deposit.network}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-800/60 p-2">
          <dt className="text-xs text-slate-400">{t('wallet.crypto_deposit.minimum')}</dt>
          <dd data-testid="crypto-deposit-minimum" className="font-semibold text-white">
            {method.displayFormat.replace('{amount}', deposit.minAmount)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-slate-400">
        {t('wallet.crypto_deposit.minimum_warning', {
          name: method.name,
          network: deposit.network,
        })}
      </p>
      {devTools ? <DevTransfer method={method} deposit={deposit} /> : null}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center gap-3">
      <Skeleton className="h-[192px] w-[192px]" />
      <Skeleton className="h-12 w-full" />
      <span className="sr-only">{t('wallet.crypto_deposit.loading')}</span>
    </div>
  );
}

/**
 * A failed address request as cashier spec §8 says for deposits: a catalogue code's toast with
 * the request key and time, else the generic create-deposit-fail toast; once per failed attempt
 * (a retry that fails again shows it again), never for an error cached from an earlier visit. A
 * responsible-gaming refusal is not toasted: the view says in place which limit and until when.
 */
function useAddressFailureToast(deposit: ReturnType<typeof useCryptoDeposit>) {
  const showFailure = useDepositFailureToast();
  const shownUpTo = useRef(deposit.errorUpdateCount);
  const { isError, error, errorUpdateCount } = deposit;
  useEffect(() => {
    if (!isError || errorUpdateCount <= shownUpTo.current) return;
    shownUpTo.current = errorUpdateCount;
    const failure = depositFailure(error);
    if (failure.kind !== 'refused') showFailure(failure);
  }, [isError, error, errorUpdateCount, showFailure]);
}

/** Crypto-deposit view (spec §4 "Crypto deposit"): address, QR, network, minimum, memo. */
export function CryptoDepositView({
  currency,
  dispatch,
}: {
  currency: string;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const methods = useCryptoMethods();
  const method = methods.data?.find((candidate) => candidate.code === currency);
  const deposit = useCryptoDeposit(currency as CryptoMethodCode);
  useAddressFailureToast(deposit);

  if (deposit.isError || methods.isError || (methods.isSuccess && !method)) {
    const refusal =
      deposit.isError && depositFailure(deposit.error).kind === 'refused'
        ? errorMessage(t, deposit.error)
        : null;
    const retrying = deposit.isFetching || methods.isFetching;
    return (
      <div
        role="alert"
        data-testid="crypto-deposit-error"
        className="flex flex-col items-start gap-2 text-sm text-rose-200"
      >
        {/* Why an address request failed is the toast's (spec §8); this says what is missing and
            offers a retry, kept focusable (aria-disabled) while the retry is under way. */}
        <p>{refusal ?? t('wallet.crypto_deposit.failed')}</p>
        <button
          type="button"
          aria-disabled={retrying || undefined}
          onClick={() => {
            if (retrying) return;
            if (methods.isError) void methods.refetch();
            if (deposit.isError) void deposit.refetch();
          }}
          className="rounded-lg border border-slate-700 px-3 py-1.5 text-slate-100 hover:bg-slate-800 aria-disabled:opacity-60"
        >
          {t('Shared.retry')}
        </button>
      </div>
    );
  }
  if (!method || !deposit.data) return <Loading />;
  return <DepositDetails method={method} deposit={deposit.data} dispatch={dispatch} />;
}
