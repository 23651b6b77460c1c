import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminJobRetryResponse } from '@wheelhouse/contracts/admin-jobs';
import { apiRequest } from '../../../lib/api-client';

/** A failed job gets one more attempt, at once. */
export function retryJob(id: string) {
  return apiRequest(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    schema: ZAdminJobRetryResponse,
  });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
