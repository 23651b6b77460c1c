import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSupportedLocale, ZLanguage, type Language } from '@wheelhouse/contracts/locales';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The server may know languages this build has no translations for; those are dropped, not errors. */
const ZAnyLanguageList = z.array(ZLanguage.extend({ code: z.string() }));

export async function fetchLanguages(signal?: AbortSignal): Promise<Language[]> {
  const languages = await apiRequest('/api/v1/languages?mode=1', {
    schema: ZAnyLanguageList,
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
