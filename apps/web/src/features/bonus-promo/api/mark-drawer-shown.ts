import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBonusDrawerState } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';
import { drawerStateQueryKey } from './get-drawer-state';

/** POST /api/v2/bonuses/drawer/shown: the drawer does not open by itself after sign-up again. */
export function markDrawerShown() {
  return apiRequest('/api/v2/bonuses/drawer/shown', { method: 'POST', schema: ZBonusDrawerState });
}

export function useMarkDrawerShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markDrawerShown,
    onSuccess: (state) => queryClient.setQueryData(drawerStateQueryKey, state),
  });
}
