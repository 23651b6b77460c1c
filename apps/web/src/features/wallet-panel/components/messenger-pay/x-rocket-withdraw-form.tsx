import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CryptoMethodCode } from '@wheelhouse/contracts/cashier-crypto';
import type { FieldError } from '@wheelhouse/contracts/errors';
import type { XRocketCurrency } from '@wheelhouse/contracts/messenger-payments';
import { AlertBox } from '../../../../components/ui/alert-box';
import { useCreateXRocketWithdrawal } from '../../api/create-xrocket-withdrawal';
import { useWithdrawFailure } from '../../hooks/use-withdraw-submit';
import { decimalInput, invoiceAmountError } from '../../model/invoice-amount';
import type { PanelEvent } from '../../model/panel-machine';
import { withdrawFailure } from '../../model/withdraw-errors';
import { SubmitButton } from '../fiat-deposit/fiat-deposit-common';
import { WithdrawField as Field } from '../panel/withdraw-field';
import { CurrencySelect } from './currency-select';
import { fieldErrorMessage } from '../../../../lib/error-message';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';

/**
 * xRocket withdrawal: an amount of at least the method's minimum, paid to the player's xRocket
 * wallet. Each submitted attempt has its own Idempotency-Key, kept while its answer is unknown,
 * so a retry can never pay twice. A failure is handled as in every withdrawal flow (spec §8,
 * useWithdrawFailure): the wager or personal-data view, a catalogue code's toast with the request
 * key and time, else the failure toast, with a refused amount named under its field; a player
 * whose messenger account is not linked is told in place how to link it.
 */
export function XRocketWithdrawForm({
  currencies,
  dispatch,
}: {
  currencies: XRocketCurrency[];
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const options = currencies
    .filter((item) => item.withdrawAllowed)
    .map((item) => ({
      code: item.code,
      currency: item.name,
      label: item.name,
      min: item.minWithdraw,
    }));
  const [code, setCode] = useState(options[0]?.code ?? '');
  const option = options.find((candidate) => candidate.code === code) ?? options[0];
  const [amount, setAmount] = useState(option?.min ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<FieldError | null>(null);
  const [notice, setNotice] = useState<{ kind: 'sent' | 'failed'; text: string } | null>(null);
  const [attemptKey, setAttemptKey] = useState<string | null>(null);
  const create = useCreateXRocketWithdrawal();
  const onFailure = useWithdrawFailure({
    dispatch,
    onFieldErrors: (fields) => setServerError(fields.amount ?? null),
    // xRocket pays out crypto (spec §1): the crypto withdrawal's failure toast (spec §8).
    failureKey: 'wallet.withdrawal_crypto.error',
    // The answer is unknown: the attempt keeps its key, so submitting again cannot pay twice.
    onUncertain: () => {},
  });
  if (!option)
    return (
      <AlertBox variant="warning">{t('messenger-pay.x_rocket.withdraw_unavailable')}</AlertBox>
    );
  const error = invoiceAmountError(amount, option.min, option.currency);
  const shown = serverError ?? (submitted ? error : null);

  const submit = () => {
    setSubmitted(true);
    setNotice(null);
    if (error) return;
    const key = attemptKey ?? newIdempotencyKey();
    setAttemptKey(key);
    create.mutate(
      { request: { amount, currency: option.code as CryptoMethodCode }, idempotencyKey: key },
      {
        onSuccess: () => {
          setAttemptKey(null);
          setNotice({
            kind: 'sent',
            text: t('messenger-pay.x_rocket.sent', { amount, currency: option.currency }),
          });
        },
        onError: (failure) => {
          const outcome = withdrawFailure(failure);
          if (outcome.kind !== 'uncertain') setAttemptKey(null);
          // No messenger wallet linked to the account: what to do about it, in place.
          if (outcome.kind === 'failed' && outcome.fields.currency && !outcome.fields.amount)
            return setNotice({ kind: 'failed', text: t('messenger-pay.x_rocket.not_linked') });
          onFailure(outcome);
        },
      },
    );
  };

  return (
    <form
      noValidate
      data-testid="x-rocket-withdraw-form"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <CurrencySelect
        options={options}
        value={option.code}
        onChange={(next) => {
          setCode(next);
          setAmount(options.find((candidate) => candidate.code === next)?.min ?? '');
          setServerError(null);
          setSubmitted(false);
          setAttemptKey(null);
        }}
        testId="x-rocket-withdraw-currency"
      />
      <Field
        label={t('messenger-pay.amount_label', { currency: option.currency })}
        value={amount}
        onChange={(value) => {
          setAmount(decimalInput(value));
          setServerError(null);
          setAttemptKey(null);
        }}
        inputMode="decimal"
        testId="x-rocket-withdraw-amount"
        error={shown ? fieldErrorMessage(t, shown) : null}
        hint={t('messenger-pay.minimum', { amount: option.min, currency: option.currency })}
      />
      {notice ? (
        <AlertBox variant={notice.kind === 'sent' ? 'success' : 'warning'} testId="x-rocket-notice">
          {notice.text}
        </AlertBox>
      ) : null}
      <SubmitButton
        busy={create.isPending}
        label={t('messenger-pay.x_rocket.submit_withdraw')}
        busyLabel={t('messenger-pay.x_rocket.submitting')}
        testId="x-rocket-withdraw-submit"
      />
    </form>
  );
}
