import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BanReason } from '@wheelhouse/contracts/auth';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const ZBanState = z.object({ banned: z.boolean(), banReason: z.string().nullable() });

export function banPlayer(globalId: string, reason: BanReason) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/ban`, {
    method: 'POST',
    body: { reason },
    schema: ZBanState,
  });
}

export function useBanPlayer(globalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: BanReason) => banPlayer(globalId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['players'] }),
  });
}
