import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminPaymentMethod,
  type UpdatePaymentMethodRequest,
} from '@wheelhouse/contracts/admin-payment-methods';
import { apiRequest } from '../../../lib/api-client';

export function updatePaymentMethod(id: string, body: UpdatePaymentMethodRequest) {
  return apiRequest(`/api/admin/payment-methods/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: ZAdminPaymentMethod,
  });
}

export function useUpdatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePaymentMethodRequest }) =>
      updatePaymentMethod(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payment-methods'] }),
  });
}
