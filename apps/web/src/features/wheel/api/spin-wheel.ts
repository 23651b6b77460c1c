import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WheelResponse, WheelSpinResponse } from '@wheelhouse/contracts/wheel';
import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { writeBalance } from '../../../lib/wallet/write-balance';
import { wheelQueryKey } from '../../../lib/wheel/get-wheel';

const spinSchema = lazySchema(() =>
  import('@wheelhouse/contracts/wheel').then((m) => m.ZWheelSpinResponse),
);

export interface SpinWheelInput {
  /** One key per press, so a retried request spins once. */
  idempotencyKey: string;
  /** The player's seed, chosen in the browser (features/wheel/model/client-seed.ts). */
  clientSeed: string;
}

/** POST /api/v1/wheel/spin with the player's client seed and an Idempotency-Key. */
export function spinWheel({
  idempotencyKey,
  clientSeed,
}: SpinWheelInput): Promise<WheelSpinResponse> {
  return apiRequest('/api/v1/wheel/spin', {
    method: 'POST',
    body: { clientSeed },
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
