import { Suspense, useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CryptoPaymentMethod } from '@wheelhouse/contracts/cashier-crypto';
import type { FieldError } from '@wheelhouse/contracts/errors';
import { fieldErrorMessage } from '../../../../lib/error-message';
import { hasBotPayments } from '../../../../lib/messenger/bot-mode';
import { useWithdrawFee } from '../../api/get-withdraw-fee';
import { useCachedWagerStatus } from '../../api/get-wager-status';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useTonAddressAutofill } from '../../hooks/use-ton-address-autofill';
import { useWithdrawFlow } from '../../hooks/use-withdraw-flow';
import { withdrawRequestOf } from '../../hooks/use-withdraw-submit';
import type { CryptoWithdrawDraft, PanelEvent } from '../../model/panel-machine';
import { catalogueCodeOf } from '../../model/withdraw-errors';
import {
  CRYPTOBOT_PROVIDER,
  hasMemo,
  methodCurrency,
  normalizeServerFieldError,
  offersBotWallet,
  readAmountInput,
  toBotWallet,
  validateWithdrawForm,
  type WithdrawField,
} from '../../model/withdraw-form';
import { AddressSuggestions } from './address-suggestions';
import { BonusBurnDialog } from '../withdraw-shared/bonus-burn-dialog';
import { WithdrawConfirmDialog } from '../withdraw-shared/withdraw-confirm-dialog';
import { useMethodAmount, WithdrawFeeSummary } from '../withdraw-shared/withdraw-fee-summary';
import { WithdrawField as Field } from '../panel/withdraw-field';
import { LazyWithdrawDestinationChoice } from '../messenger-pay/lazy-messenger-pay';

/** Cashier spec §9: the fee lookup waits for 200 ms of quiet typing. */
export const FEE_DEBOUNCE_MS = 200;

const NOT_TOUCHED: Record<WithdrawField, boolean> = { amount: false, address: false, memo: false };

