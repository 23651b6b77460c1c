import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Asks before leaving a game on wider screens (spec shell.md "Exit-confirmation modal"): while
 * `active`, a click on any link of the app that leads to another page is held back and `pending`
 * names where it went, for the modal's continue (go there) or cancel (stay). The app routes with a
 * plain BrowserRouter (no navigation blocker), so links are caught on their way down, before the
 * router's own handler. Closing or reloading the tab gets the browser's own leave prompt.
 */
export function useLeaveConfirmation(active: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      if (link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin) return;
      const here = new URL(window.location.href);
      if (to.pathname === here.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(`${to.pathname}${to.search}${to.hash}`);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);

  const confirm = useCallback(() => {
    if (pending === null) return;
    setPending(null);
    void navigate(pending);
  }, [navigate, pending]);
  const cancel = useCallback(() => setPending(null), []);

  return { pending, confirm, cancel };
}
