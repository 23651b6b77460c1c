import '../locale';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Drawer } from '../../../components/ui/drawer';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useFavorites } from '../api/get-favorites';
import { useEventChannels } from '../hooks/use-sportsbook-channels';
import { useSlip } from '../model/bet-slip-store';
import { BetSlip } from './bet-slip';
import { OddsFormatSelect } from './odds-format-select';
import { ListSkeleton } from './states';

/** The side panel needs room beside the sidebar and the lists: from Tailwind's lg up. */
const WIDE_QUERY = '(min-width: 1024px)';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold ${
    isActive ? 'bg-slate-800 text-white' : 'text-slate-400 hover:text-white'
  }`;

/** The phone's bet slip: a button above the tab bar that opens a drawer from the bottom. */
function SlipDrawer() {
  const { t } = useTranslation();
  const slip = useSlip();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const count = slip.selections.length;
  // A new pick opens the slip, as bookmakers' phone slips do (not picks from before this page).
  const seenOpens = useRef(slip.openCount);
  useEffect(() => {
    if (slip.openCount === seenOpens.current) return;
    seenOpens.current = slip.openCount;
    setOpen(true);
  }, [slip.openCount]);
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <>
      {count > 0 && !open ? (
        <button
          type="button"
          data-testid="slip-open"
          onClick={() => setOpen(true)}
          className="fixed right-3 bottom-20 z-30 flex min-h-12 items-center gap-2 rounded-full bg-amber-400 px-4 font-bold text-slate-950 shadow-lg md:bottom-6"
        >
          {t('sportsbook.slip.open')}
          <span className="rounded-full bg-slate-950 px-2 py-0.5 text-xs text-amber-300">
            {count}
          </span>
        </button>
      ) : null}
      {open ? (
        <Drawer
          side="bottom"
          label={t('sportsbook.slip.title')}
          onClose={() => setOpen(false)}
          testId="slip-drawer"
        >
          <div className="flex justify-end px-3 pt-2">
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label={t('sportsbook.slip.close')}
              className="flex h-10 w-10 items-center justify-center rounded-lg text-slate-400 hover:bg-slate-800 hover:text-white"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="px-3 pb-4">
            <BetSlip onNavigate={() => setOpen(false)} />
          </div>
        </Drawer>
      ) : null}
    </>
  );
}

/**
 * Every sportsbook page: the section tabs and the odds format above, the page, and the bet slip
 * (a side panel on wide screens, a drawer on phones).
 */
export function SportsbookLayout() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const wide = useMediaQuery(WIDE_QUERY);
  // The slip's picks are followed while any sportsbook page shows, open slip or not.
  const slip = useSlip();
  useEventChannels(slip.selections.map((selection) => selection.eventId));
  // Loads the stars' favourites once for every page; it reads nothing, so it never re-renders.
  useFavorites();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label={t('sportsbook.nav.label')} className="-mx-1 overflow-x-auto px-1">
          <ul className="flex gap-1">
            <li>
              <NavLink to={localized('/sportsbook')} end className={tabClass}>
                {t('sportsbook.nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={localized('/sportsbook/favorites')} className={tabClass}>
                {t('sportsbook.nav.favorites')}
              </NavLink>
            </li>
            <li>
              <NavLink to={localized('/sportsbook/my-bets')} className={tabClass}>
                {t('sportsbook.nav.my_bets')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <OddsFormatSelect />
      </div>
      <div className="flex items-start gap-5">
        <div className="min-w-0 flex-1">
          <Suspense fallback={<ListSkeleton rows={6} />}>
            <Outlet />
          </Suspense>
        </div>
        {wide ? (
          <aside
            aria-label={t('sportsbook.slip.title')}
            data-testid="slip-panel"
            className="sticky top-20 max-h-[calc(100dvh-6rem)] w-80 shrink-0 overflow-y-auto rounded-2xl border border-slate-800 bg-slate-900/60 p-3"
          >
            <BetSlip />
          </aside>
        ) : (
          <SlipDrawer />
        )}
      </div>
    </div>
  );
}
