import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSportsbookLimits, type SportsbookLimits } from '@wheelhouse/contracts/sportsbook-bets';
import { apiRequest } from '../../../lib/api-client';

export const sportsbookLimitsQuery = queryOptions({
  queryKey: ['sportsbook', 'limits'],
  queryFn: ({ signal }) =>
    apiRequest('/api/admin/sportsbook/limits', { schema: ZSportsbookLimits, signal }),
});

/** GET /api/admin/sportsbook/limits */
export function useSportsbookLimits() {
  return useQuery(sportsbookLimitsQuery);
}

/** PATCH /api/admin/sportsbook/limits (admin; audited): answers every limit. */
export function saveSportsbookLimits(patch: Partial<SportsbookLimits>) {
  return apiRequest('/api/admin/sportsbook/limits', {
    method: 'PATCH',
    body: patch,
    schema: ZSportsbookLimits,
  });
}

export function useSaveSportsbookLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSportsbookLimits,
    onSuccess: (limits) => queryClient.setQueryData(sportsbookLimitsQuery.queryKey, limits),
  });
}
