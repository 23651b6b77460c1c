import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CryptoMethodCode } from '@wheelhouse/contracts/cashier-crypto';
import type { FieldError } from '@wheelhouse/contracts/errors';
import type { InvoiceProvider } from '@wheelhouse/contracts/messenger-payments';
import { AlertBox } from '../../../../components/ui/alert-box';
import { errorMessage, fieldErrorMessage } from '../../../../lib/error-message';
import { useCreateInvoiceDeposit } from '../../api/create-invoice-deposit';
import { depositFailure } from '../../model/fiat-deposit-errors';
import { decimalInput, invoiceAmountError } from '../../model/invoice-amount';
import type { PanelEvent } from '../../model/panel-machine';
import { SubmitButton } from '../fiat-deposit/fiat-deposit-common';
import { useDepositFailureToast } from '../fiat-deposit/fiat-deposit-toast';
import { WithdrawField as Field } from '../panel/withdraw-field';
import { CurrencySelect, type CurrencyOption } from './currency-select';
import { openPaymentPage } from './open-payment-page';

/**
 * The amount form of an invoice deposit (crypto-bot, or xRocket's deposit): a decimal amount of at
 * least the currency's minimum (spec §5), then the provider's pay page. A failure shows the
 * deposit toast of spec §8 (a catalogue code's message with the request key and time, else the
 * generic create-deposit-fail one) and stays on the form, a refused amount named under its field;
 * a failure the form cannot help with (a provider that cannot be reached) then leads to the error
 * view (retry, another method). A responsible-gaming refusal says in place which limit and until
 * when.
 */
export function InvoiceForm({
  provider,
  options,
  initialCurrency,
  labels,
  dispatch,
}: {
  provider: InvoiceProvider;
  options: CurrencyOption[];
  initialCurrency?: string;
  labels: { submit: string; submitting: string };
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const [currency, setCurrency] = useState(
    () => options.find((option) => option.code === initialCurrency)?.code ?? options[0]!.code,
  );
  const option = options.find((candidate) => candidate.code === currency) ?? options[0]!;
  const [amount, setAmount] = useState(option.min);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<FieldError | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [payUrl, setPayUrl] = useState<string | null>(null);
  const create = useCreateInvoiceDeposit();
  const showFailure = useDepositFailureToast();
  const error = invoiceAmountError(amount, option.min, option.currency);
  const shown = serverError ?? (submitted ? error : null);

  const submit = () => {
    setSubmitted(true);
    setRefusal(null);
    if (error) return;
    create.mutate(
      { amount, currency: option.code as CryptoMethodCode, provider },
      {
        onSuccess: ({ redirectUrl }) => {
          setPayUrl(redirectUrl);
          openPaymentPage(redirectUrl);
        },
        onError: (thrown) => {
          const failure = depositFailure(thrown);
          // A deposit limit, cool-off or self-exclusion: which one, and when it opens again.
          if (failure.kind === 'refused') return setRefusal(errorMessage(t, thrown));
          showFailure(failure);
          if (failure.fields.amount) return setServerError(failure.fields.amount);
          if (failure.kind === 'catalogue') return;
          dispatch({ type: 'invoice-failed', provider, currency: option.code });
        },
      },
    );
  };

  if (payUrl)
    return (
      <div className="flex flex-col gap-3" data-testid="invoice-waiting">
        <a
          href={payUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="invoice-open"
          onClick={(event) => {
            if (openPaymentPage(payUrl)) event.preventDefault();
          }}
          className="rounded-xl bg-amber-400 px-4 py-2.5 text-center text-sm font-semibold text-slate-950 hover:bg-amber-300"
        >
          {t('messenger-pay.open_invoice')}
        </a>
        <p role="status" className="text-sm text-slate-300">
          {t('messenger-pay.waiting')}
        </p>
        <p className="text-xs text-slate-400">{t('messenger-pay.popup_blocked')}</p>
      </div>
    );

  return (
    <form
      noValidate
      data-testid={`invoice-form-${provider}`}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <CurrencySelect
        options={options}
        value={option.code}
        onChange={(code) => {
          setCurrency(code);
          setAmount(options.find((candidate) => candidate.code === code)?.min ?? '');
          setServerError(null);
          setSubmitted(false);
        }}
        testId={`invoice-currency-${provider}`}
      />
      <Field
        label={t('messenger-pay.amount_label', { currency: option.currency })}
        value={amount}
        onChange={(value) => {
          setAmount(decimalInput(value));
          setServerError(null);
        }}
        inputMode="decimal"
        testId={`invoice-amount-${provider}`}
        error={shown ? fieldErrorMessage(t, shown) : null}
        hint={t('messenger-pay.minimum', { amount: option.min, currency: option.currency })}
      />
      {refusal ? <AlertBox variant="warning">{refusal}</AlertBox> : null}
      <SubmitButton
        busy={create.isPending}
        label={labels.submit}
        busyLabel={labels.submitting}
        testId={`invoice-submit-${provider}`}
      />
    </form>
  );
}
