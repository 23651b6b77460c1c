import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@wheelhouse/contracts/locales';
import { isSupportedLocale } from '@wheelhouse/contracts/plain/locales';
import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

// Its schema loads with the request (lib/lazy-schema.ts), so the first load carries no zod.
const anyLanguageListSchema = lazySchema(() =>
  import('./any-language-list').then((m) => m.ZAnyLanguageList),
);

export async function fetchLanguages(signal?: AbortSignal): Promise<Language[]> {
  const languages = await apiRequest('/api/v1/languages?mode=1', {
    schema: anyLanguageListSchema,
    signal,
  });
  return languages.filter((language): language is Language => isSupportedLocale(language.code));
}

export const languagesQueryOptions = queryOptions({
  queryKey: ['languages'],
  queryFn: ({ signal }) => fetchLanguages(signal),
  staleTime: 60 * 60 * 1000,
});

/** GET /api/v1/languages?mode=1, filtered to the locales this app supports. */
export function useLanguages() {
  return useQuery(languagesQueryOptions);
}
