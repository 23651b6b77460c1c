import type { LastBetEvent } from '@wheelhouse/contracts/originals';
import { topicFor } from '../../platform/bus';
import type { OutboxRow } from '../../platform/outbox';
import type { GamesService } from '../games';
import type { OutboxTranslators, RelayMessage } from '../realtime';
import type { UsersService } from '../users';
import { maskedName } from './present';
import { INTERFACE_ACTION_TOPIC, LAST_BET_TOPIC, type LastBetPayload } from './engine';

export interface OriginalsTranslatorDeps {
  users: Pick<UsersService, 'me'>;
  games: Pick<GamesService, 'game'>;
}

/** Names and game titles change rarely; the live feed may show one a minute old. */
const CACHE_MS = 60_000;
const CACHE_LIMIT = 10_000;

function cached<V>(load: (key: string) => Promise<V>) {
  const entries = new Map<string, { at: number; value: V }>();
  return async (key: string): Promise<V> => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const value = await load(key);
    if (entries.size >= CACHE_LIMIT) entries.clear();
    entries.set(key, { at: Date.now(), value });
    return value;
  };
}

/**
 * How the originals' outbox events reach sockets:
 * - `originals.last_bet` → `broadcast:last_bet` for everybody, the player's name masked;
 * - `originals.interface_action` → `interface_actions`, to everybody or to one player's topic.
 */
export function originalsOutboxTranslators(deps: OriginalsTranslatorDeps): OutboxTranslators {
  const playerName = cached(async (userId) => {
    const profile = await deps.users.me(Number(userId)).catch(() => null);
    return profile ? maskedName(profile.firstName, profile.email) : '***';
  });
  const gameOf = cached(async (slug) => {
    const game = await deps.games.game(slug, { userId: null, ip: '127.0.0.1' }).catch(() => null);
    return { id: game?.id ?? null, title: game?.title ?? slug };
  });

  return {
    [LAST_BET_TOPIC]: async (rows: OutboxRow[]) => {
      const messages: RelayMessage[] = [];
      for (const row of rows) {
        const bet = row.payload as unknown as LastBetPayload;
        const game = await gameOf(bet.gameSlug);
        const event: LastBetEvent = {
          id: bet.id,
          gameId: game.id,
          game: game.title,
          gameSlug: bet.gameSlug,
          player: await playerName(String(row.userId)),
          stake: bet.stake,
          payout: bet.payout,
          currency: bet.currency,
          multiplier: bet.multiplier,
          createdAt: bet.createdAt,
        };
        messages.push({ ids: [row.id], topic: topicFor('broadcast:last_bet'), message: event });
      }
      return messages;
    },

    [INTERFACE_ACTION_TOPIC]: async (rows: OutboxRow[]) =>
      rows.map((row) => ({
        ids: [row.id],
        topic: topicFor('interface_actions', row.userId ?? undefined),
        message: { gameId: Number((row.payload as { gameId?: unknown }).gameId) },
      })),
  };
}
