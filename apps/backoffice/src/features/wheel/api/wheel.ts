import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminWheel,
  type AdminWheelPrizesRequest,
  type AdminWheelSettings,
} from '@wheelhouse/contracts/wheel';
import { apiRequest } from '../../../lib/api-client';

const wheelKey = ['wheel'] as const;

/** GET /api/admin/wheel: prizes, settings and today's spins. */
export const wheelQuery = queryOptions({
  queryKey: wheelKey,
  queryFn: ({ signal }) => apiRequest('/api/admin/wheel', { schema: ZAdminWheel, signal }),
});

export function useAdminWheel() {
  return useQuery(wheelQuery);
}

/** PUT /api/admin/wheel/prizes: replaces the list. */
export function useSaveWheelPrizes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminWheelPrizesRequest) =>
      apiRequest('/api/admin/wheel/prizes', { method: 'PUT', body, schema: ZAdminWheel }),
    onSuccess: (wheel) => queryClient.setQueryData(wheelKey, wheel),
  });
}

/** PUT /api/admin/wheel/settings. */
export function useSaveWheelSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminWheelSettings) =>
      apiRequest('/api/admin/wheel/settings', { method: 'PUT', body, schema: ZAdminWheel }),
    onSuccess: (wheel) => queryClient.setQueryData(wheelKey, wheel),
  });
}
