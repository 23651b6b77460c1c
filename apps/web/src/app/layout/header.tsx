import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@wheelhouse/contracts/users';
import { HeaderBalance } from '../../features/balance/components/header-balance';
import { LanguageSwitcher } from '../../features/language/components/language-switcher';
import { useAuthModal } from '../../lib/auth-modal-url';
import { useAuthModalPrefetch } from '../../lib/auth-modal-prefetch';
import { useLocalizedPath } from '../../lib/use-locale';
import { openWalletPanel } from '../../lib/wallet-panel/wallet-panel-store';
import { useWalletPanelPrefetch } from '../../lib/wallet-panel/wallet-panel-prefetch';
import { HeaderAvatar } from './header-avatar';
import { PlusIcon } from './icons';
import { SHELL_BRAND_LINK_CLASS, ShellBrand } from './shell-brand';
import { SHELL_HEADER_BAR_CLASS } from './shell-frame';

interface HeaderProps {
  user: User | null;
  showLanguageSwitcher: boolean;
}

export function Header({ user, showLanguageSwitcher }: HeaderProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { open } = useAuthModal();
  const authPrefetch = useAuthModalPrefetch<HTMLDivElement>();
  const walletPrefetch = useWalletPanelPrefetch<HTMLButtonElement>(user !== null);

  return (
    <header className={SHELL_HEADER_BAR_CLASS}>
      <Link
        to={localized('/')}
        aria-label={t('layout.home_link')}
        className={SHELL_BRAND_LINK_CLASS}
      >
        <ShellBrand name={t('layout.brand')} compact={user !== null} />
      </Link>
      <div className="ml-auto flex items-center gap-2">
        {showLanguageSwitcher ? <LanguageSwitcher /> : null}
        {user ? (
          <>
            <HeaderBalance />
            <button
              type="button"
              data-testid="header-topup"
              {...walletPrefetch}
              onClick={() => openWalletPanel('deposit')}
              className="flex h-10 items-center gap-1 rounded-xl bg-emerald-500 px-2.5 text-sm font-semibold text-white hover:bg-emerald-400 sm:px-3"
            >
              <PlusIcon />
              <span className="sr-only sm:not-sr-only">{t('layout.header.topup')}</span>
            </button>
            <HeaderAvatar user={user} />
          </>
        ) : (
          <div className="flex items-center gap-2" {...authPrefetch}>
            <button
              type="button"
              data-testid="header-login"
              onClick={() => open('login')}
              className="rounded-xl border border-slate-700 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-800"
            >
              {t('layout.header.login')}
            </button>
            <button
              type="button"
              data-testid="header-register"
              onClick={() => open('register')}
              className="rounded-xl bg-amber-400 px-3 py-2 text-sm font-semibold text-slate-950 hover:bg-amber-300"
            >
              {t('layout.header.register')}
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
