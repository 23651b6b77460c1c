import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Loading } from '../../components/ui/states';
import { useStaffLogout } from '../../features/auth/api/logout';
import { useQueueCounts } from '../../features/queues/api/queue-counts';
import { QueueBadge } from '../../features/queues/components/queue-badge';
import { applyLocale, BACKOFFICE_LOCALES, type BackofficeLocale } from '../../lib/i18n';
import { hasRole } from '../../lib/roles';
import { useStaff } from '../../lib/staff';
import { SECTIONS, type Section } from '../sections';

const GROUPS: Section['group'][] = [
  'overview',
  'players',
  'payments',
  'sportsbook',
  'content',
  'system',
];

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const allowed = SECTIONS.filter((section) => hasRole(staff.roles, section.roles));
  const counts = useQueueCounts(allowed.some((section) => section.queue));
  return (
    <nav aria-label={t('nav.label')} data-testid="navigation" className="flex flex-col gap-4">
      <NavLink
        to="/"
        end
        onClick={onNavigate}
        className={({ isActive }) =>
          `rounded-md px-3 py-2 text-sm ${isActive ? 'bg-slate-800 text-amber-300' : 'text-slate-300 hover:bg-slate-800/60'}`
        }
      >
        {t('nav.home')}
      </NavLink>
      {GROUPS.map((group) => {
        const items = allowed.filter((section) => section.group === group);
        if (items.length === 0) return null;
        return (
          <div key={group} className="flex flex-col gap-1">
            <h2 className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t(`nav.groups.${group}`)}
            </h2>
            {items.map((section) => (
              <NavLink
                key={section.path}
                to={`/${section.path}`}
                onClick={onNavigate}
                data-testid={`nav-${section.path.replace('/', '-')}`}
                className={({ isActive }) =>
                  `flex items-center gap-2 rounded-md px-3 py-2 text-sm ${isActive ? 'bg-slate-800 text-amber-300' : 'text-slate-300 hover:bg-slate-800/60'}`
                }
              >
                <span>{t(`nav.${section.label}`)}</span>
                {section.queue && (
                  <QueueBadge
                    count={counts?.[section.queue]}
                    testId={`queue-${section.path.replace('/', '-')}`}
                  />
                )}
              </NavLink>
            ))}
          </div>
        );
      })}
    </nav>
  );
}

function StaffMenu() {
  const { t, i18n } = useTranslation();
  const staff = useStaff();
  const logout = useStaffLogout();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="max-w-[60vw] truncate text-slate-300 sm:max-w-xs" data-testid="staff-email">
        {staff.email}
      </span>
      <span className="text-xs text-slate-500">
        {staff.roles.map((role) => t(`roles.${role}`)).join(', ')}
      </span>
      <NavLink
        to="/account/security"
        data-testid="account-link"
        className={({ isActive }) =>
          `rounded-md px-2 py-1 hover:bg-slate-800 ${isActive ? 'text-amber-300' : 'text-slate-300'}`
        }
      >
        {t('account.link')}
      </NavLink>
      <label className="sr-only" htmlFor="bo-language">
        {t('common.language')}
      </label>
      <select
        id="bo-language"
        value={i18n.language}
        onChange={(event) => applyLocale(event.target.value as BackofficeLocale, true)}
        className="rounded-md border border-slate-700 bg-slate-950 px-2 py-1"
      >
        {BACKOFFICE_LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {locale.toUpperCase()}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => logout.mutate()}
        className="rounded-md px-2 py-1 text-slate-300 hover:bg-slate-800"
        data-testid="sign-out"
      >
        {t('auth.sign_out')}
      </button>
    </div>
  );
}

/**
 * The signed-in frame: a sidebar at desktop widths, a menu button that opens the same navigation
 * below 1024 px. Pages load lazily inside it.
 */
export function Shell() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-slate-800 focus:p-2"
      >
        {t('nav.skip')}
      </a>
      <aside className="hidden border-r border-slate-800 bg-slate-900 p-4 lg:block">
        <p className="mb-6 px-3 font-semibold text-amber-300">{t('common.product')}</p>
        <Navigation />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-800 px-4 py-3">
          <button
            type="button"
            className="rounded-md border border-slate-700 px-3 py-1.5 text-sm lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-navigation"
            onClick={() => setMenuOpen((open) => !open)}
            data-testid="menu-toggle"
          >
            {t('nav.menu')}
          </button>
          <StaffMenu />
        </header>
        {menuOpen && (
          <div
            id="mobile-navigation"
            className="border-b border-slate-800 bg-slate-900 p-4 lg:hidden"
          >
            <Navigation onNavigate={() => setMenuOpen(false)} />
          </div>
        )}
        <main id="main" className="min-w-0 flex-1 p-4 lg:p-6">
          <Suspense key={location.pathname} fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
