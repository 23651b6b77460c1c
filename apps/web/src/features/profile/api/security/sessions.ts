import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlayerSessionsResponse } from '@wheelhouse/contracts/account-security';
import { apiRequest } from '../../../../lib/api-client';

export const sessionsKey = ['me', 'security', 'sessions'] as const;

/** GET /api/v1/me/security/sessions: active sessions, the current one marked. */
export function useSessions() {
  return useQuery(
    queryOptions({
      queryKey: sessionsKey,
      queryFn: ({ signal }) =>
        apiRequest('/api/v1/me/security/sessions', { schema: ZPlayerSessionsResponse, signal }),
    }),
  );
}
