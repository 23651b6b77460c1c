import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@wheelhouse/contracts/plain/locales';
import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

const displayCurrenciesSchema = lazySchema(() =>
  import('@wheelhouse/contracts/wallet').then((m) => m.ZDisplayCurrenciesResponse),
);

export function fetchDisplayCurrencies(locale: Locale, signal?: AbortSignal) {
  return apiRequest(`/api/v1/wallet/currencies?locale=${encodeURIComponent(locale)}`, {
    schema: displayCurrenciesSchema,
    signal,
  });
}

/** The list and its order depend on the locale (shell spec §4: uk puts UAH second, RUB last). */
export function displayCurrenciesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['wallet', 'currencies', locale],
    queryFn: ({ signal }) => fetchDisplayCurrencies(locale, signal),
    staleTime: 60 * 60 * 1000,
  });
}

/** GET /api/v1/wallet/currencies?locale=…: the currencies the balance can be shown in. */
export function useDisplayCurrencies(locale: Locale) {
  return useQuery(displayCurrenciesQueryOptions(locale));
}
