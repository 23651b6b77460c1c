import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminRgResponse } from '@wheelhouse/contracts/responsible-gaming';
import { apiRequest } from '../../../lib/api-client';

export const playerRgKey = (globalId: string) =>
  ['players', 'responsible-gaming', globalId] as const;

/** GET /api/admin/users/{id}/responsible-gaming: limits, waiting changes and blocks (audited). */
export function usePlayerResponsibleGaming(globalId: string) {
  return useQuery(
    queryOptions({
      queryKey: playerRgKey(globalId),
      queryFn: ({ signal }) =>
        apiRequest(`/api/admin/users/${encodeURIComponent(globalId)}/responsible-gaming`, {
          schema: ZAdminRgResponse,
          signal,
        }),
    }),
  );
}
