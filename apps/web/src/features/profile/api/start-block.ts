import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RgBlockRequest } from '@wheelhouse/contracts/responsible-gaming';
import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { rgStateQueryKey } from '../../../lib/responsible-gaming/get-rg-state';

const stateSchema = lazySchema(() =>
  import('@wheelhouse/contracts/responsible-gaming').then((m) => m.ZRgState),
);

/** POST /api/v1/responsible-gaming/block; answers the player's settings after it. */
export function startBlock(body: RgBlockRequest) {
  return apiRequest('/api/v1/responsible-gaming/block', {
    method: 'POST',
    body,
    schema: stateSchema,
  });
}

export function useStartBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBlock,
    onSuccess: (state) => queryClient.setQueryData(rgStateQueryKey, state),
  });
}
