import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBonusSettings, type BonusSettings } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../api-client';
import { bonusSettingsQueryKey } from './get-bonus-settings';

/** POST /api/v2/users/loyalty: saves the whole settings object and caches what the server kept. */
export function saveBonusSettings(body: BonusSettings): Promise<BonusSettings> {
  return apiRequest('/api/v2/users/loyalty', {
    method: 'POST',
    body,
    schema: ZBonusSettings,
  });
}

export function useSaveBonusSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBonusSettings,
    onSuccess: (saved) => queryClient.setQueryData(bonusSettingsQueryKey, saved),
  });
}
