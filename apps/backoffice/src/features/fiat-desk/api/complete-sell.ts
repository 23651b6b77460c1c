import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminFiatSell,
  type AdminFiatSellCompleteRequest,
} from '@wheelhouse/contracts/admin-fiat-sell';
import { apiRequest } from '../../../lib/api-client';

/** The desk paid the player: the hold is settled. */
export function completeSell(id: string, body: AdminFiatSellCompleteRequest) {
  return apiRequest(`/api/admin/fiat/sells/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    body,
    schema: ZAdminFiatSell,
  });
}

export function useCompleteSell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminFiatSellCompleteRequest }) =>
      completeSell(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fiat-sells'] }),
  });
}
