import { formatAmount } from '@wheelhouse/contracts/money';
import type { LastBetEvent } from '@wheelhouse/contracts/originals';
import { topicFor } from '../../platform/bus';
import type { Database } from '../../platform/db/client';
import type { OutboxEvent, OutboxRow } from '../../platform/outbox';
import type { GamesService } from '../games';
import { maskedName } from '../originals';
import type { OutboxTranslators, RelayMessage } from '../realtime';
import type { UsersService } from '../users';
import { providerApiRepository } from './repository';

/** A closed provider round, for the live feed (the relay adds the game and the masked name). */
export const PROVIDER_LAST_BET_TOPIC = 'provider.last_bet';

interface ProviderLastBetPayload {
  id: string;
  gameId: number;
  stake: string;
  payout: string;
  currency: string;
  multiplier: string;
  createdAt: string;
}

/**
 * The feed event of a round that this call closed (a win, a lost bet's `round_closed`, a
 * rollback), written in the call's transaction after its own row is finished, so the feed and the
 * tournaments see only committed rounds: its stakes (less rolled-back ones) and every payout.
 * Null when nothing stayed staked. The one-statement and batched wins write the same event in SQL.
 */
export async function closedRoundEvent(
  tx: Database,
  input: {
    provider: string;
    round: string;
    userId: number;
    gameId: number;
    houseCurrency: string;
    houseScale: number;
    at: Date;
  },
): Promise<OutboxEvent | null> {
  const totals = await providerApiRepository(tx).roundTotals(input.provider, input.round, tx);
  const stake = totals.stake;
  if (stake === 0n) return null;
  const payout = totals.paid;
  const payload: ProviderLastBetPayload = {
    id: `${input.provider}:${input.round}`,
    gameId: input.gameId,
    stake: formatAmount(stake, input.houseScale),
    payout: formatAmount(payout, input.houseScale),
    currency: input.houseCurrency,
    // Four decimals, rounded down, as the originals show theirs.
    multiplier: formatAmount((payout * 10_000n) / stake, 4),
    createdAt: input.at.toISOString(),
  };
  return { topic: PROVIDER_LAST_BET_TOPIC, userId: input.userId, payload: { ...payload } };
}

/** Closed provider rounds go to `broadcast:last_bet` in the originals' shape, name masked. */
export function providerOutboxTranslators(deps: {
  users: Pick<UsersService, 'namesOf'>;
  games: Pick<GamesService, 'game'>;
}): OutboxTranslators {
  return {
    [PROVIDER_LAST_BET_TOPIC]: async (rows: OutboxRow[]) => {
      // The batch's players in one read, and one per distinct game (many rounds share a game),
      // not two reads per closed round.
      const profiles = deps.users.namesOf([...new Set(rows.map((row) => Number(row.userId)))]);
      const games = new Map<string, Promise<Awaited<ReturnType<GamesService['game']>> | null>>();
      for (const row of rows) {
        const gameId = String((row.payload as unknown as ProviderLastBetPayload).gameId);
        if (!games.has(gameId))
          games.set(
            gameId,
            deps.games.game(gameId, { userId: null, ip: '127.0.0.1' }).catch(() => null),
          );
      }
      const messages: RelayMessage[] = [];
      for (const row of rows) {
        const bet = row.payload as unknown as ProviderLastBetPayload;
        const [names, game] = await Promise.all([profiles, games.get(String(bet.gameId))!]);
        const profile = names.get(Number(row.userId));
        const event: LastBetEvent = {
          id: bet.id,
          gameId: game?.id ?? null,
          game: game?.title ?? '',
          gameSlug: game?.slug ?? '',
          player: profile ? maskedName(profile.firstName, profile.email) : '***',
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
  };
}
