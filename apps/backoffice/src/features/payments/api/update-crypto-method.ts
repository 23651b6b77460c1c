import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminCryptoMethod,
  type UpdateCryptoMethodRequest,
} from '@wheelhouse/contracts/cashier-crypto';
import { apiRequest } from '../../../lib/api-client';

export function updateCryptoMethod(code: string, body: UpdateCryptoMethodRequest) {
  return apiRequest(`/api/admin/crypto-methods/${encodeURIComponent(code)}`, {
    method: 'PATCH',
    body,
    schema: ZAdminCryptoMethod,
  });
}

export function useUpdateCryptoMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: UpdateCryptoMethodRequest }) =>
      updateCryptoMethod(code, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['crypto-methods'] }),
  });
}
