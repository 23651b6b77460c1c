import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import {
  SIDEBAR_TOURNAMENTS,
  useSidebarTournaments,
} from '../../lib/tournaments/get-sidebar-tournaments';
import { useLocalizedPath } from '../../lib/use-locale';
import { TrophyIcon } from './icons';

/**
 * The sidebar's tournaments group (shell spec §2, at most 3 then "all tournaments"): running ones,
 * then those about to start (marked so). While the
 * list loads it holds their place with skeleton rows; if it fails, one quiet row offers a retry
 * and the all-tournaments link stays, so the menu never breaks over it.
 */
export function SidebarTournaments({
  linkClass,
}: {
  linkClass: (state: { isActive: boolean }) => string;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const tournaments = useSidebarTournaments();

  return (
    <nav
      aria-label={t('layout.sidebar.tournaments')}
      aria-busy={tournaments.isPending}
      data-testid="sidebar-tournaments"
    >
      <p className="mb-1 px-3 text-xs text-slate-500">{t('layout.sidebar.tournaments')}</p>
      <ul className="flex flex-col gap-1">
        {tournaments.isPending
          ? Array.from({ length: SIDEBAR_TOURNAMENTS }, (_, index) => (
              <li key={index} data-testid="sidebar-tournaments-loading">
                <Skeleton className="h-10" />
              </li>
            ))
          : null}
        {tournaments.isError && !tournaments.data ? (
          <li>
            <button
              type="button"
              data-testid="sidebar-tournaments-retry"
              onClick={() => void tournaments.refetch()}
              disabled={tournaments.isFetching}
              className="w-full rounded-xl px-3 py-2 text-left text-xs text-slate-400 hover:bg-slate-800/60 hover:text-white"
            >
              {t('layout.sidebar.tournaments_failed')}{' '}
              <span className="font-semibold text-amber-300 underline">{t('Shared.retry')}</span>
            </button>
          </li>
        ) : null}
        {(tournaments.data?.data ?? []).slice(0, SIDEBAR_TOURNAMENTS).map((tournament) => (
          <li key={tournament.id}>
            <NavLink to={localized(`/tournaments/${tournament.id}`)} className={linkClass}>
              <TrophyIcon />
              <span className="truncate">{tournament.name}</span>
              {tournament.status === 'upcoming' ? ' ' : null}
              {tournament.status === 'upcoming' ? (
                <span className="ml-auto shrink-0 rounded-full bg-slate-800 px-2 py-0.5 text-[10px] font-semibold text-slate-300">
                  {t('layout.sidebar.tournament_upcoming')}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to={localized('/tournaments')} end className={linkClass}>
            <TrophyIcon />
            {t('layout.sidebar.all_tournaments')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
