import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WheelResponse, WheelSpinResponse } from '@wheelhouse/contracts/wheel';
import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { writeBalance } from '../../../lib/wallet/write-balance';
import { wheelQueryKey } from '../../../lib/wheel/get-wheel';

const spinSchema = lazySchema(() =>
  import('@wheelhouse/contracts/wheel').then((m) => m.ZWheelSpinResponse),
);

/** POST /api/v1/wheel/spin (Idempotency-Key: one key per press, so a retried request spins once). */
export function spinWheel(idempotencyKey: string): Promise<WheelSpinResponse> {
  return apiRequest('/api/v1/wheel/spin', {
    method: 'POST',
    body: {},
    headers: { 'idempotency-key': idempotencyKey },
    schema: spinSchema,
  });
}

/** Spins; the balance and the wheel's state in the cache take the answer's values. */
export function useSpinWheel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: spinWheel,
    onSuccess: async (result) => {
      await writeBalance(queryClient, result.balance);
      queryClient.setQueryData<WheelResponse>(wheelQueryKey, (wheel) =>
        wheel ? { ...wheel, state: result.state, serverSeedHash: null } : wheel,
      );
    },
  });
}
