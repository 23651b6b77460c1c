import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@wheelhouse/contracts/errors';
import type { FiatPaymentMethod } from '@wheelhouse/contracts/fiat';
import { fieldErrorMessage } from '../../../../lib/error-message';
import { useLocale } from '../../../../lib/use-locale';
import { formatExactAmount } from '../../../../lib/money/format-exact-amount';
import { useNotExpiredOrder } from '../../api/get-not-expired-order';
import {
  defaultDepositAmount,
  depositPresets,
  digitsOnly,
  wholeText,
} from '../../model/fiat-deposit-amount';
import { depositStart, hasExternalFields } from '../../model/fiat-deposit-flow';
import { buyAmountError } from '../../model/fiat-deposit-validation';
import type { PanelEvent } from '../../model/panel-machine';
import {
  FiatLoadError,
  FiatLoading,
  FiatMethodHeader,
  SubmitButton,
  useFiatMethod,
} from './fiat-deposit-common';
import { useCreateFiatDeposit } from './fiat-deposit-create';
import { WithdrawField as Field } from '../panel/withdraw-field';
import { DepositBonusChoice } from '../deposit-bonus/deposit-bonus-choice';

function FiatDepositForm({
  method,
  initialAmount,
  dispatch,
}: {
  method: FiatPaymentMethod;
  initialAmount: string | undefined;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const buy = method.buy!;
  const [amount, setAmount] = useState(() => initialAmount ?? defaultDepositAmount(buy));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<FieldError | null>(null);
  const create = useCreateFiatDeposit(dispatch, (fields) => setServerError(fields.amount ?? null));
  const presets = depositPresets(buy);
  const error = buyAmountError(amount, method);
  const shown = serverError ?? (submitted ? error : null);

  const submit = () => {
    setSubmitted(true);
    if (error) return;
    if (hasExternalFields(method)) {
      dispatch({ type: 'fiat-deposit-additional', bankId: method.id, amount });
      return;
    }
    create.submit(method, amount, {});
  };

  return (
    <form
      noValidate
      data-testid="fiat-deposit-form"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FiatMethodHeader method={method} />
      <DepositBonusChoice channel="fiat" />
      <Field
        label={t('wallet.fiat_deposit.amount_label', { currency: method.currency })}
        value={amount}
        onChange={(value) => {
          setAmount(digitsOnly(value));
          setServerError(null);
        }}
        inputMode="decimal"
        testId="fiat-deposit-amount"
        autoFocus
        error={shown ? fieldErrorMessage(t, shown) : null}
        hint={t('wallet.fiat_deposit.limits', {
          min: formatExactAmount(buy.minAmount, locale, 0),
          max: formatExactAmount(buy.maxAmount, locale, 0),
          currency: method.currency,
        })}
      />
      {presets.length > 0 ? (
        <div
          role="group"
          aria-label={t('wallet.fiat_deposit.presets')}
          className="grid grid-cols-3 gap-2 sm:grid-cols-4"
        >
          {presets.map((preset) => {
            const value = wholeText(preset);
            return (
              <button
                key={preset}
                type="button"
                data-testid="fiat-deposit-preset"
                aria-pressed={amount === value}
                onClick={() => {
                  setAmount(value);
                  setServerError(null);
                }}
                className="rounded-lg border border-slate-700 px-2 py-2 text-sm font-semibold text-slate-100 tabular-nums hover:bg-slate-800 aria-pressed:border-amber-400 aria-pressed:text-amber-200"
              >
                {formatExactAmount(value, locale, 0)}
              </button>
            );
          })}
        </div>
      ) : null}
      <SubmitButton
        busy={create.isSubmitting}
        label={t('wallet.fiat_deposit.submit')}
        busyLabel={t('wallet.fiat_deposit.submitting')}
        testId="fiat-deposit-submit"
      />
    </form>
  );
}

/**
 * The fiat-deposit view (spec §2, §4): the start rule first (one open order per method → resume
 * it), then the amount form; with external fields the next step asks for them.
 */
export function FiatDepositView({
  bankId,
  amount,
  dispatch,
}: {
  bankId: string;
  amount?: string;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const { conditions, method } = useFiatMethod(bankId);
  const checks = !!method?.buy && !method.buy.multiplyOrdersAllowed;
  const notExpired = useNotExpiredOrder(bankId, checks);
  const start = method?.buy ? depositStart(method, notExpired.data) : null;
  const resumeId = start?.kind === 'order' ? start.orderId : null;

  useEffect(() => {
    if (resumeId) dispatch({ type: 'show-fiat-order', orderId: resumeId });
  }, [resumeId, dispatch]);

  if (conditions.isError || notExpired.isError) {
    return (
      <FiatLoadError
        message={t('wallet.fiat_deposit.failed')}
        onRetry={() => {
          if (conditions.isError) void conditions.refetch();
          if (notExpired.isError) void notExpired.refetch();
        }}
      />
    );
  }
  if (conditions.isSuccess && !method?.buy) {
    return (
      <p role="alert" className="text-sm text-rose-200">
        {t('wallet.fiat_deposit.unavailable')}
      </p>
    );
  }
  if (!method || start?.kind !== 'form') {
    return <FiatLoading label={t('wallet.fiat_deposit.loading')} />;
  }
  return <FiatDepositForm method={method} initialAmount={amount} dispatch={dispatch} />;
}
