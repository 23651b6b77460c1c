import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBannersResponse, type BannersResponse } from '@wheelhouse/contracts/banners';
import type { Locale } from '@wheelhouse/contracts/locales';
import { apiRequest } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';

/** GET /api/v1/banners?place=&lang=: the operator's banners of a place, in the page's language. */
export function fetchBanners(
  place: string,
  lang: Locale,
  signal?: AbortSignal,
): Promise<BannersResponse> {
  const query = new URLSearchParams({ place, lang });
  return apiRequest(`/api/v1/banners?${query}`, { schema: ZBannersResponse, signal });
}

export function bannersQueryOptions(place: string, lang: Locale) {
  return queryOptions({
    queryKey: ['banners', place, lang] as const,
    queryFn: ({ signal }) => fetchBanners(place, lang, signal),
    staleTime: 5 * 60_000,
    // Decoration: a failure hides the carousel rather than retrying while the player waits.
    retry: false,
  });
}

export function useBanners(place: string) {
  return useQuery(bannersQueryOptions(place, useLocale()));
}
