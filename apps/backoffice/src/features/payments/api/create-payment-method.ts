import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminPaymentMethod,
  type CreatePaymentMethodRequest,
} from '@wheelhouse/contracts/admin-payment-methods';
import { apiRequest } from '../../../lib/api-client';

export function createPaymentMethod(body: CreatePaymentMethodRequest) {
  return apiRequest('/api/admin/payment-methods', {
    method: 'POST',
    body,
    schema: ZAdminPaymentMethod,
  });
}

export function useCreatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payment-methods'] }),
  });
}
