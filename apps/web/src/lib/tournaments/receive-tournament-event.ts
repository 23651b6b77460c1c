import type { QueryClient } from '@tanstack/react-query';
import { tournamentQueryKeys } from './tournament-query-keys';

/** At most one refresh per this interval, however fast the `tournaments` channel speaks. */
export const TOURNAMENT_REFRESH_THROTTLE_MS = 1_000;

/**
 * The `tournaments` channel says a tournament changed ({id, status, players}): the shown lists,
 * detail and leaderboard refetch (active queries only), throttled, the last event always honoured.
 */
export function tournamentEventReceiver(
  queryClient: QueryClient,
  throttleMs = TOURNAMENT_REFRESH_THROTTLE_MS,
) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    last = Date.now();
    timer = undefined;
    void queryClient.invalidateQueries({ queryKey: tournamentQueryKeys.all });
  };
  return (data: unknown): void => {
    if (
      typeof data !== 'object' ||
      data === null ||
      typeof (data as { id?: unknown }).id !== 'number'
    )
      return;
    const wait = last + throttleMs - Date.now();
    if (wait <= 0 && !timer) refresh();
    else timer ??= setTimeout(refresh, Math.max(wait, 0));
  };
}
