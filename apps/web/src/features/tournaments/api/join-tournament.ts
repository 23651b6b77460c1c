import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTournament, type Tournament } from '@wheelhouse/contracts/tournaments';
import { apiRequest } from '../../../lib/api-client';
import { tournamentQueryKeys } from '../../../lib/tournaments/tournament-query-keys';

/** POST /api/v1/tournaments/{id}/join: repeating it changes nothing. */
export function joinTournament(id: number): Promise<Tournament> {
  return apiRequest(`/api/v1/tournaments/${id}/join`, { method: 'POST', schema: ZTournament });
}

export function useJoinTournament(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinTournament(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentQueryKeys.all }),
  });
}
