import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSeedsResponse, type SeedsResponse } from '@wheelhouse/contracts/originals';
import { apiRequest } from '../api-client';
import { originalsQueryKeys } from './originals-query-keys';

/** PUT /api/v1/originals/seeds/client: the next bets use this client seed. */
export function setClientSeed(clientSeed: string): Promise<SeedsResponse> {
  return apiRequest('/api/v1/originals/seeds/client', {
    method: 'PUT',
    body: { clientSeed },
    schema: ZSeedsResponse,
  });
}

export function useSetClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClientSeed,
    onSuccess: (seeds) => queryClient.setQueryData(originalsQueryKeys.seeds, seeds),
  });
}
