import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tournament } from '@wheelhouse/contracts/tournaments';
import { Countdown } from '../../../components/ui/countdown';
import { useLocalizedPath } from '../../../lib/use-locale';
import { countdownTarget, formatTournamentAmount } from '../model/format';

const STATUS_COLOURS = {
  active: 'bg-emerald-500/15 text-emerald-300',
  upcoming: 'bg-sky-500/15 text-sky-300',
  finished: 'bg-slate-700 text-slate-300',
  cancelled: 'bg-slate-700 text-slate-400',
} as const;

/** The status (and VIP) badges in given words; also prerendered into a tournament's first paint. */
export function StatusBadgeView({
  status,
  statusText,
  vipText,
}: {
  status: Tournament['status'];
  statusText: string;
  /** Only for a tournament open to VIP players alone. */
  vipText: string | null;
}) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status]}`}>
        {statusText}
      </span>
      {vipText ? (
        <span className="rounded-full bg-amber-400/20 px-2 py-0.5 text-xs font-semibold text-amber-300">
          {vipText}
        </span>
      ) : null}
    </span>
  );
}

export function StatusBadge({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  return (
    <StatusBadgeView
      status={tournament.status}
      statusText={t(`tournaments.status.${tournament.status}`)}
      vipText={tournament.vip_players_only ? t('tournaments.vip') : null}
    />
  );
}

/** One tournament in the list: name, status, countdown, top prize, players, a link to it. */
export function TournamentCard({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const target = countdownTarget(tournament);
  const top = tournament.prizes[0];
  return (
    <li>
      <Link
        to={localized(`/tournaments/${tournament.id}`)}
        data-testid={`tournament-card-${tournament.id}`}
        aria-label={`${t('tournaments.open')}: ${tournament.name}`}
        className="flex h-full flex-col gap-3 rounded-2xl border border-slate-800 bg-slate-900 p-4 hover:border-slate-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-400"
      >
        <StatusBadge tournament={tournament} />
        <h2 className="text-lg font-semibold text-white">{tournament.name}</h2>
        {target ? (
          <div className="flex flex-col gap-1">
            <span className="text-xs text-slate-400">
              {t(target.kind === 'ends' ? 'tournaments.ends_in' : 'tournaments.starts_in')}
            </span>
            <Countdown to={target.to} />
          </div>
        ) : (
          <span className="text-sm text-slate-400">
            {t('tournaments.ended_at', {
              date: new Date(tournament.endsAt).toLocaleDateString(i18n.language),
            })}
          </span>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
          {top ? (
            <span className="font-semibold text-amber-300">
              {formatTournamentAmount(top.amount, top.currency, i18n.language)}
            </span>
          ) : null}
          <span className="text-slate-400">
            {t('tournaments.players', { count: tournament.players })}
          </span>
        </div>
      </Link>
    </li>
  );
}
