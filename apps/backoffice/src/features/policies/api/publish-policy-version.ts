import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminPolicyVersion,
  type CreatePolicyVersionRequest,
  type PolicySlug,
} from '@wheelhouse/contracts/policies';
import { apiRequest } from '../../../lib/api-client';

export function publishPolicyVersion(slug: PolicySlug, body: CreatePolicyVersionRequest) {
  return apiRequest(`/api/admin/policies/${slug}/versions`, {
    method: 'POST',
    body,
    schema: ZAdminPolicyVersion,
  });
}

export function usePublishPolicyVersion(slug: PolicySlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePolicyVersionRequest) => publishPolicyVersion(slug, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['policies'] }),
  });
}
