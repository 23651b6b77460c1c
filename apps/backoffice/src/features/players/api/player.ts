import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { fetchPlayers } from './list-players';

/** One player by global id: the search finds it by its id (an exact match, else 404). */
export async function fetchPlayer(globalId: string, signal?: AbortSignal) {
  const page = await fetchPlayers({ search: globalId, offset: 0, limit: 10 }, signal);
  const player = page.data.find((candidate) => candidate.globalId === globalId);
  if (!player) throw new ApiError({ status: 404, detail: 'not_found' });
  return player;
}

export const playerQuery = (globalId: string) =>
  queryOptions({
    queryKey: ['players', 'one', globalId],
    queryFn: ({ signal }) => fetchPlayer(globalId, signal),
  });

export function usePlayer(globalId: string, enabled = true) {
  return useQuery({ ...playerQuery(globalId), enabled });
}
