import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminRequisite,
  type CreateRequisiteRequest,
} from '@wheelhouse/contracts/admin-fiat-desk';
import { apiRequest } from '../../../lib/api-client';

export function createRequisite(body: CreateRequisiteRequest) {
  return apiRequest('/api/admin/fiat/requisites', {
    method: 'POST',
    body,
    schema: ZAdminRequisite,
  });
}

export function useCreateRequisite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequisite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fiat-requisites'] }),
  });
}
