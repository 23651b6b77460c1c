import { useMatches, useNavigate } from 'react-router';
import { useAuthModal, type RouteHandle } from '../../../lib/auth-modal-url';
import { useMe } from '../../../lib/session/get-me';
import { useLocalizedPath } from '../../../lib/use-locale';
import { RegisterModal } from './register-modal';
import { SignInModal } from './sign-in-modal';

/**
 * Shows the sign-in or register modal named by `?auth=`. Closing it on a protected page without
 * signing in leaves that page for home, since a guest may not stay there.
 */
export function AuthModalHost() {
  const { mode, open, close } = useAuthModal();
  const me = useMe();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const onProtectedPage = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.requiresAuth,
  );

  // A signed-in player has nothing to sign in to; the modal also unmounts as a sign-in completes.
  if (!mode || me.data) return null;

  const dismiss = () => {
    if (onProtectedPage && !me.data) navigate(localized('/'), { replace: true });
    else close();
  };

  return mode === 'login' ? (
    <SignInModal onClose={dismiss} onSignedIn={close} onSwitchToRegister={() => open('register')} />
  ) : (
    <RegisterModal onClose={dismiss} onRegistered={close} onSwitchToSignIn={() => open('login')} />
  );
}
