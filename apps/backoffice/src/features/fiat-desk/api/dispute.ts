import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminFiatDispute } from '@wheelhouse/contracts/admin-fiat-disputes';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/fiat/disputes/{id}: one dispute with its order, image and receipt links. */
export function fetchDispute(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/fiat/disputes/${id}`, { schema: ZAdminFiatDispute, signal });
}

/** Under the list's key prefix, so accepting or rejecting (which invalidate it) refresh this too. */
export const disputeQuery = (id: number) =>
  queryOptions({
    queryKey: ['fiat-disputes', 'one', id],
    queryFn: ({ signal }) => fetchDispute(id, signal),
  });

export function useDispute(id: number, enabled = true) {
  return useQuery({ ...disputeQuery(id), enabled });
}
