import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@wheelhouse/contracts/errors';
import type { FiatDetailField, FiatDetails, FiatPaymentMethod } from '@wheelhouse/contracts/fiat';
import type { CountryCode } from 'libphonenumber-js/max';
import { fieldErrorMessage } from '../../../../lib/error-message';
import {
  byDetailField,
  externalFieldErrors,
  externalFieldsOf,
} from '../../model/fiat-deposit-validation';
import { defaultPhoneCountry } from '../../model/phone';
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
import { PhoneField } from '../phone/phone-field';

function AdditionalDetailsForm({
  method,
  amount,
  dispatch,
}: {
  method: FiatPaymentMethod;
  amount: string;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const { required, optional } = method.buy!.externalDetailsFields;
  const all = [...required, ...optional];
  const [values, setValues] = useState<FiatDetails>({});
  // Spec §5 "Phone": the picker starts at the deposit currency's country; the player may change it.
  const [phoneCountry, setPhoneCountry] = useState<CountryCode>(() =>
    defaultPhoneCountry(method.currency),
  );
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FiatDetailField, FieldError>>>(
    {},
  );
  const create = useCreateFiatDeposit(dispatch, (fields) => setServerErrors(byDetailField(fields)));
  const errors = externalFieldErrors(method, values, phoneCountry);
  const errorOf = (field: FiatDetailField) =>
    serverErrors[field] ?? (submitted ? errors[field] : undefined);

  return (
    <form
      noValidate
      data-testid="fiat-deposit-additional-form"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(errors).length > 0) return;
        create.submit(method, amount, externalFieldsOf(method, values, phoneCountry));
      }}
    >
      <FiatMethodHeader method={method} />
      <p className="text-sm text-slate-300">{t('wallet.fiat_deposit.additional_text')}</p>
      {all.map((field, index) => {
        const error = errorOf(field);
        const isOptional = !required.includes(field);
        const label = isOptional
          ? t('wallet.fiat_deposit.optional_field', {
              label: t(`wallet.fiat_deposit.field.${field}`),
            })
          : t(`wallet.fiat_deposit.field.${field}`);
        const onChange = (value: string) => {
          setValues((current) => ({ ...current, [field]: value }));
          setServerErrors((current) => ({ ...current, [field]: undefined }));
        };
        return field === 'phone' ? (
          <PhoneField
            key={field}
            label={label}
            value={values.phone ?? ''}
            country={phoneCountry}
            onCountryChange={(country) => {
              setPhoneCountry(country);
              setServerErrors((current) => ({ ...current, phone: undefined }));
            }}
            onChange={onChange}
            testId={`fiat-deposit-field-${field}`}
            autoFocus={index === 0}
            error={error ? fieldErrorMessage(t, error) : null}
          />
        ) : (
          <Field
            key={field}
            label={label}
            value={values[field] ?? ''}
            onChange={onChange}
            inputMode="text"
            testId={`fiat-deposit-field-${field}`}
            autoFocus={index === 0}
            error={error ? fieldErrorMessage(t, error) : null}
          />
        );
      })}
      <SubmitButton
        busy={create.isSubmitting}
        label={t('wallet.fiat_deposit.submit')}
        busyLabel={t('wallet.fiat_deposit.submitting')}
        testId="fiat-deposit-additional-submit"
      />
    </form>
  );
}

/**
 * fiat-deposit-additional-details (spec §2, §4): the method's required and optional external
 * fields; optional ones are sent only when filled. Back goes to the amount form.
 */
export function FiatDepositAdditionalDetailsView({
  bankId,
  amount,
  dispatch,
}: {
  bankId: string;
  amount: string;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const { conditions, method } = useFiatMethod(bankId);
  if (conditions.isError) {
    return (
      <FiatLoadError
        message={t('wallet.fiat_deposit.failed')}
        onRetry={() => void conditions.refetch()}
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
  if (!method) return <FiatLoading label={t('wallet.fiat_deposit.loading')} />;
  return <AdditionalDetailsForm method={method} amount={amount} dispatch={dispatch} />;
}
