import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SupportChatHost } from './support-chat-host';
import { openSupportChat } from '../../lib/support-chat/support-chat-store';
import { AuthModalHost } from '../../features/auth/components/auth-modal-host';
import { WalletBalance } from '../../features/balance/components/wallet-balance';
import { BanPage } from '../../features/ban/components/ban-page';
import { isApiError } from '../../lib/api-error';
import { useBan } from '../../lib/ban-state';
import { botContext } from '../../lib/messenger/bot-context';
import { useInterfaceActionNavigation } from '../../lib/originals/interface-actions';
import { splitLocalePath } from '../../lib/locale';
import { useRealtimeConnection } from '../../lib/realtime/use-realtime-connection';
import { useMe } from '../../lib/session/get-me';
import { useClientSettings } from '../../lib/settings/get-client-settings';
import { closeWalletPanel } from '../../lib/wallet-panel/wallet-panel-store';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { DepositSuccessModal } from './deposit-success-modal';
import { DesktopSidebar } from './desktop-sidebar';
import { FullScreenLoader } from './full-screen-loader';
import { Header } from './header';
import { InternalErrorDialog } from './internal-error-dialog';
import { LazyBonusPromoHost } from './lazy-bonus-promo-host';
import { LazyPushPrompt } from './lazy-push-prompt';
import { LazyRealityCheck } from './lazy-reality-check';
import { LazyRegionDialog } from './lazy-region-dialog';
import { LazyOverlays } from './lazy-overlays';
import { LazyWalletPanel } from './lazy-wallet-panel';
import { MobileSidebar } from './mobile-sidebar';
import { PageSkeleton } from './page-skeleton';
import { RetentionModal } from './retention-modal';
import { RotateDeviceOverlay } from './rotate-device-overlay';
import { SHELL_CONTENT_CLASS, SHELL_MAIN_CLASS, SHELL_ROOT_CLASS } from './shell-frame';
import { SessionPrompt } from './session-prompt';
import { ScrollToTop } from './scroll-to-top';
import { TabBar } from './tab-bar';

const InvalidBotPage = lazy(() => import('../../features/messenger/components/invalid-bot-page'));

function isPolicyPage(pathname: string): boolean {
  const { rest } = splitLocalePath(pathname);
  return rest === '/policies' || rest.startsWith('/policies/');
}

/** Header, sidebar, tab bar and the app-wide overlays around every localized page. */
export function AppShell() {
  const me = useMe();
  const settings = useClientSettings();
  const ban = useBan();
  useRealtimeConnection();
  useInterfaceActionNavigation();
  // Signing out closes the cashier; it never reopens by itself for the next player.
  const signedIn = Boolean(me.data);
  useEffect(() => {
    if (!signedIn) closeWalletPanel();
  }, [signedIn]);
  const location = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  // The drawer belongs to the page it was opened on: another page closes it, while a change of the
  // query alone (a sign-in closing its `?auth=`, which can land just after the menu opened) keeps
  // it. Its links close it themselves, the current page's included.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  if (drawerOpenAt !== null && drawerOpenAt !== location.pathname) setDrawerOpenAt(null);
  const [connectionErrorDismissed, setConnectionErrorDismissed] = useState(false);

  // Opened through a bot with an unknown type (spec §5): nothing else is shown.
  if (botContext()?.invalid)
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <InvalidBotPage />
      </Suspense>
    );
  // Policy pages stay readable to a banned player: the ban page links to them.
  if (ban && !isPolicyPage(location.pathname))
    return (
      <>
        <BanPage ban={ban} />
        <SupportChatHost />
      </>
    );
  // Only the first check covers the app; a retry after a failure keeps the shell on screen.
  if (me.isPending && me.errorUpdateCount === 0) return <FullScreenLoader />;

  const drawerOpen = !isDesktop && drawerOpenAt === location.pathname;
  const connectionFailed =
    me.isError && isApiError(me.error) && me.error.isServerOrNetwork && !connectionErrorDismissed;
  const openSupport = () => {
    setDrawerOpenAt(null);
    openSupportChat();
  };

  return (
    <div className={SHELL_ROOT_CLASS}>
      <Header user={me.data ?? null} showLanguageSwitcher={isDesktop} />
      {isDesktop ? <DesktopSidebar onOpenSupport={openSupport} /> : null}
      {drawerOpen ? (
        <MobileSidebar onClose={() => setDrawerOpenAt(null)} onOpenSupport={openSupport} />
      ) : null}
      <main className={SHELL_MAIN_CLASS}>
        <div className={SHELL_CONTENT_CLASS}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <TabBar menuOpen={drawerOpen} onOpenMenu={() => setDrawerOpenAt(location.pathname)} />
      <ScrollToTop />
      <RotateDeviceOverlay />
      <AuthModalHost />
      <LazyBonusPromoHost />
      <LazyOverlays />
      {me.data ? <LazyWalletPanel balance={<WalletBalance />} /> : null}
      {me.data ? <DepositSuccessModal /> : null}
      {me.data ? <RetentionModal /> : null}
      <SupportChatHost />
      {me.data ? <SessionPrompt /> : null}
      {me.data ? <LazyPushPrompt /> : null}
      {me.data ? <LazyRealityCheck /> : null}
      {isPolicyPage(location.pathname) ? null : <LazyRegionDialog />}
      {connectionFailed ? (
        <InternalErrorDialog onClose={() => setConnectionErrorDismissed(true)} />
      ) : null}
      {/* The settings call is required too (shell spec §7): the overlay covers the shell until it
          answers, over it, so nothing under it loses its state when a player signs in. */}
      {settings.isLoading ? <FullScreenLoader /> : null}
    </div>
  );
}
