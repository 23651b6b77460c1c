import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSportsbookPreferences,
  type SportsbookPreferences,
} from '@wheelhouse/contracts/sportsbook-bets';
import { apiRequest } from '../../../lib/api-client';
import { sportsbookKeys } from './sportsbook-query-keys';

/** PATCH /api/v1/sportsbook/preferences: changes one or both preferences, answers them all. */
export function updatePreferences(
  patch: Partial<SportsbookPreferences>,
): Promise<SportsbookPreferences> {
  return apiRequest('/api/v1/sportsbook/preferences', {
    method: 'PATCH',
    body: patch,
    schema: ZSportsbookPreferences,
  });
}

/** Shown at once; the server's answer (or the old value after a failure) settles it. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: (patch) => {
      const previous = queryClient.getQueryData<SportsbookPreferences>(sportsbookKeys.preferences);
      if (previous) queryClient.setQueryData(sportsbookKeys.preferences, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(sportsbookKeys.preferences, context.previous);
    },
    onSuccess: (preferences) => queryClient.setQueryData(sportsbookKeys.preferences, preferences),
  });
}
