import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes a non-modal surface (popover, menu) the way people expect: Escape closes it and puts
 * focus back on its opener; a click or a focus move anywhere outside the surface and its opener
 * closes it too. The opener is excluded so that its own click can toggle the surface.
 */
export function useDismiss(
  surfaceRef: RefObject<HTMLElement | null>,
  openerRef: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const isInside = (target: EventTarget | null) =>
      target instanceof Node &&
      (surfaceRef.current?.contains(target) || openerRef.current?.contains(target));

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onCloseRef.current();
      openerRef.current?.focus();
    }
    function onOutside(event: Event) {
      if (!isInside(event.target)) onCloseRef.current();
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [surfaceRef, openerRef]);
}
