import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminPlayerSecurity } from '@wheelhouse/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';

export const playerSecurityKey = (globalId: string) => ['players', 'security', globalId] as const;

/** GET /api/admin/users/{id}/security: e-mail verification and second factor. */
export function usePlayerSecurity(globalId: string) {
  return useQuery(
    queryOptions({
      queryKey: playerSecurityKey(globalId),
      queryFn: ({ signal }) =>
        apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/security`, {
          schema: ZAdminPlayerSecurity,
          signal,
        }),
    }),
  );
}
