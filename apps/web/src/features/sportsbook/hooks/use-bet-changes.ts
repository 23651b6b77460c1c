import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SPORTS_BETS_CHANNEL } from '@wheelhouse/contracts/realtime';
import { watchChannel } from '../../../lib/realtime/watched-channels';
import { sportsbookKeys } from '../api/sportsbook-query-keys';

/**
 * While My bets shows, the player's `sports_bets` channel is watched: a bet that settled (a loss
 * too, which moves no money and so sends no balance event) or was rolled back refetches the lists.
 */
export function useBetChanges(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      watchChannel(SPORTS_BETS_CHANNEL, () => {
        void queryClient.invalidateQueries({ queryKey: sportsbookKeys.bets });
      }),
    [queryClient],
  );
}
