import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminRequisite,
  type UpdateRequisiteRequest,
} from '@wheelhouse/contracts/admin-fiat-desk';
import { apiRequest } from '../../../lib/api-client';

export function updateRequisite(id: number, body: UpdateRequisiteRequest) {
  return apiRequest(`/api/admin/fiat/requisites/${id}`, {
    method: 'PATCH',
    body,
    schema: ZAdminRequisite,
  });
}

export function useUpdateRequisite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateRequisiteRequest }) =>
      updateRequisite(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fiat-requisites'] }),
  });
}
