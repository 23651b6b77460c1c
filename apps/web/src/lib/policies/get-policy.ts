import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@wheelhouse/contracts/plain/locales';
import type { PolicySlug } from '@wheelhouse/contracts/plain/policies';
import { apiRequest } from '../api-client';
import { lazySchema } from '../lazy-schema';

const policySchema = lazySchema(() =>
  import('@wheelhouse/contracts/policies').then((m) => m.ZPolicy),
);

/** GET /api/v1/policies/{slug}?lang=: the current version, in the language (else English). */
export function fetchPolicy(slug: PolicySlug, lang: Locale, signal?: AbortSignal) {
  return apiRequest(`/api/v1/policies/${slug}?lang=${lang}`, { schema: policySchema, signal });
}

export function policyQueryOptions(slug: PolicySlug, lang: Locale) {
  return queryOptions({
    queryKey: ['policies', slug, lang] as const,
    queryFn: ({ signal }) => fetchPolicy(slug, lang, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePolicy(slug: PolicySlug | null, lang: Locale) {
  return useQuery({ ...policyQueryOptions(slug ?? 'terms', lang), enabled: slug !== null });
}
