import { SPORTS_BETS_CHANNEL } from '@wheelhouse/contracts/realtime';
import { ZSportsBetChanged } from '@wheelhouse/contracts/sportsbook-bets';
import { topicFor } from '../../../platform/bus';
import type { OutboxTranslators } from '../../../platform/outbox';
import { SPORTSBOOK_LAST_BET_TOPIC, SPORTS_BET_CHANGED_TOPIC } from './settlement';

/**
 * A bet that changed goes to its player's `sports_bets` channel (every tab of theirs, no one
 * else's): My bets refetches. The last-bet rows are for the tournaments' scoring only.
 */
export function sportsBetsOutboxTranslators(): OutboxTranslators {
  return {
    [SPORTS_BET_CHANGED_TOPIC]: async (rows) =>
      rows.flatMap((row) => {
        const changed = ZSportsBetChanged.safeParse(row.payload);
        if (row.userId === null || !changed.success) return [];
        return [
          {
            ids: [row.id],
            topic: topicFor(SPORTS_BETS_CHANNEL, row.userId),
            message: changed.data,
          },
        ];
      }),
    [SPORTSBOOK_LAST_BET_TOPIC]: async () => [],
  };
}
