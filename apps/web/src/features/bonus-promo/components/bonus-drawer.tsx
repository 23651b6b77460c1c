import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Drawer } from 'vaul';
import { CloseIcon } from '../../../components/ui/close-icon';
import { SupportCard } from '../../../components/support-card';
import { useAuthModal } from '../../../lib/auth-modal-url';
import { useBonusModalState } from '../../../lib/bonuses/get-bonus-modal-state';
import {
  closeBonusDrawer,
  type BonusDrawerReason,
} from '../../../lib/bonus-drawer/bonus-drawer-store';
import { useMe } from '../../../lib/session/get-me';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useLocalizedPath } from '../../../lib/use-locale';
import { openWalletPanel } from '../../../lib/wallet-panel/wallet-panel-store';
import { useDrawerState } from '../api/get-drawer-state';
import { useMarkDrawerShown } from '../api/mark-drawer-shown';
import { useMarkModalShown } from '../api/mark-modal-shown';
import { DrawerGreeting } from './drawer-greeting';
import { BonusFaq, BonusVideo, CryptoGuide } from './drawer-guides';

/** Below 4 deposits the welcome variant, from 4 the everyday variant (shell spec §4). */
function useVariant(signedIn: boolean): 'welcome' | 'everyday' | null {
  const modal = useBonusModalState();
  if (!signedIn) return 'welcome';
  if (modal.data) return modal.data.variant;
  return modal.isError ? 'welcome' : null;
}

function DrawerActions({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const auth = useAuthModal();
  const button =
    'inline-flex min-h-11 flex-1 items-center justify-center rounded-xl px-4 py-2.5 text-sm font-semibold';
  if (!signedIn)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-300">{t('bonus-promo.drawer.guest_text')}</p>
        <button
          type="button"
          onClick={() => {
            closeBonusDrawer();
            auth.open('register');
          }}
          className={`${button} bg-amber-400 text-slate-950 hover:bg-amber-300`}
        >
          {t('bonus-promo.drawer.sign_up')}
        </button>
      </div>
    );
  return (
    <div className="flex gap-2">
      <Link
        to={to('/bonuses')}
        onClick={closeBonusDrawer}
        className={`${button} border border-slate-700 text-slate-100 hover:bg-slate-800`}
      >
        {t('bonus-promo.drawer.to_bonuses')}
      </Link>
      <button
        type="button"
        data-testid="bonus-drawer-deposit"
        onClick={() => {
          closeBonusDrawer();
          openWalletPanel('deposit');
        }}
        className={`${button} bg-amber-400 text-slate-950 hover:bg-amber-300`}
      >
        {t('bonus-promo.drawer.deposit')}
      </button>
    </div>
  );
}

/** Records on the server that the player saw the drawer (and the bonus modal), once per open. */
function useMarkShown(signedIn: boolean, visible: boolean) {
  const drawerShown = useMarkDrawerShown();
  const modalShown = useMarkModalShown();
  const marked = useRef(false);
  const markDrawer = drawerShown.mutate;
  const markModal = modalShown.mutate;
  useEffect(() => {
    if (!signedIn || !visible || marked.current) return;
    marked.current = true;
    markDrawer();
    markModal();
  }, [signedIn, visible, markDrawer, markModal]);
}

/**
 * The welcome/everyday bonus drawer (shell spec §1, §2): the greeting-bonus accordion, the crypto
 * guide, FAQ, the video when there is one, and support. After sign-up it opens only while the
 * server says the player has not seen it.
 */
export function BonusDrawer({ reason }: { reason: BonusDrawerReason }) {
  const { t } = useTranslation();
  const me = useMe();
  const signedIn = Boolean(me.data);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const state = useDrawerState(signedIn && reason === 'sign-up');
  const variant = useVariant(signedIn);
  // After sign-up the server's status decides once; marking the drawer shown must not close it.
  const [greets, setGreets] = useState<boolean | null>(reason === 'sign-up' ? null : true);
  const seenBefore = state.data?.isShown;
  useEffect(() => {
    if (greets !== null) return;
    if (seenBefore === false) setGreets(true);
    else if (seenBefore === true || state.isError) closeBonusDrawer();
  }, [greets, seenBefore, state.isError]);
  const visible = greets === true && variant !== null;
  useMarkShown(signedIn, visible);
  if (!visible) return null;

  const title =
    variant === 'everyday'
      ? t('bonus-promo.drawer.title_everyday')
      : t('bonus-promo.drawer.title_welcome');
  return (
    <Drawer.Root
      open
      direction={desktop ? 'right' : 'bottom'}
      onOpenChange={(open) => {
        if (!open) closeBonusDrawer();
      }}
    >
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Drawer.Content
          data-testid="bonus-drawer"
          data-variant={variant}
          aria-describedby={undefined}
          className={`fixed z-50 flex flex-col border-slate-800 bg-slate-900 shadow-2xl outline-none ${
            desktop
              ? 'inset-y-0 right-0 w-[28rem] max-w-[92vw] border-l'
              : 'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl border-t pb-[env(safe-area-inset-bottom)]'
          }`}
        >
          {desktop ? null : (
            <div aria-hidden="true" className="mx-auto mt-2 h-1.5 w-10 rounded-full bg-slate-700" />
          )}
          <div className="flex items-start justify-between gap-4 px-4 pt-4 pb-2">
            <div>
              <Drawer.Title className="text-lg font-semibold text-white">{title}</Drawer.Title>
              <p className="text-sm text-slate-400">
                {variant === 'everyday'
                  ? t('bonus-promo.drawer.subtitle_everyday')
                  : t('bonus-promo.drawer.subtitle_welcome')}
              </p>
            </div>
            <button
              type="button"
              data-testid="bonus-drawer-close"
              onClick={closeBonusDrawer}
              aria-label={t('bonus-promo.drawer.close')}
              className="-m-1 rounded-lg p-1 text-slate-400 hover:bg-slate-800 hover:text-white"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="flex flex-col gap-6 overflow-y-auto px-4 pb-6">
            <section className="flex flex-col gap-3">
              <h3 className="text-base font-semibold text-white">
                {t('bonus-promo.drawer.greeting_title')}
              </h3>
              {signedIn ? <DrawerGreeting variant={variant} /> : null}
              <DrawerActions signedIn={signedIn} />
            </section>
            <CryptoGuide variant={variant} />
            <BonusFaq />
            <BonusVideo />
            <SupportCard />
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
