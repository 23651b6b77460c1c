import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStaffMember } from '@wheelhouse/contracts/admin-staff';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/staff/{id}: one staff member (admin; 404 when there is no such member). */
export function fetchStaffMember(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/staff/${id}`, { schema: ZStaffMember, signal });
}

/** Under the list's key prefix, so every change to a member (which invalidates it) refreshes this. */
export const staffMemberQuery = (id: number) =>
  queryOptions({
    queryKey: ['staff-accounts', 'one', id],
    queryFn: ({ signal }) => fetchStaffMember(id, signal),
  });

export function useStaffMember(id: number, enabled = true) {
  return useQuery({ ...staffMemberQuery(id), enabled });
}
