import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuthModal } from '../../lib/auth-modal-url';
import { useMe } from '../../lib/session/get-me';
import { useLocalizedPath } from '../../lib/use-locale';
import { useWheel } from '../../lib/wheel/get-wheel';
import { openWheel } from '../../lib/wheel/wheel-modal-store';
import { openWalletPanel } from '../../lib/wallet-panel/wallet-panel-store';
import { useWalletPanelPrefetch } from '../../lib/wallet-panel/wallet-panel-prefetch';
import { CasinoIcon, GiftIcon, MenuIcon, SportIcon, WalletIcon } from './icons';

const itemClass =
  'flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-[11px] font-medium';
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${itemClass} ${isActive ? 'text-amber-400' : 'text-slate-400 hover:text-white'}`;

function TabLink({
  to,
  end,
  icon,
  label,
}: {
  to: string;
  end?: boolean;
  icon: ReactNode;
  label: string;
}) {
  return (
    <NavLink to={to} end={end} className={linkClass}>
      {icon}
      <span>{label}</span>
    </NavLink>
  );
}

/** Phone navigation along the bottom edge (shell spec §2 "Mobile tab bar"). */
export function TabBar({ menuOpen, onOpenMenu }: { menuOpen: boolean; onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const signedIn = Boolean(useMe().data);
  const { open: openAuth } = useAuthModal();
  const walletPrefetch = useWalletPanelPrefetch<HTMLButtonElement>(signedIn);
  // "Bonuses or wheel" (shell spec §2): the wheel while there is a spin to take (a guest sees its
  // teaser), the bonuses once today's spin is used.
  const wheel = useWheel(signedIn);
  const showWheel = !signedIn || (wheel.data?.state ? !wheel.data.state.isSpinned : false);
  return (
    <nav
      data-testid="tab-bar"
      aria-label={t('layout.tab_bar.label')}
      className="fixed inset-x-0 bottom-0 z-30 flex border-t border-slate-800 bg-slate-950/95 pb-[var(--app-inset-bottom)] backdrop-blur md:hidden"
    >
      <button
        type="button"
        data-testid="tab-bar-wallet"
        {...walletPrefetch}
        onClick={() => (signedIn ? openWalletPanel('deposit') : openAuth('login'))}
        className={`${itemClass} text-slate-400 hover:text-white`}
      >
        <WalletIcon />
        <span>{t('layout.tab_bar.wallet')}</span>
      </button>
      <TabLink
        to={localized('/sportsbook')}
        icon={<SportIcon />}
        label={t('layout.tab_bar.sport')}
      />
      {showWheel ? (
        <button
          type="button"
          data-testid="tab-bar-wheel"
          onClick={openWheel}
          className={`${itemClass} text-amber-400 hover:text-amber-300`}
        >
          <GiftIcon />
          <span>{t('layout.tab_bar.wheel')}</span>
        </button>
      ) : (
        <TabLink
          to={localized('/bonuses')}
          icon={<GiftIcon />}
          label={t('layout.tab_bar.bonuses')}
        />
      )}
      <TabLink to={localized('/')} end icon={<CasinoIcon />} label={t('layout.tab_bar.casino')} />
      <button
        type="button"
        onClick={onOpenMenu}
        aria-expanded={menuOpen}
        className={`${itemClass} text-slate-400 hover:text-white`}
      >
        <MenuIcon />
        <span>{t('layout.tab_bar.menu')}</span>
      </button>
    </nav>
  );
}
