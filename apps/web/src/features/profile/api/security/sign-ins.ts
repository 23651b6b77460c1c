import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSignInHistoryResponse } from '@wheelhouse/contracts/account-security';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/v1/me/security/sign-ins: the 20 latest attempts. */
export function useSignIns() {
  return useQuery(
    queryOptions({
      queryKey: ['me', 'security', 'sign-ins'],
      queryFn: ({ signal }) =>
        apiRequest('/api/v1/me/security/sign-ins', { schema: ZSignInHistoryResponse, signal }),
    }),
  );
}
