import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@wheelhouse/contracts/errors';
import type { FiatDetailField, FiatPaymentMethod } from '@wheelhouse/contracts/fiat';
import { findSubbank, sellNameLatin, validateSellForm } from '@wheelhouse/contracts/fiat-rules';
import { formatAmount } from '@wheelhouse/contracts/money';
import type { CountryCode } from 'libphonenumber-js/max';
import { AlertBox } from '../../../../components/ui/alert-box';
import { fieldErrorMessage } from '../../../../lib/error-message';
import { formatDecimal } from '../../../../lib/money/format-display-amount';
import { useLocale } from '../../../../lib/use-locale';
import { useBalance } from '../../../../lib/wallet/get-balance';
import { useSellAvailable } from '../../api/get-sell-available';
import { useCachedWagerStatus } from '../../api/get-wager-status';
import { useWithdrawSteps } from '../../hooks/use-withdraw-flow';
import { useSellOrderSubmit } from '../../hooks/use-withdraw-submit';
import {
  availableInMethodCurrency,
  digitsInput,
  feeAndNet,
  formatCardInput,
  maskedDestination,
  methodScale,
  readSellAmount,
  sellRequestOf,
  shownFields,
} from '../../model/fiat-withdraw-form';
import { countryOfPhone, defaultPhoneCountry } from '../../model/phone';
import type { FiatWithdrawDraft, PanelEvent } from '../../model/panel-machine';
import { BonusBurnDialog } from '../withdraw-shared/bonus-burn-dialog';
import { PhoneField } from '../phone/phone-field';
import { ConfirmWithdrawDialog } from '../withdraw-shared/withdraw-confirm-dialog';
import { WithdrawField } from '../panel/withdraw-field';

/** Without a known balance in the method currency the server checks it (see the model). */
const UNKNOWN_AVAILABLE = 10n ** 30n;

/** An amount in the method currency with 2 decimals, e.g. "1,500.00 RUB". */
function useFiatAmount(currency: string): (value: string) => string {
  const locale = useLocale();
  return (value) => `${formatDecimal(value, 2, locale)} ${currency}`;
}

/** Input clean-up per field as the player types (card grouping, digits-only fields). */
function typed(field: FiatDetailField, value: string): string {
  switch (field) {
    case 'card':
      return formatCardInput(value);
    case 'person_id':
      return digitsInput(value, 10);
    case 'expiration_month':
      return digitsInput(value, 2);
    case 'expiration_year':
      return digitsInput(value, 4);
    default:
      return value;
  }
}

/**
 * The fiat-withdraw form (spec §5 "Fiat withdrawal" and "Field formats") and the flow that
 * follows it (spec §4: the same path as crypto). Every rule is the contracts' fiat-rules, the
 * same the server answers with; server field errors show under their fields.
 */
