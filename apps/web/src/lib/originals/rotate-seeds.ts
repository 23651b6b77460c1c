import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRotateSeedsResponse, type RotateSeedsResponse } from '@wheelhouse/contracts/originals';
import { apiRequest } from '../api-client';
import { originalsQueryKeys } from './originals-query-keys';

/** POST /api/v1/originals/seeds/rotate: reveals the active server seed and commits a new one. */
export function rotateSeeds(): Promise<RotateSeedsResponse> {
  return apiRequest('/api/v1/originals/seeds/rotate', {
    method: 'POST',
    schema: ZRotateSeedsResponse,
  });
}

export function useRotateSeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeeds,
    onSuccess: ({ revealed, current }) => {
      queryClient.setQueryData(originalsQueryKeys.seeds, { ...current, previous: revealed });
      // Bets made with the old pair now carry their revealed server seed.
      void queryClient.invalidateQueries({ queryKey: originalsQueryKeys.betsAll });
    },
  });
}
