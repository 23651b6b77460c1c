import { zodResolver } from '@hookform/resolvers/zod';
import type { ExchangeRate } from '@wheelhouse/contracts/rates';
import { useFieldArray, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { formatAmount } from '../../../lib/format';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useSetRates } from '../api/set-rates';
import {
  currencyChoices,
  EMPTY_RATE,
  MAX_RATES,
  rateFields,
  ratesBody,
  ratesFormValues,
  ZRatesForm,
  type RatesFormOutput,
  type RatesFormValues,
} from '../model/rates-form';

/** A currency of a pair: the known codes, none chosen at first. */
function CurrencySelect({ choices, ...field }: { choices: string[] } & UseFormRegisterReturn) {
  const { t } = useTranslation();
  return (
    <select className={inputClass} {...field}>
      <option value="">{t('payments.rates.choose')}</option>
      {choices.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}

/**
 * Sets one or more rates by hand: opened on a pair it starts with that pair's current rate, else
 * with one empty row. The server writes each pair to the audit log with the rate it replaces.
 */
export function SetRatesDialog({
  pair,
  rates,
  onClose,
}: {
  pair: ExchangeRate | undefined;
  rates: readonly ExchangeRate[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetRates();
  const form = useForm<RatesFormValues, unknown, RatesFormOutput>({
    resolver: zodResolver(ZRatesForm, { error: zodIssueMessage }),
    defaultValues: ratesFormValues(pair),
  });
  const rows = useFieldArray({ control: form.control, name: 'rates' });
  const watched = useWatch({ control: form.control, name: 'rates' });
  const { errors, isSubmitting } = form.formState;
  const choices = currencyChoices(rates);
  const current = new Map(rates.map((rate) => [`${rate.base}/${rate.quote}`, rate]));

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(ratesBody(values));
      toast.success(t('payments.rates.saved', { count: values.rates.length }));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, rateFields(values.rates.length)))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });

  return (
    <Dialog
      title={
        pair
          ? t('payments.rates.change_title', { pair: `${pair.base}/${pair.quote}` })
          : t('payments.rates.set_title')
      }
      onClose={onClose}
      testId="set-rates-dialog"
    >
      <form
        onSubmit={submit}
        noValidate
        className="flex max-h-[75vh] flex-col gap-3 overflow-y-auto"
      >
        <p className="text-sm text-slate-400">{t('payments.rates.form_hint')}</p>
        {rows.fields.map((row, index) => {
          const base = watched?.[index]?.base ?? '';
          const quote = watched?.[index]?.quote ?? '';
          const now = current.get(`${base}/${quote}`);
          const rowErrors = errors.rates?.[index];
          return (
            <fieldset
              key={row.id}
              className="grid grid-cols-2 items-start gap-2 rounded-md border border-slate-800 p-3 sm:grid-cols-[7rem_7rem_1fr]"
              data-testid="rate-row"
            >
              <legend className="px-1 text-xs font-medium text-slate-400">
                {t('payments.rates.row', { index: index + 1 })}
              </legend>
              <Field label={t('payments.rates.base')} error={rowErrors?.base?.message}>
                <CurrencySelect choices={choices} {...form.register(`rates.${index}.base`)} />
              </Field>
              <Field label={t('payments.rates.quote')} error={rowErrors?.quote?.message}>
                <CurrencySelect choices={choices} {...form.register(`rates.${index}.quote`)} />
              </Field>
              <div className="col-span-2 sm:col-span-1">
                <Field
                  label={t('payments.rates.rate')}
                  hint={
                    now
                      ? t('payments.rates.current', { rate: formatAmount(now.rate, now.quote) })
                      : undefined
                  }
                  error={rowErrors?.rate?.message}
                >
                  <input
                    inputMode="decimal"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="65000"
                    className={inputClass}
                    {...form.register(`rates.${index}.rate`)}
                  />
                </Field>
              </div>
              {rows.fields.length > 1 ? (
                <Button
                  variant="ghost"
                  className="col-span-2 justify-self-start sm:col-span-3"
                  onClick={() => rows.remove(index)}
                  aria-label={t('payments.rates.remove_row', { index: index + 1 })}
                >
                  {t('payments.rates.remove')}
                </Button>
              ) : null}
            </fieldset>
          );
        })}
        <FieldMessage message={errors.rates?.message ?? errors.rates?.root?.message} />
        <Button
          className="self-start"
          disabled={rows.fields.length >= MAX_RATES}
          onClick={() => rows.append({ ...EMPTY_RATE })}
        >
          {t('payments.rates.add_row')}
        </Button>
        <div className="flex flex-col items-start gap-2">
          <FieldMessage message={errors.root?.server?.message} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="primary" busy={isSubmitting}>
              {t('payments.rates.save')}
            </Button>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
