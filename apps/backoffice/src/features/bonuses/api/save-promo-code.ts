import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminPromoCode,
  type PromoCodeInput,
  type PromoCodePatch,
} from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';

export type SavePromoCode =
  { id: undefined; body: PromoCodeInput } | { id: number; body: PromoCodePatch };

export function savePromoCode({ id, body }: SavePromoCode) {
  return apiRequest(id === undefined ? '/api/admin/promo-codes' : `/api/admin/promo-codes/${id}`, {
    method: id === undefined ? 'POST' : 'PATCH',
    body,
    schema: ZAdminPromoCode,
  });
}

export function useSavePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['promo-codes'] }),
  });
}
