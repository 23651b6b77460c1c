import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { setAuthModalLoader } from '../../../lib/auth-modal-prefetch';
import { useAuthModal, type RouteHandle } from '../../../lib/auth-modal-url';
import { useRouteHandles } from '../../../lib/route-handles';
import { useMe } from '../../../lib/session/get-me';
import { useLocalizedPath } from '../../../lib/use-locale';
import { lazyWithPreload } from '../../../lib/prefetch/lazy-with-preload';

const SignInModal = lazyWithPreload(() =>
  import('./sign-in-modal').then((m) => ({ default: m.SignInModal })),
);
const RegisterModal = lazyWithPreload(() =>
  import('./register-modal').then((m) => ({ default: m.RegisterModal })),
);
setAuthModalLoader(() => Promise.all([SignInModal.preload(), RegisterModal.preload()]));

/** The modal's frame while its chunk arrives (rare: the buttons that open it fetch it ahead). */
function AuthModalLoading({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('Shared.loading')} onClose={onClose} testId="auth-modal-loading">
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-11 w-full rounded-xl" />
        <Skeleton className="h-11 w-full rounded-xl" />
        <Skeleton className="h-11 w-full rounded-xl" />
      </div>
    </Modal>
  );
}

/**
 * Shows the sign-in or register modal named by `?auth=`. Closing it on a protected page without
 * signing in leaves that page for home, since a guest may not stay there.
 */
export function AuthModalHost() {
  const { mode, open, close } = useAuthModal();
  const me = useMe();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const onProtectedPage = useRouteHandles<RouteHandle>().some((handle) => handle?.requiresAuth);

  // A signed-in player has nothing to sign in to; the modal also unmounts as a sign-in completes.
  if (!mode || me.data) return null;

  const dismiss = () => {
    if (onProtectedPage && !me.data) navigate(localized('/'), { replace: true });
    else close();
  };

  return (
    <Suspense fallback={<AuthModalLoading onClose={dismiss} />}>
      {mode === 'login' ? (
        <SignInModal
          onClose={dismiss}
          onSignedIn={close}
          onSwitchToRegister={() => open('register')}
        />
      ) : (
        <RegisterModal
          onClose={dismiss}
          onRegistered={close}
          onSwitchToSignIn={() => open('login')}
        />
      )}
    </Suspense>
  );
}
