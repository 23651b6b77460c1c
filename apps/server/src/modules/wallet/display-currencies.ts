import type { DisplayCurrency } from '@wheelhouse/contracts/wallet';

/**
 * Shell spec §4 "Language switch" and cashier spec §9: for the uk locale the currency list puts UAH
 * second and RUB last. Every other locale keeps the operator's order. Currencies missing from the
 * list are simply not moved.
 */
export function orderForLocale<T extends Pick<DisplayCurrency, 'code'>>(
  list: readonly T[],
  locale: string | undefined,
): T[] {
  if (locale !== 'uk') return [...list];
  const uah = list.find((item) => item.code === 'UAH');
  const rub = list.find((item) => item.code === 'RUB');
  const rest = list.filter((item) => item !== uah && item !== rub);
  const ordered = uah ? [...rest.slice(0, 1), uah, ...rest.slice(1)] : rest;
  return rub ? [...ordered, rub] : ordered;
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
