import { SUPPORTED_CURRENCIES } from '@wheelhouse/contracts/currencies';
import {
  ZPutRatesRequest,
  ZRateString,
  type ExchangeRate,
  type PutRatesRequest,
} from '@wheelhouse/contracts/rates';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { encodeMessage } from '../../../lib/form-errors';

/** The request's own checks, in the browser: the server's rules with messages staff can act on. */
const { base: ZCode } = ZPutRatesRequest.shape.rates.element.shape;
export const MAX_RATES = 100;

/** The rate as typed (spaces around it dropped), checked by the contract's exact-decimal rule. */
const ZRateInput = z
  .string()
  .trim()
  .superRefine((text, context) => {
    if (text === '')
      context.addIssue({ code: 'custom', message: encodeMessage({ key: 'Validation.required' }) });
    else if (!ZRateString.safeParse(text).success)
      context.addIssue({
        code: 'custom',
        message: encodeMessage({ key: 'payments.rates.invalid_rate' }),
      });
  });

/** As the server's service also refuses: a pair of one currency, the same pair twice. */
export const ZRatesForm = z
  .object({
    rates: z
      .array(z.object({ base: ZCode, quote: ZCode, rate: ZRateInput }))
      .min(1)
      .max(MAX_RATES),
  })
  .superRefine((form, context) => {
    const seen = new Set<string>();
    form.rates.forEach((row, index) => {
      if (row.base === '' || row.quote === '') return;
      const pair = `${row.base}/${row.quote}`;
      const key =
        row.base === row.quote
          ? 'Validation.same_currency'
          : seen.has(pair)
            ? 'Validation.duplicate_pair'
            : undefined;
      seen.add(pair);
      if (key)
        context.addIssue({
          code: 'custom',
          path: ['rates', index, 'quote'],
          message: encodeMessage({ key }),
        });
    });
  });
export type RatesFormValues = z.input<typeof ZRatesForm>;
export type RatesFormOutput = z.output<typeof ZRatesForm>;

export const EMPTY_RATE = { base: '', quote: '', rate: '' } as const;

export function ratesFormValues(pair: ExchangeRate | undefined): RatesFormValues {
  return { rates: [pair ? { base: pair.base, quote: pair.quote, rate: pair.rate } : EMPTY_RATE] };
}

export function ratesBody(form: RatesFormOutput): PutRatesRequest {
  return { rates: form.rates.map(({ base, quote, rate }) => ({ base, quote, rate })) };
}

/** The names the server's field errors use (`rates.0.rate`), for the rows the form has. */
export function rateFields(count: number): FieldPath<RatesFormValues>[] {
  return Array.from({ length: count }, (_, index) =>
    (['base', 'quote', 'rate'] as const).map((name) => `rates.${index}.${name}` as const),
  ).flat();
}

/** Every currency the server seeds, then any other the rates name, for the pair pickers. */
export function currencyChoices(rates: readonly ExchangeRate[]): string[] {
  const codes = new Set<string>(SUPPORTED_CURRENCIES);
  for (const rate of rates) codes.add(rate.base).add(rate.quote);
  return [...codes];
}

/** "admin:7" → the staff id; null for the seed, the feed or anything else. */
export function staffIdOfSource(source: string): string | null {
  return /^admin:(.+)$/.exec(source)?.[1] ?? null;
}
