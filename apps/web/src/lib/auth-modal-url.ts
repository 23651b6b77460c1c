import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The sign-in and register modals are opened by `?auth=login|register`, so that any page (and a
 * shared link) can open them, and closing one keeps the page the player was on.
 */
export const AUTH_PARAM = 'auth';
export type AuthModalMode = 'login' | 'register';

export function readAuthModal(params: URLSearchParams): AuthModalMode | null {
  const value = params.get(AUTH_PARAM);
  return value === 'login' || value === 'register' ? value : null;
}

export function useAuthModal(): {
  mode: AuthModalMode | null;
  open: (mode: AuthModalMode) => void;
  close: () => void;
} {
  const [params, setParams] = useSearchParams();
  const open = useCallback(
    (mode: AuthModalMode) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(AUTH_PARAM, mode);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(AUTH_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { mode: readAuthModal(params), open, close };
}

/** Route handle flag for pages a guest may not see (shell spec §2: protected pages). */
export interface RouteHandle {
  requiresAuth?: boolean;
}
