import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUser, type UpdateProfileRequest } from '@wheelhouse/contracts/users';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';

/** PATCH /api/v1/me/profile: names once, gender any time, date of birth once (18+). */
export function updateProfile(body: UpdateProfileRequest) {
  return apiRequest('/api/v1/me/profile', { method: 'PATCH', body, schema: ZUser });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