/** The crypto-withdraw form (spec §5) and the dialogs of the flow that follows it (§4). */
export function CryptoWithdrawForm({
  method,
  draft: givenDraft,
  attemptKey,
  dispatch,
}: {
  method: CryptoPaymentMethod;
  draft: CryptoWithdrawDraft;
  attemptKey: string | null;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  // In bot mode a method Crypto Pay pays out in can go to the player's crypto-bot wallet instead
  // of an address (spec §1, §5, §6); elsewhere no draft names that provider.
  const botWalletOffered = offersBotWallet(method, hasBotPayments());
  const draft = useMemo(
    () =>
      botWalletOffered || givenDraft.provider === null
        ? givenDraft
        : { ...givenDraft, provider: null },
    [botWalletOffered, givenDraft],
  );
  const botWallet = toBotWallet(draft);
  const [touched, setTouched] = useState(NOT_TOUCHED);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>({});

  const amount = readAmountInput(draft.amount, method.precision);
  const feeAmount = amount.ok ? amount.value : null;
  const debouncedAmount = useDebouncedValue(feeAmount, FEE_DEBOUNCE_MS);
  const fee = useWithdrawFee(method.code, debouncedAmount);
  const feeLoading = feeAmount !== null && (debouncedAmount !== feeAmount || fee.isFetching);
  const limits = fee.data ?? null;
  // A Crypto Pay transfer has no network fee: only the amount is held.
  const feeShown = fee.data && botWallet ? { ...fee.data, fee: '0' } : fee.data;
  const errors = validateWithdrawForm(draft, method, limits);
  const valid = Object.keys(errors).length === 0;

  const flow = useWithdrawFlow({
    draft,
    attemptKey,
    method,
    dispatch,
    onFieldErrors: setServerErrors,
  });
  const wager = useCachedWagerStatus();
  const shown = useMethodAmount(method);
  const canSubmit = valid && !feeLoading && fee.isSuccess && !flow.busy;

  const update = (patch: Partial<Omit<CryptoWithdrawDraft, 'currency'>>) => {
    dispatch({ type: 'update-draft', draft: { ...draft, ...patch } });
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field];
      return next;
    });
  };

  const fillAddress = useCallback(
    (address: string) => dispatch({ type: 'update-draft', draft: { ...draft, address } }),
    [dispatch, draft],
  );
  const fromTonWallet = useTonAddressAutofill(hasMemo(method), draft.address, fillAddress);

  const errorOf = (field: WithdrawField): string | null => {
    const server = serverErrors[field];
    if (server) return fieldErrorMessage(t, normalizeServerFieldError(server, method));
    const client = errors[field];
    if (!client) return null;
    const visible = touched[field] || (field === 'amount' && draft.amount.trim() !== '');
    return visible ? fieldErrorMessage(t, client) : null;
  };

  const feeFailureCode = fee.isError ? catalogueCodeOf(fee.error) : null;
  const feeFailure =
    !fee.isError || feeLoading
      ? null
      : feeFailureCode
        ? t(`wallet.server_error.${feeFailureCode}`)
        : t('wallet.withdrawal_crypto.fee_failed');

  const revealAll = () => setTouched({ amount: true, address: true, memo: true });
  const onKeyDown = (event: KeyboardEvent) => {
    // A disabled submit swallows Enter: show why instead.
    if (event.key === 'Enter' && !canSubmit) revealAll();
  };

  const request = withdrawRequestOf(draft, method);
  return (
    <>
      <form
        noValidate
        inert={flow.dialog !== null}
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          revealAll();
          if (canSubmit) flow.openConfirm();
        }}
        className="flex flex-col gap-4"
        data-testid="crypto-withdraw-form"
      >
        <Field
          label={t('wallet.withdrawal_crypto.amount_label', { currency: methodCurrency(method) })}
          value={draft.amount}
          onChange={(value) => update({ amount: value })}
          onBlur={() => setTouched((current) => ({ ...current, amount: true }))}
          error={errorOf('amount')}
          hint={
            limits
              ? t('wallet.withdrawal_crypto.limits', {
                  min: shown(limits.minAmount),
                  max: shown(limits.maxAmount),
                })
              : t('wallet.withdrawal_crypto.minimum', { amount: shown(method.minWithdrawAmount) })
          }
          testId="withdraw-amount"
          inputMode="decimal"
          placeholder="0.00"
          autoFocus
        />
        {botWalletOffered ? (
          // Bot mode only: a chunk of its own with the messenger-pay strings.
          <Suspense fallback={null}>
            <LazyWithdrawDestinationChoice
              toBotWallet={botWallet}
              onChange={(toBot) => update({ provider: toBot ? CRYPTOBOT_PROVIDER : null })}
            />
          </Suspense>
        ) : null}
        {botWallet ? null : (
          <Field
            label={t('wallet.withdrawal_crypto.address_label', { network: method.network })}
            value={draft.address}
            onChange={(value) => update({ address: value })}
            onBlur={() => setTouched((current) => ({ ...current, address: true }))}
            error={errorOf('address')}
            hint={fromTonWallet ? t('ton.from_wallet') : undefined}
            testId="withdraw-address"
          >
            <AddressSuggestions
              currency={method.code}
              current={draft.address}
              onPick={(suggestion) =>
                update({
                  address: suggestion.address,
                  ...(hasMemo(method) ? { memo: suggestion.memo ?? '' } : {}),
                })
              }
            />
          </Field>
        )}
        {hasMemo(method) && !botWallet ? (
          <Field
            label={t('wallet.withdrawal_crypto.memo_label')}
            value={draft.memo}
            onChange={(value) => update({ memo: value })}
            onBlur={() => setTouched((current) => ({ ...current, memo: true }))}
            error={errorOf('memo')}
            hint={t('wallet.withdrawal_crypto.memo_hint')}
            testId="withdraw-memo"
          />
        ) : null}
        <WithdrawFeeSummary
          method={method}
          amount={feeAmount}
          fee={feeShown}
          loading={feeLoading}
          failed={feeFailure}
          onRetry={() => void fee.refetch()}
        />
        <button
          type="submit"
          disabled={!canSubmit}
          data-testid="withdraw-submit"
          className="rounded-xl bg-amber-400 px-4 py-3 font-semibold text-slate-950 hover:bg-amber-300 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {flow.busy
            ? t('wallet.withdrawal_crypto.submitting')
            : t('wallet.withdrawal_crypto.submit')}
        </button>
      </form>
      {flow.dialog === 'confirm' && feeShown ? (
        <WithdrawConfirmDialog
          method={method}
          request={request}
          fee={feeShown}
          busy={flow.busy}
          onConfirm={flow.confirm}
          onClose={flow.closeDialog}
        />
      ) : null}
      {flow.dialog === 'bonus-burn' ? (
        <BonusBurnDialog
          activeBonuses={wager.data?.activeBonuses ?? 1}
          busy={flow.busy}
          onPlay={flow.playBonuses}
          onWithdrawAnyway={flow.withdrawAnyway}
          onClose={flow.closeDialog}
        />
      ) : null}
    </>
  );
}
