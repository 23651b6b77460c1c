import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardRow, Tournament } from '@wheelhouse/contracts/tournaments';
import { AlertBox } from '../../../components/ui/alert-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { useLeaderboard } from '../api/get-leaderboard';
import { formatScore, formatTournamentAmount } from '../model/format';

const PAGE = 20;

function Row({ row, tournament }: { row: LeaderboardRow; tournament: Tournament }) {
  const { t, i18n } = useTranslation();
  return (
    <tr
      data-testid={row.isMe ? 'leaderboard-me' : undefined}
      className={row.isMe ? 'bg-amber-400/10 text-amber-100' : 'text-slate-200'}
    >
      <td className="px-3 py-2 tabular-nums">{row.rank}</td>
      <td className="px-3 py-2">
        {row.player}
        {row.isMe ? (
          <span className="ml-2 text-xs font-semibold">({t('tournaments.leaderboard.you')})</span>
        ) : null}
      </td>
      <td
        className="px-3 py-2 text-right tabular-nums"
        data-testid={row.isMe ? 'leaderboard-me-score' : undefined}
      >
        {formatScore(row.score, tournament.scoring, tournament.currency, i18n.language)}
      </td>
      <td className="hidden px-3 py-2 text-right sm:table-cell">
        {row.prize
          ? formatTournamentAmount(row.prize.amount, row.prize.currency, i18n.language)
          : '—'}
      </td>
    </tr>
  );
}

/** The leaderboard with the viewer's own place; it refreshes live (realtime channel, throttled). */
export function Leaderboard({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(PAGE);
  const board = useLeaderboard(tournament.id, limit);
  if (board.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-2" data-testid="leaderboard-loading">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-8" />
        ))}
      </div>
    );
  if (board.isError)
    return (
      <AlertBox variant="warning" role="alert" title={t('Shared.something_went_wrong')}>
        <p>{errorMessage(t, board.error)}</p>
        <button
          type="button"
          onClick={() => void board.refetch()}
          className="mt-2 rounded-lg border border-amber-400/60 px-3 py-1.5 font-semibold"
        >
          {t('Shared.retry')}
        </button>
      </AlertBox>
    );
  const { data, me, meta } = board.data;
  const meShown = data.some((row) => row.isMe);
  return (
    <div className="flex flex-col gap-3" data-testid="leaderboard">
      <p className="text-sm text-slate-300" data-testid="leaderboard-own-place" aria-live="polite">
        {me
          ? t('tournaments.leaderboard.your_place', { rank: me.rank })
          : t('tournaments.leaderboard.not_ranked')}
      </p>
      {data.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-slate-800 px-3 py-6 text-center text-sm text-slate-400"
        >
          {t('tournaments.leaderboard.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-800">
          <table className="w-full text-sm">
            <thead className="bg-slate-900 text-left text-xs text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('tournaments.leaderboard.rank')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('tournaments.leaderboard.player')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('tournaments.leaderboard.score')}
                </th>
                <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
                  {t('tournaments.leaderboard.prize')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-800">
              {data.map((row) => (
                <Row key={`${row.rank}-${row.player}`} row={row} tournament={tournament} />
              ))}
              {me && !meShown ? <Row row={me} tournament={tournament} /> : null}
            </tbody>
          </table>
        </div>
      )}
      {meta.total > data.length ? (
        <button
          type="button"
          onClick={() => setLimit((current) => Math.min(current + PAGE, 100))}
          disabled={limit >= 100}
          className="self-center rounded-lg border border-slate-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-800 disabled:opacity-50"
        >
          {t('tournaments.leaderboard.more')}
        </button>
      ) : null}
    </div>
  );
}
