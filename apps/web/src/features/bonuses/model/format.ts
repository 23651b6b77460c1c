import { formatExactAmount } from '../../../lib/money/format-exact-amount';

/**
 * A bonus amount as the server sent it (major units of the house currency) with its currency code,
 * e.g. "30.00 USD": conditions carry no display format, and the code is unambiguous in any locale.
 */
export function formatBonusAmount(value: string, currency: string, locale: string): string {
  return `${formatExactAmount(value, locale)} ${currency}`;
}
