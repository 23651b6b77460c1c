import { z } from 'zod';

/** A positive exact decimal rate: 1 unit of `base` is worth `rate` units of `quote`. */
export const ZRateString = z
  .string()
  .regex(/^(0|[1-9]\d*)(\.\d{1,18})?$/, 'a positive decimal with at most 18 decimals')
  .refine((text) => /[1-9]/.test(text), 'must be greater than zero')
  .describe('Exact decimal rate, e.g. "65000" or "0.0000785"');

const ZCurrencyCode = z.string().regex(/^[A-Z0-9]{2,10}$/);

export const ZExchangeRate = z
  .object({
    base: ZCurrencyCode,
    quote: ZCurrencyCode,
    rate: ZRateString,
    source: z.string().describe('"seed", "feed" or "admin:<staff id>"'),
    fetchedAt: z.string().describe('ISO-8601 time the rate was observed'),
  })
  .describe('The latest rate of one currency pair');
export type ExchangeRate = z.infer<typeof ZExchangeRate>;

export const ZRatesResponse = z.object({ items: z.array(ZExchangeRate) });
export type RatesResponse = z.infer<typeof ZRatesResponse>;

export const ZPutRatesRequest = z
  .object({
    rates: z
      .array(z.object({ base: ZCurrencyCode, quote: ZCurrencyCode, rate: ZRateString }).strict())
      .min(1)
      .max(100),
  })
  .strict()
  .describe('Sets the current rate of each listed pair; older rates stay as history');
export type PutRatesRequest = z.infer<typeof ZPutRatesRequest>;
