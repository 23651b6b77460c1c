import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminNote, type AdminNoteRequest } from '@wheelhouse/contracts/admin-players';
import { apiRequest } from '../../../lib/api-client';

export function addNote(globalId: string, body: AdminNoteRequest) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/notes`, {
    method: 'POST',
    body,
    schema: ZAdminNote,
  });
}

export function useAddNote(globalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminNoteRequest) => addNote(globalId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['players', 'notes', globalId] }),
  });
}
