import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZStaffListResponse } from '@wheelhouse/contracts/admin-staff';
import type { StaffRole } from '@wheelhouse/contracts/staff';
import { apiRequest, queryString } from '../../../lib/api-client';

export interface StaffQuery {
  search?: string;
  role?: StaffRole;
  offset: number;
  limit: number;
}

export function fetchStaff(query: StaffQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/staff${queryString({ ...query })}`, {
    schema: ZStaffListResponse,
    signal,
  });
}

export const staffListQuery = (query: StaffQuery) =>
  queryOptions({
    queryKey: ['staff-accounts', query],
    queryFn: ({ signal }) => fetchStaff(query, signal),
    placeholderData: keepPreviousData,
  });

export function useStaffList(query: StaffQuery) {
  return useQuery(staffListQuery(query));
}
