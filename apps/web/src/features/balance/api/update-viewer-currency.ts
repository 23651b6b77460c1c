import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Balance, UpdateViewerRequest } from '@wheelhouse/contracts/wallet';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';
import { balanceSchema } from '../../../lib/wallet/get-balance';
import { wheelQueryKey } from '../../../lib/wheel/get-wheel';
import { writeBalance } from '../../../lib/wallet/write-balance';

/** PATCH /api/v1/viewer {currency:{primary}} → the Balance shown in the new currency. */
export function updateViewerCurrency(primary: string): Promise<Balance> {
  const body: UpdateViewerRequest = { currency: { primary } };
  return apiRequest('/api/v1/viewer', { method: 'PATCH', body, schema: balanceSchema });
}

export function useUpdateViewerCurrency(
  options: Pick<UseMutationOptions<Balance, unknown, string>, 'onError'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateViewerCurrency,
    onSuccess: async (balance) => {
      await writeBalance(queryClient, balance);
      // The player's `currency` lives on /me too, and the wheel prizes follow it.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: wheelQueryKey });
    },
    ...options,
  });
}
