import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStaffMeResponse, type StaffMeResponse } from '@wheelhouse/contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export const staffMeKey = ['staff', 'me'] as const;

/** The signed-in staff member, or null when there is no staff session (401). */
export async function fetchStaffMe(signal?: AbortSignal): Promise<StaffMeResponse | null> {
  try {
    return await apiRequest('/api/admin/me', { schema: ZStaffMeResponse, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const staffMeQuery = queryOptions({
  queryKey: staffMeKey,
  queryFn: ({ signal }) => fetchStaffMe(signal),
  staleTime: 60_000,
});

export function useStaffMe() {
  return useQuery(staffMeQuery);
}
