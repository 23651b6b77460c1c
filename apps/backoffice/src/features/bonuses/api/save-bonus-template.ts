import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminBonusTemplate, type BonusTemplateInput } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';

/** Creates a template (no id) or replaces every field of an existing one. */
export function saveBonusTemplate(id: number | undefined, body: BonusTemplateInput) {
  return apiRequest(
    id === undefined ? '/api/admin/bonus-templates' : `/api/admin/bonus-templates/${id}`,
    {
      method: id === undefined ? 'POST' : 'PATCH',
      body,
      schema: ZAdminBonusTemplate,
    },
  );
}

export function useSaveBonusTemplate(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BonusTemplateInput) => saveBonusTemplate(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bonus-templates'] }),
  });
}
