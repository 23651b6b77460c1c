import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AUTH_PARAM, readAuthModal } from '../../lib/auth-modal-url';
import { useMe } from '../../lib/session/get-me';

/**
 * A guest on a protected page gets the sign-in modal over an empty page, on the same address, so
 * signing in reveals the page they asked for. (Closing the modal goes home: see AuthModalHost.)
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  const params = new URLSearchParams(location.search);

  // A failed session check is not a sign-out: the page shows its own error, retry and progress.
  if (me.data || me.isError || me.errorUpdateCount > 0) return children;
  if (me.isPending || readAuthModal(params)) return null;

  params.set(AUTH_PARAM, 'login');
  return <Navigate to={{ pathname: location.pathname, search: `?${params}` }} replace />;
}
