import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZOperatorSettings,
  type UpdateOperatorSettingsRequest,
} from '@wheelhouse/contracts/settings';
import { apiRequest } from '../../../lib/api-client';

export function saveSettings(body: UpdateOperatorSettingsRequest) {
  return apiRequest('/api/admin/settings', { method: 'PUT', body, schema: ZOperatorSettings });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (settings) => queryClient.setQueryData(['settings'], settings),
  });
}
