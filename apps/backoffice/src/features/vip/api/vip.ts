import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZVipManager,
  ZVipManagersResponse,
  ZVipPlayersResponse,
  ZVipSettings,
  ZVipStatus,
  type SetVipRequest,
  type VipManagerRequest,
  type VipSettings,
} from '@wheelhouse/contracts/vip';
import { apiRequest } from '../../../lib/api-client';

const settingsKey = ['vip', 'settings'] as const;
const managersKey = ['vip', 'managers'] as const;
const playersKey = ['vip', 'players'] as const;

export const vipSettingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => apiRequest('/api/admin/vip/settings', { schema: ZVipSettings, signal }),
});
export const vipManagersQuery = queryOptions({
  queryKey: managersKey,
  queryFn: ({ signal }) =>
    apiRequest('/api/admin/vip/managers', { schema: ZVipManagersResponse, signal }),
});
export const vipPlayersQuery = queryOptions({
  queryKey: playersKey,
  queryFn: ({ signal }) =>
    apiRequest('/api/admin/vip/players?limit=100', { schema: ZVipPlayersResponse, signal }),
});

export const useVipSettings = () => useQuery(vipSettingsQuery);
export const useVipManagers = () => useQuery(vipManagersQuery);
export const useVipPlayers = () => useQuery(vipPlayersQuery);

export function useSaveVipSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VipSettings) =>
      apiRequest('/api/admin/vip/settings', { method: 'PUT', body, schema: ZVipSettings }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}

export function useAddVipManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VipManagerRequest) =>
      apiRequest('/api/admin/vip/managers', { method: 'POST', body, schema: ZVipManager }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managersKey }),
  });
}

export function useRemoveVipManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/vip/managers/${id}`, { method: 'DELETE', schema: null }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managersKey }),
  });
}

export function useSetPlayerVip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ globalId, ...body }: SetVipRequest & { globalId: string }) =>
      apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/vip`, {
        method: 'PUT',
        body,
        schema: ZVipStatus,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: playersKey });
      void queryClient.invalidateQueries({ queryKey: managersKey });
    },
  });
}
