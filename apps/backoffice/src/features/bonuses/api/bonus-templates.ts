import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminBonusTemplatesResponse } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';

export function fetchBonusTemplates(signal?: AbortSignal) {
  return apiRequest('/api/admin/bonus-templates', {
    schema: ZAdminBonusTemplatesResponse,
    signal,
  });
}

export const bonusTemplatesQuery = () =>
  queryOptions({
    queryKey: ['bonus-templates'],
    queryFn: ({ signal }) => fetchBonusTemplates(signal),
  });

export function useBonusTemplates() {
  return useQuery(bonusTemplatesQuery());
}
