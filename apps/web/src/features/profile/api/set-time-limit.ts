import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RgTimeLimitRequest } from '@wheelhouse/contracts/responsible-gaming';
import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { rgStateQueryKey } from '../../../lib/responsible-gaming/get-rg-state';

const stateSchema = lazySchema(() =>
  import('@wheelhouse/contracts/responsible-gaming').then((m) => m.ZRgState),
);

/** PUT /api/v1/responsible-gaming/time-limits; answers the player's settings after it. */
export function setTimeLimit(body: RgTimeLimitRequest) {
  return apiRequest('/api/v1/responsible-gaming/time-limits', {
    method: 'PUT',
    body,
    schema: stateSchema,
  });
}

export function useSetTimeLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTimeLimit,
    onSuccess: (state) => queryClient.setQueryData(rgStateQueryKey, state),
  });
}
