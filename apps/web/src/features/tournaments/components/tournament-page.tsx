import '../locale';
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Tournament } from '@wheelhouse/contracts/tournaments';
import { AlertBox } from '../../../components/ui/alert-box';
import { Countdown } from '../../../components/ui/countdown';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';
import { useAuthModal } from '../../../lib/auth-modal-url';
import { errorMessage } from '../../../lib/error-message';
import { useMe } from '../../../lib/session/get-me';
import { tournamentQueryKeys } from '../../../lib/tournaments/tournament-query-keys';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useTournament } from '../api/get-tournament';
import { useJoinTournament } from '../api/join-tournament';
import { countdownTarget, formatTournamentAmount } from '../model/format';
import { Leaderboard } from './leaderboard';
import { StatusBadge } from './tournament-card';
import {
  TOURNAMENT_BACK_LINK_CLASS,
  TOURNAMENT_CARD_CLASS,
  TOURNAMENT_DETAILS_CLASS,
  TOURNAMENT_PAGE_CLASS,
  TournamentDescription,
  TournamentHeader,
} from './tournament-page-frame';

function JoinButton({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const me = useMe();
  const { open } = useAuthModal();
  const join = useJoinTournament(tournament.id);
  if (tournament.status === 'finished' || tournament.status === 'cancelled') return null;
  if (!me.data)
    return (
      <button
        type="button"
        onClick={() => open('login')}
        className="rounded-xl bg-amber-400 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-300"
      >
        {t('tournaments.sign_in_to_join')}
      </button>
    );
  if (tournament.joined || tournament.entry === 'auto')
    return tournament.joined ? (
      <span
        data-testid="tournament-joined"
        className="rounded-xl bg-emerald-500/15 px-4 py-2.5 text-sm font-semibold text-emerald-300"
      >
        {t('tournaments.joined')}
      </span>
    ) : null;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        data-testid="tournament-join"
        disabled={join.isPending}
        onClick={() => join.mutate()}
        className="rounded-xl bg-amber-400 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-60"
      >
        {join.isPending ? t('tournaments.joining') : t('tournaments.join')}
      </button>
      {join.isError ? (
        <p role="alert" className="text-sm text-rose-300">
          {t('tournaments.join_failed')}: {errorMessage(t, join.error)}
        </p>
      ) : null}
    </div>
  );
}

