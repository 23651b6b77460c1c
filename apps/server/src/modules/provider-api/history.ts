import { formatAmount } from '@wheelhouse/contracts/money';
import type { ProviderRoundsPage } from '@wheelhouse/contracts/provider-api';
import type { Database } from '../../platform/db/client';
import type { CurrenciesService } from '../currencies';
import type { GamesService } from '../games';
import { providerApiRepository } from './repository';

/**
 * The player's own third-party rounds, newest first, beside the originals' bet history: what was
 * staked (less rollbacks) and paid per round, in the house currency. Scoped by the player: another
 * player's rounds never show.
 */
export function roundHistory(deps: {
  db: Database;
  houseCurrency: string;
  currencies: Pick<CurrenciesService, 'requireCurrency'>;
  games: Pick<GamesService, 'game'>;
}) {
  const repository = providerApiRepository(deps.db);
  return {
    async rounds(
      userId: number,
      page: { limit: number; offset: number },
    ): Promise<ProviderRoundsPage> {
      const { rows, total } = await repository.roundsOf(userId, page);
      const { ledgerScale } = await deps.currencies.requireCurrency(deps.houseCurrency);
      const titles = new Map<number, string>();
      for (const id of new Set(rows.flatMap((row) => (row.game_id === null ? [] : [row.game_id]))))
        titles.set(
          id,
          await deps.games
            .game(String(id), { userId, ip: '127.0.0.1' })
            .then((game) => game.title)
            .catch(() => ''),
        );
      return {
        data: rows.map((row) => ({
          id: `${row.provider}:${row.round}`,
          gameId: row.game_id,
          game: row.game_id === null ? '' : (titles.get(row.game_id) ?? ''),
          stake: formatAmount(BigInt(row.stake), ledgerScale),
          payout: formatAmount(BigInt(row.payout), ledgerScale),
          currency: deps.houseCurrency,
          status: row.closed ? 'closed' : 'open',
          createdAt: new Date(row.created_at).toISOString(),
        })),
        meta: { offset: page.offset, limit: page.limit, total },
      };
    },
  };
}

export type RoundHistory = ReturnType<typeof roundHistory>;
