import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPromoCodePreview, type PromoCodePreview } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v2/promo-codes/{code}: the offer behind a promo link (signed-in players only). */
export const promoCodeQueryKey = (code: string) => ['bonuses', 'promo-code', code] as const;

export function fetchPromoCode(code: string, signal?: AbortSignal): Promise<PromoCodePreview> {
  return apiRequest(`/api/v2/promo-codes/${encodeURIComponent(code)}`, {
    schema: ZPromoCodePreview,
    signal,
  });
}

export function promoCodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: promoCodeQueryKey(code),
    queryFn: ({ signal }) => fetchPromoCode(code, signal),
    // A refusal (unknown, expired, throttled) is an answer; asking again only feeds the throttle.
    retry: false,
  });
}

export function usePromoCode(code: string | null, enabled: boolean) {
  return useQuery({ ...promoCodeQueryOptions(code ?? ''), enabled: enabled && code !== null });
}
