import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeRequest } from '@wheelhouse/contracts/users';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey, userSchema } from '../../../lib/session/get-me';

/** PATCH /api/v1/me {language}: persists a signed-in player's language. */
export function updateMyLanguage(body: UpdateMeRequest) {
  return apiRequest('/api/v1/me', { method: 'PATCH', body, schema: userSchema });
}

export function useUpdateMyLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyLanguage,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
