import { formatDecimal } from './format-display-amount';

/**
 * An exact amount as the server sent it ("10.000000"), shown without its trailing zeros but with at
 * least `minDecimals` ("10.00"), grouped for the locale. No digit that matters is dropped:
 * "0.00012345" stays whole. For amounts that carry no display precision (history rows, credits).
 */
export function formatExactAmount(value: string, locale: string, minDecimals = 2): string {
  const significant = (value.split('.')[1] ?? '').replace(/0+$/, '').length;
  return formatDecimal(value, Math.max(minDecimals, significant), locale);
}
