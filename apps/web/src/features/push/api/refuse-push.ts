import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPushState } from '@wheelhouse/contracts/push';
import { apiRequest } from '../../../lib/api-client';
import { pushStateQueryKey } from './get-push-state';

/** POST /api/v1/push/refusal: the refusal time is stored per player on the server. */
export function useRefusePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/v1/push/refusal', { method: 'POST', schema: ZPushState }),
    onSuccess: (state) => queryClient.setQueryData(pushStateQueryKey, state),
  });
}
