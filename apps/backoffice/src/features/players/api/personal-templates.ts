import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminBonusTemplatesResponse } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';

/** The active personal templates staff may offer to one player. */
export const personalTemplatesQuery = () =>
  queryOptions({
    queryKey: ['bonus-templates'],
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/bonus-templates', { schema: ZAdminBonusTemplatesResponse, signal }),
    select: (data) =>
      data.items.filter((template) => template.type === 'personal' && template.active),
  });

export function usePersonalTemplates() {
  return useQuery(personalTemplatesQuery());
}