function Details({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const target = countdownTarget(tournament);
  const queryClient = useQueryClient();
  // At zero the tournament starts or ends: the detail and the leaderboard refetch their status
  // (the channel says so too, but a missed message must not leave the page at 00:00).
  const refetchAtZero = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: tournamentQueryKeys.all }),
    [queryClient],
  );
  const amount = (value: string) =>
    formatTournamentAmount(value, tournament.currency, i18n.language);
  return (
    <div className={TOURNAMENT_DETAILS_CLASS}>
      <TournamentHeader
        badge={<StatusBadge tournament={tournament} />}
        name={tournament.name}
        description={
          tournament.description ? <TournamentDescription text={tournament.description} /> : null
        }
        players={
          <p className="text-sm text-slate-400">
            {t('tournaments.players', { count: tournament.players })}
          </p>
        }
        aside={
          <>
            {target ? (
              <div className="flex flex-col gap-1" data-testid="tournament-countdown">
                <span className="text-xs text-slate-400">
                  {t(target.kind === 'ends' ? 'tournaments.ends_in' : 'tournaments.starts_in')}
                </span>
                <Countdown key={target.kind} to={target.to} onEnd={refetchAtZero} />
              </div>
            ) : null}
            <JoinButton tournament={tournament} />
          </>
        }
      />

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        <section
          aria-labelledby="tournament-leaderboard"
          className={`${TOURNAMENT_CARD_CLASS} lg:col-span-2`}
        >
          <div className="flex items-center justify-between gap-2">
            <h2 id="tournament-leaderboard" className="text-lg font-semibold text-white">
              {t('tournaments.leaderboard.title')}
            </h2>
            {tournament.status === 'active' ? (
              <span className="text-xs text-emerald-300">{t('tournaments.leaderboard.live')}</span>
            ) : null}
          </div>
          <Leaderboard tournament={tournament} />
        </section>

        <div className="flex flex-col gap-5">
          <section aria-labelledby="tournament-prizes" className={TOURNAMENT_CARD_CLASS}>
            <h2 id="tournament-prizes" className="text-lg font-semibold text-white">
              {t('tournaments.prize_pool')}
            </h2>
            <ol className="flex flex-col gap-1 text-sm">
              {tournament.prizes.map((prize) => (
                <li key={prize.rank} className="flex justify-between gap-2">
                  <span className="text-slate-400">
                    {t('tournaments.prize_rank', { rank: prize.rank })}
                  </span>
                  <span className="text-right text-white">
                    {amount(prize.amount)}{' '}
                    <span className="text-xs text-slate-400">
                      {prize.balanceType === 'bonus'
                        ? t('tournaments.prize_bonus', { wager: prize.wagerMultiplier })
                        : t('tournaments.prize_main')}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="tournament-rules" className={TOURNAMENT_CARD_CLASS}>
            <h2 id="tournament-rules" className="text-lg font-semibold text-white">
              {t('tournaments.rules.title')}
            </h2>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-300">
              <li>
                {t('tournaments.rules.scoring')}:{' '}
                {t(`tournaments.rules.scoring_${tournament.scoring}`)}
              </li>
              <li>
                {/^0(\.0+)?$/.test(tournament.minBet)
                  ? t('tournaments.rules.any_bet')
                  : t('tournaments.rules.min_bet', { amount: amount(tournament.minBet) })}
              </li>
              <li>{t(`tournaments.rules.entry_${tournament.entry}`)}</li>
              {/^0(\.0+)?$/.test(tournament.buyIn) ? null : (
                <li>{t('tournaments.rules.buy_in', { amount: amount(tournament.buyIn) })}</li>
              )}
              <li>{t('tournaments.rules.ties')}</li>
            </ul>
          </section>

          <section aria-labelledby="tournament-games" className={TOURNAMENT_CARD_CLASS}>
            <h2 id="tournament-games" className="text-lg font-semibold text-white">
              {t('tournaments.games.title')}
            </h2>
            {tournament.games.length === 0 && tournament.categories.length === 0 ? (
              <p className="text-sm text-slate-300">{t('tournaments.games.all')}</p>
            ) : null}
            {tournament.categories.length > 0 ? (
              <p className="text-sm text-slate-300">
                {t('tournaments.games.categories', {
                  categories: tournament.categories.join(', '),
                })}
              </p>
            ) : null}
            {tournament.games.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {tournament.games.map((game) => (
                  <li key={game.id}>
                    <Link
                      to={localized(`/games/${game.slug}`)}
                      className="rounded-lg border border-slate-700 px-2 py-1 text-sm text-white hover:bg-slate-800"
                    >
                      {game.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </div>
      </div>
    </div>
  );
}

/** /tournaments/{id}: countdown, join, leaderboard with the own place, prizes, rules, games. */
export function TournamentPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { id } = useParams();
  const numeric = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const tournament = useTournament(numeric);
  return (
    <div data-testid="tournament-page" className={TOURNAMENT_PAGE_CLASS}>
      <Link to={localized('/tournaments')} className={TOURNAMENT_BACK_LINK_CLASS}>
        ← {t('tournaments.back')}
      </Link>
      {tournament.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span className="sr-only">{t('tournaments.loading')}</span>
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      ) : tournament.isError ? (
        tournament.error instanceof ApiError &&
        (tournament.error.status === 404 || tournament.error.status === 400) ? (
          <p
            role="status"
            data-testid="tournament-not-found"
            className="rounded-2xl border border-slate-800 px-4 py-10 text-center text-slate-300"
          >
            {t('tournaments.not_found')}
          </p>
        ) : (
          <AlertBox variant="warning" role="alert" title={t('Shared.something_went_wrong')}>
            <p>{errorMessage(t, tournament.error)}</p>
            <button
              type="button"
              onClick={() => void tournament.refetch()}
              className="mt-2 rounded-lg border border-amber-400/60 px-3 py-1.5 font-semibold"
            >
              {t('Shared.retry')}
            </button>
          </AlertBox>
        )
      ) : (
        <Details tournament={tournament.data} />
      )}
    </div>
  );
}
