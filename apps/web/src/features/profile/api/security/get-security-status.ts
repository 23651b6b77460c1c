import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSecurityStatus } from '@wheelhouse/contracts/account-security';
import { apiRequest } from '../../../../lib/api-client';

export const securityStatusKey = ['me', 'security'] as const;

/** GET /api/v1/me/security: e-mail verification, second factor, step-up. */
export const securityStatusQuery = () =>
  queryOptions({
    queryKey: securityStatusKey,
    queryFn: ({ signal }) => apiRequest('/api/v1/me/security', { schema: ZSecurityStatus, signal }),
  });

export function useSecurityStatus() {
  return useQuery(securityStatusQuery());
}
