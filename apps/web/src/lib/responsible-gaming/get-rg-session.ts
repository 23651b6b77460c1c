import { useQuery } from '@tanstack/react-query';
import type { RgSessionResponse } from '@wheelhouse/contracts/responsible-gaming';
import { apiRequest } from '../api-client';
import { lazySchema } from '../lazy-schema';

const sessionSchema = lazySchema(() =>
  import('@wheelhouse/contracts/responsible-gaming').then((m) => m.ZRgSessionResponse),
);

/** GET /api/v1/responsible-gaming/session: time in the live play session and its net result. */
export function getRgSession(): Promise<RgSessionResponse> {
  return apiRequest('/api/v1/responsible-gaming/session', { schema: sessionSchema });
}

/** Polled once a minute while `enabled` (a reality check is set). */
export function useRgSession(enabled: boolean) {
  return useQuery({
    queryKey: ['responsible-gaming', 'session'],
    queryFn: getRgSession,
    enabled,
    refetchInterval: 60_000,
  });
}
