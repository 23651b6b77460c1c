import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSupportMessage } from '@wheelhouse/contracts/support';
import { apiRequest } from '../../../lib/api-client';

export function reply(id: number, body: string) {
  return apiRequest(`/api/admin/support/conversations/${id}/messages`, {
    method: 'POST',
    body: { body },
    schema: ZSupportMessage,
  });
}

export function useReply(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => reply(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['support'] }),
  });
}
