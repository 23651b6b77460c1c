import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBonusModalState } from '@wheelhouse/contracts/bonuses';
import { apiRequest } from '../../../lib/api-client';
import { bonusModalStateQueryKey } from '../../../lib/bonuses/get-bonus-modal-state';

/** POST /api/v2/bonuses/modal/shown: records lastShowModalAt for the bonus modal state. */
export function markModalShown() {
  return apiRequest('/api/v2/bonuses/modal/shown', { method: 'POST', schema: ZBonusModalState });
}

export function useMarkModalShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markModalShown,
    onSuccess: (state) => queryClient.setQueryData(bonusModalStateQueryKey, state),
  });
}
