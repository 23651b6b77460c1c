import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZActiveMinesRoundResponse,
  type ActiveMinesRoundResponse,
} from '@wheelhouse/contracts/originals';
import { apiRequest } from '../../../lib/api-client';
import { useMe } from '../../../lib/session/get-me';

export const activeMinesRoundKey = ['originals', 'mines', 'active-round'] as const;

export function fetchActiveMinesRound(signal?: AbortSignal): Promise<ActiveMinesRoundResponse> {
  return apiRequest('/api/v1/originals/mines/rounds/active', {
    schema: ZActiveMinesRoundResponse,
    signal,
  });
}

/** GET /api/v1/originals/mines/rounds/active: the unfinished round to resume after a reload. */
export function useActiveMinesRound() {
  const me = useMe();
  return useQuery({
    ...queryOptions({
      queryKey: activeMinesRoundKey,
      queryFn: ({ signal }) => fetchActiveMinesRound(signal),
    }),
    enabled: Boolean(me.data),
  });
}
