import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminPlayerSecurity,
  type AdminResetSecondFactorRequest,
} from '@wheelhouse/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { playerSecurityKey } from './player-security';

/** Turns the player's second factor off after an identity check (audited with the reason). */
export function resetSecondFactor(globalId: string, body: AdminResetSecondFactorRequest) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/second-factor/reset`, {
    method: 'POST',
    body,
    schema: ZAdminPlayerSecurity,
  });
}

export function useResetSecondFactor(globalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminResetSecondFactorRequest) => resetSecondFactor(globalId, body),
    onSuccess: (security) => queryClient.setQueryData(playerSecurityKey(globalId), security),
  });
}
