import { Suspense, useState, type ReactNode } from 'react';
import { POLICY_SLUGS } from '@wheelhouse/contracts/plain/policies';
import { PartnersModal } from '../../components/partners-modal';
import { useSupportChatState } from '../../lib/support-chat/support-chat-store';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { GameSearchButton } from '../../features/games-search/components/game-search-button';
import { LanguageSwitcher } from '../../features/language/components/language-switcher';
import { useGameCategories } from '../../lib/games/get-game-categories';
import { splitLocalePath } from '../../lib/locale';
import { siteConfig, type SocialNetwork } from '../../lib/site-config';
import { useMe } from '../../lib/session/get-me';
import { useLocalizedPath } from '../../lib/use-locale';
import { Skeleton } from '../../components/ui/skeleton';
import { SidebarTournaments, SportsMenu } from '../lazy-pages';
import { openVipDrawer } from '../../lib/vip/vip-drawer-store';
import { openWheel } from '../../lib/wheel/wheel-modal-store';
import {
  CasinoIcon,
  GiftIcon,
  HeartIcon,
  HomeIcon,
  InstagramIcon,
  SearchIcon,
  SupportIcon,
  TelegramIcon,
  XIcon,
} from './icons';

const SOCIAL_ICONS: Record<SocialNetwork, () => ReactNode> = {
  telegram: TelegramIcon,
  x: XIcon,
  instagram: InstagramIcon,
};

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `flex-1 rounded-lg px-3 py-2 text-center text-sm font-semibold ${
    isActive ? 'bg-amber-400 text-slate-950' : 'text-slate-300 hover:text-white'
  }`;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium ${
    isActive ? 'bg-slate-800 text-white' : 'text-slate-300 hover:bg-slate-800/60 hover:text-white'
  }`;

interface SidebarNavProps {
  onOpenSupport: () => void;
  showLanguageSwitcher: boolean;
}

/** Sidebar contents (shell spec §2), shared by the desktop column and the phone drawer. */
export function SidebarNav({ onOpenSupport, showLanguageSwitcher }: SidebarNavProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { rest } = splitLocalePath(useLocation().pathname);
  const onSportTab = rest === '/sportsbook' || rest.startsWith('/sportsbook/');
  const categories = useGameCategories();
  const { unread } = useSupportChatState();
  const [partnersOpen, setPartnersOpen] = useState(false);
  const signedIn = Boolean(useMe().data);

  return (
    <div className="flex flex-1 flex-col gap-4 p-3">
      <div className="flex gap-1 rounded-xl bg-slate-950 p-1">
        <NavLink to={localized('/')} end className={() => tabClass({ isActive: !onSportTab })}>
          {t('layout.sidebar.casino')}
        </NavLink>
        <NavLink
          to={localized('/sportsbook')}
          onPointerEnter={() => void SportsMenu.preload()}
          onFocus={() => void SportsMenu.preload()}
          className={() => tabClass({ isActive: onSportTab })}
        >
          {t('layout.sidebar.sport')}
        </NavLink>
      </div>

      {onSportTab ? null : (
        <GameSearchButton className="flex items-center gap-3 rounded-xl border border-slate-800 px-3 py-2.5 text-sm text-slate-300 hover:border-slate-600 hover:text-white">
          <SearchIcon />
          <span>{t('layout.sidebar.search')}</span>
        </GameSearchButton>
      )}

      <nav aria-label={t('layout.sidebar.sections')}>
        <ul className="flex flex-col gap-1">
          <li>
            <NavLink to={localized('/')} end className={linkClass}>
              <HomeIcon />
              {t('layout.sidebar.main')}
            </NavLink>
          </li>
          <li>
            <NavLink to={localized('/games/favorites')} className={linkClass}>
              <HeartIcon />
              {t('layout.sidebar.favorites')}
            </NavLink>
          </li>
          <li>
            <NavLink to={localized('/bonuses')} className={linkClass}>
              <GiftIcon />
              {t('layout.sidebar.bonuses')}
            </NavLink>
          </li>
          <li>
            <button
              type="button"
              data-testid="sidebar-wheel"
              onClick={openWheel}
              className={`w-full ${linkClass({ isActive: false })}`}
            >
              <GiftIcon />
              {t('layout.sidebar.wheel')}
            </button>
          </li>
          {signedIn ? (
            <li>
              <button
                type="button"
                data-testid="sidebar-vip"
                onClick={openVipDrawer}
                className={`w-full ${linkClass({ isActive: false })}`}
              >
                <HeartIcon />
                {t('layout.sidebar.vip')}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>

      <Suspense fallback={<Skeleton className="h-40" />}>
        <SidebarTournaments linkClass={linkClass} />
      </Suspense>

      {onSportTab ? (
        // The sports menu is a chunk of its own: the casino's first load never carries it.
        <Suspense fallback={null}>
          <SportsMenu />
        </Suspense>
      ) : categories.data && categories.data.items.length > 0 ? (
        <nav aria-label={t('layout.sidebar.categories')}>
          <p className="mb-1 px-3 text-xs text-slate-500">{t('layout.sidebar.categories')}</p>
          <ul className="flex flex-col gap-1">
            {categories.data.items.map((category) => (
              <li key={category.value}>
                <NavLink
                  to={localized(`/categories/${category.value}/games`)}
                  className={linkClass}
                >
                  <CasinoIcon />
                  {category.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="mt-auto flex flex-col gap-4 border-t border-slate-800 pt-4">
        <button
          type="button"
          onClick={onOpenSupport}
          className="flex items-center gap-3 rounded-xl bg-slate-800 px-3 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
        >
          <SupportIcon />
          {t('layout.sidebar.support')}
          {unread > 0 ? (
            <span
              data-testid="support-unread"
              className="ml-auto rounded-full bg-rose-500 px-2 text-xs font-bold text-white"
            >
              {unread}
            </span>
          ) : null}
        </button>
        <button
          type="button"
          onClick={() => setPartnersOpen(true)}
          className="rounded-xl px-3 py-2 text-left text-sm text-slate-300 hover:bg-slate-800/60 hover:text-white"
        >
          {t('layout.sidebar.partners')}
        </button>
        <nav aria-label={t('layout.sidebar.policies')}>
          <p className="mb-1 px-1 text-xs text-slate-500">{t('layout.sidebar.policies')}</p>
          <ul className="flex flex-wrap gap-x-3 gap-y-1 px-1 text-xs">
            {POLICY_SLUGS.map((slug) => (
              <li key={slug}>
                <NavLink
                  to={localized(`/policies/${slug}`)}
                  className="text-slate-400 underline-offset-2 hover:text-white hover:underline"
                >
                  {t(`layout.policy_links.${slug}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {partnersOpen ? <PartnersModal onClose={() => setPartnersOpen(false)} /> : null}
        <div>
          <p className="mb-2 px-1 text-xs text-slate-500">{t('layout.sidebar.social')}</p>
          <ul className="flex gap-2">
            {siteConfig.social.map(({ id, url }) => {
              const SocialIcon = SOCIAL_ICONS[id];
              return (
                <li key={id}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`layout.sidebar.${id}`)}
                    className="flex h-10 w-10 items-center justify-center rounded-xl bg-slate-800 text-slate-300 hover:bg-slate-700 hover:text-white"
                  >
                    <SocialIcon />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        {showLanguageSwitcher ? <LanguageSwitcher placement="up" /> : null}
      </div>
    </div>
  );
}
