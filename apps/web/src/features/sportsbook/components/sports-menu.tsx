import '../locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { SportsMenuEntry } from '@wheelhouse/contracts/sportsbook';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useSportsMenu } from '../api/get-sports-menu';
import { sportTitle } from '../model/sport-title';
import { SportIcon } from './sport-icon';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-w-0 flex-1 items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-slate-800 text-white' : 'text-slate-300 hover:bg-slate-800/60 hover:text-white'
  }`;

function MenuEntry({ entry }: { entry: SportsMenuEntry }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const title = sportTitle(t, { slug: entry.slug, title: entry.title });
  const leagues = entry.children.flatMap((category) =>
    category.children.map((league) => ({ league, category })),
  );
  return (
    <li>
      <div className="flex items-center">
        <NavLink
          to={localized(entry.path)}
          className={linkClass}
          data-testid={`menu-${entry.value}`}
        >
          <SportIcon icon={entry.icon ?? entry.slug} />
          <span className="truncate">{title}</span>
          {entry.liveCount > 0 ? (
            <span className="ml-auto rounded bg-rose-500/20 px-1.5 text-[11px] whitespace-nowrap text-rose-200">
              {t('sportsbook.menu.live_count', { count: entry.liveCount })}
            </span>
          ) : (
            <span className="ml-auto text-xs text-slate-500">{entry.eventCount}</span>
          )}
        </NavLink>
        {leagues.length > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-label={t(open ? 'sportsbook.menu.hide_leagues' : 'sportsbook.menu.show_leagues', {
              name: title,
            })}
            onClick={() => setOpen((value) => !value)}
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-400 hover:bg-slate-800 hover:text-white"
          >
            <span aria-hidden="true" className={open ? 'rotate-180' : ''}>
              ▾
            </span>
          </button>
        ) : null}
      </div>
      {open ? (
        <ul className="mt-1 ml-6 flex flex-col gap-0.5 border-l border-slate-800 pl-2">
          {leagues.map(({ league, category }) => (
            <li key={league.id}>
              <NavLink
                to={localized(league.path)}
                className="block truncate rounded-lg px-2 py-1.5 text-xs text-slate-400 hover:bg-slate-800/60 hover:text-white"
              >
                {category.title} · {league.title}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The sidebar's Sport tab: sports and cybersports (title, path, icon, children) from the server. */
export function SportsMenu() {
  const { t } = useTranslation();
  const menu = useSportsMenu();
  if (menu.isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <span className="sr-only">{t('sportsbook.loading')}</span>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-9" />
        ))}
      </div>
    );
  if (menu.isError)
    return (
      <p role="alert" className="px-3 text-sm text-slate-400">
        {t('sportsbook.menu.error')}
      </p>
    );
  return (
    <nav
      aria-label={t('sportsbook.menu.label')}
      data-testid="sports-menu"
      className="flex flex-col gap-3"
    >
      {(['sports', 'cybersports'] as const).map((group) =>
        menu.data[group].length > 0 ? (
          <div key={group}>
            <p className="mb-1 px-3 text-xs text-slate-500">{t(`sportsbook.menu.${group}`)}</p>
            <ul className="flex flex-col gap-0.5">
              {menu.data[group].map((entry) => (
                <MenuEntry key={entry.value} entry={entry} />
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </nav>
  );
}