export function FiatWithdrawForm({
  method,
  draft,
  attemptKey,
  dispatch,
}: {
  method: FiatPaymentMethod;
  draft: FiatWithdrawDraft;
  attemptKey: string | null;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const subbankSelectId = useId();
  const shown = useFiatAmount(method.currency);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>({});
  const [phoneCountry, setPhoneCountry] = useState<CountryCode>(
    () => countryOfPhone(draft.details.phone) ?? defaultPhoneCountry(method.currency),
  );
  const sell = method.sell;
  const scale = methodScale(method);
  const balance = useBalance();
  const knownFromBalance = balance.data?.fiat.currency.code === method.currency;
  const fromServer = useSellAvailable(method.id, !knownFromBalance, balance.dataUpdatedAt);
  const available = availableInMethodCurrency(balance.data, method, scale, fromServer.data);
  const subbank = findSubbank(method, draft.subbankId);
  const fields = shownFields(method, subbank);
  const errors = validateSellForm(
    { amount: draft.amount, subbankId: draft.subbankId, details: draft.details },
    { method, availableMinor: available ?? UNKNOWN_AVAILABLE, scale, phoneCountry },
  );
  const valid = Object.keys(errors).length === 0;
  const amountMinor = readSellAmount(draft.amount, scale);
  const money = amountMinor === null ? null : feeAndNet(amountMinor, method, scale);
  const request = sellRequestOf(draft, method, phoneCountry);

  const { submit, isSubmitting } = useSellOrderSubmit(dispatch, setServerErrors);
  const flow = useWithdrawSteps({
    attemptKey,
    dispatch,
    create: (key) => submit(request, key),
    creating: isSubmitting,
  });
  const wager = useCachedWagerStatus();
  const canSubmit = valid && !balance.isPending && !flow.busy;

  const update = (patch: Partial<Omit<FiatWithdrawDraft, 'bankId'>>, keys: string[]) => {
    dispatch({ type: 'update-fiat-draft', draft: { ...draft, ...patch } });
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  };
  const setDetail = (field: FiatDetailField, value: string) => {
    const details = { ...draft.details };
    if (value === '') delete details[field];
    else details[field] = value;
    update({ details }, [`details.${field}`]);
  };
  const touch = (key: string) => setTouched((current) => ({ ...current, [key]: true }));

  const errorOf = (key: string): string | null => {
    const server = serverErrors[key];
    if (server) return fieldErrorMessage(t, server);
    const client = errors[key];
    if (!client) return null;
    const visible = touched[key] || (key === 'amount' && draft.amount.trim() !== '');
    return visible ? fieldErrorMessage(t, client) : null;
  };

  const revealAll = () =>
    setTouched({
      amount: true,
      subbankId: true,
      ...Object.fromEntries(fields.map(({ field }) => [`details.${field}`, true])),
    });
  const onKeyDown = (event: KeyboardEvent) => {
    // A disabled submit swallows Enter in a field: show why instead (not for Enter on a button or
    // in the country search, which act on their own).
    if (event.key !== 'Enter' || event.defaultPrevented || canSubmit) return;
    if (event.target instanceof HTMLInputElement) revealAll();
  };

  const labelOf = (field: FiatDetailField, required: boolean) => {
    const label =
      field === 'name' && sellNameLatin(method, subbank)
        ? t('wallet.fiat_withdraw.fields.name_latin')
        : t(`wallet.fiat_withdraw.fields.${field}`);
    return required ? label : t('wallet.fiat_withdraw.optional', { label });
  };

  const destination = maskedDestination(request.details);
  const confirmRows = [
    { label: t('wallet.fiat_withdraw.method'), value: method.name, testId: 'confirm-method' },
    ...(subbank
      ? [{ label: t('wallet.fiat_withdraw.subbank'), value: subbank.name, testId: 'confirm-bank' }]
      : []),
    ...(destination
      ? [
          {
            label: t('wallet.fiat_withdraw.destination'),
            value: destination,
            testId: 'confirm-destination',
          },
        ]
      : []),
    {
      label: t('wallet.fiat_withdraw.amount'),
      value: shown(request.amount),
      testId: 'confirm-amount',
    },
    ...(money
      ? [
          { label: t('wallet.fiat_withdraw.fee'), value: shown(money.fee), testId: 'confirm-fee' },
          { label: t('wallet.fiat_withdraw.net'), value: shown(money.net), testId: 'confirm-net' },
        ]
      : []),
  ];

  if (!sell) return null;
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
        data-testid="fiat-withdraw-form"
      >
        <WithdrawField
          label={t('wallet.fiat_withdraw.amount_label', { currency: method.currency })}
          value={draft.amount}
          onChange={(value) => update({ amount: value }, ['amount'])}
          onBlur={() => touch('amount')}
          error={errorOf('amount')}
          hint={t('wallet.fiat_withdraw.limits', {
            min: shown(sell.minAmount),
            max: shown(sell.maxAmount),
          })}
          testId="fiat-withdraw-amount"
          inputMode="decimal"
          placeholder="0.00"
          autoFocus
        >
          {available !== null ? (
            <p className="text-xs text-slate-400" data-testid="fiat-withdraw-available">
              {t('wallet.fiat_withdraw.available', {
                amount: shown(formatAmount(available, scale)),
              })}
            </p>
          ) : balance.isPending ? (
            <p role="status" className="text-xs text-slate-400">
              {t('wallet.fiat_withdraw.balance_loading')}
            </p>
          ) : null}
        </WithdrawField>
        {money ? (
          <dl
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm"
            data-testid="fiat-withdraw-fee"
            aria-live="polite"
          >
            <dt className="text-slate-400">{t('wallet.fiat_withdraw.fee')}</dt>
            <dd
              className="text-right text-slate-200 tabular-nums"
              data-testid="fiat-withdraw-fee-amount"
            >
              {shown(money.fee)}
            </dd>
            <dt className="text-slate-400">{t('wallet.fiat_withdraw.net')}</dt>
            <dd
              className="text-right font-semibold text-white tabular-nums"
              data-testid="fiat-withdraw-net"
            >
              {shown(money.net)}
            </dd>
          </dl>
        ) : null}
        {sell.subbanks.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={subbankSelectId} className="text-sm font-medium text-slate-300">
              {t('wallet.fiat_withdraw.subbank')}
            </label>
            <select
              id={subbankSelectId}
              value={draft.subbankId ?? ''}
              onChange={(event) =>
                update({ subbankId: event.target.value || undefined }, ['subbankId'])
              }
              onBlur={() => touch('subbankId')}
              aria-invalid={errorOf('subbankId') ? true : undefined}
              data-testid="fiat-withdraw-subbank"
              className={`w-full min-w-0 rounded-xl border bg-slate-950 px-3 py-2.5 text-base text-white ${
                errorOf('subbankId') ? 'border-rose-500' : 'border-slate-700 focus:border-amber-400'
              }`}
            >
              <option value="">{t('wallet.fiat_withdraw.subbank_placeholder')}</option>
              {sell.subbanks.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
            {errorOf('subbankId') ? (
              <p data-testid="fiat-withdraw-subbank-error" className="text-sm text-rose-400">
                {errorOf('subbankId')}
              </p>
            ) : null}
          </div>
        ) : null}
        {fields.map(({ field, required }) =>
          field === 'phone' ? (
            <PhoneField
              key={field}
              label={labelOf(field, required)}
              value={draft.details.phone ?? ''}
              country={phoneCountry}
              onCountryChange={setPhoneCountry}
              onChange={(value) => setDetail('phone', value)}
              onBlur={() => touch('details.phone')}
              error={errorOf('details.phone')}
              testId="fiat-withdraw-phone"
            />
          ) : (
            <WithdrawField
              key={field}
              label={labelOf(field, required)}
              value={draft.details[field] ?? ''}
              onChange={(value) => setDetail(field, typed(field, value))}
              onBlur={() => touch(`details.${field}`)}
              error={errorOf(`details.${field}`)}
              testId={`fiat-withdraw-${field}`}
              inputMode={
                field === 'card' ||
                field === 'person_id' ||
                field === 'expiration_month' ||
                field === 'expiration_year'
                  ? 'decimal'
                  : 'text'
              }
            />
          ),
        )}
        {method.method === 'mpayment' && valid ? (
          <AlertBox variant="informative" testId="fiat-withdraw-mobile-banner">
            {t('wallet.fiat_withdraw.mobile_banner')}
          </AlertBox>
        ) : null}
        <button
          type="submit"
          disabled={!canSubmit}
          data-testid="fiat-withdraw-submit"
          className="rounded-xl bg-amber-400 px-4 py-3 font-semibold text-slate-950 hover:bg-amber-300 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {flow.busy ? t('wallet.fiat_withdraw.submitting') : t('wallet.fiat_withdraw.submit')}
        </button>
      </form>
      {flow.dialog === 'confirm' ? (
        <ConfirmWithdrawDialog
          rows={confirmRows}
          warning={t('wallet.fiat_withdraw.confirm_warning')}
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
