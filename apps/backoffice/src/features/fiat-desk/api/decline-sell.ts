import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminFiatSell,
  type AdminFiatSellDeclineRequest,
} from '@wheelhouse/contracts/admin-fiat-sell';
import { apiRequest } from '../../../lib/api-client';

/** Not paid: the hold goes back to the player with the reason. */
export function declineSell(id: string, body: AdminFiatSellDeclineRequest) {
  return apiRequest(`/api/admin/fiat/sells/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    body,
    schema: ZAdminFiatSell,
  });
}

export function useDeclineSell(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminFiatSellDeclineRequest) => declineSell(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fiat-sells'] }),
  });
}
