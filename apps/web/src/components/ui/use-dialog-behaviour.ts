import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open dialogs, innermost last: only the innermost one answers Escape and keeps focus. */
const openStack: object[] = [];
/**
 * The page's overflow before the first dialog opened, put back when the last one closes. Kept
 * here, not per dialog: nested dialogs that unmount together close the outer one first, and the
 * inner one must not then restore the `hidden` it found.
 */
let pageOverflow = '';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * What every modal surface needs: focus moves in and stays in (Tab cycles), Escape closes, the page
 * behind does not scroll, and focus returns to whatever opened the dialog.
 */
export function useDialogBehaviour(
  containerRef: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const token = {};
    if (openStack.length === 0) pageOverflow = document.body.style.overflow;
    openStack.push(token);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const isTop = () => openStack[openStack.length - 1] === token;

    const autofocus = container.querySelector<HTMLElement>('[data-autofocus]');
    (autofocus ?? focusableIn(container)[0] ?? container).focus();

    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (!isTop() || !container) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openStack.splice(openStack.indexOf(token), 1);
      if (openStack.length === 0) document.body.style.overflow = pageOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [containerRef]);
}
