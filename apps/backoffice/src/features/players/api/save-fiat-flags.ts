import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZFiatPlayerFlags,
  type SetFiatPlayerFlagsRequest,
} from '@wheelhouse/contracts/admin-fiat-desk';
import { apiRequest } from '../../../lib/api-client';

export function saveFiatFlags(globalId: string, body: SetFiatPlayerFlagsRequest) {
  return apiRequest(`/api/admin/fiat/players/${encodeURIComponent(globalId)}/flags`, {
    method: 'PUT',
    body,
    schema: ZFiatPlayerFlags,
  });
}

export function useSaveFiatFlags(globalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetFiatPlayerFlagsRequest) => saveFiatFlags(globalId, body),
    onSuccess: (flags) => queryClient.setQueryData(['players', 'fiat-flags', globalId], flags),
  });
}
