import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAuditResponse } from '@wheelhouse/contracts/admin-audit';
import { apiRequest, queryString } from '../../../lib/api-client';

export interface AuditLogQuery {
  staffId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export function fetchAuditLog(query: AuditLogQuery, signal?: AbortSignal) {
  return apiRequest(`/api/admin/audit${queryString({ ...query })}`, {
    schema: ZAuditResponse,
    signal,
  });
}

export const auditLogQuery = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: ['audit', 'log', query],
    queryFn: ({ signal }) => fetchAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogQuery(query));
}
