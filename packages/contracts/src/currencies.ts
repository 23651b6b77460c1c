import { z } from 'zod';

/** Currencies a player may choose as display (primary) currency. */
export const SUPPORTED_CURRENCIES = [
  'USD',
  'EUR',
  'RUB',
  'UAH',
  'KZT',
  'UZS',
  'IDR',
  'PLN',
  'BTC',
  'ETH',
  'LTC',
  'TRX',
  'TON',
  'USDT',
] as const;
export const ZSupportedCurrency = z
  .enum(SUPPORTED_CURRENCIES)
  .describe('A supported currency code');
export type SupportedCurrency = z.infer<typeof ZSupportedCurrency>;

export function isSupportedCurrency(value: string | undefined | null): value is SupportedCurrency {
  return value != null && (SUPPORTED_CURRENCIES as readonly string[]).includes(value);
}
