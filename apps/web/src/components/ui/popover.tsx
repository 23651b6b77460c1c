import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useDismiss } from './use-dismiss';

interface PopoverProps {
  label: string;
  /** The control that opened the popover; it keeps toggling it and gets focus back on Escape. */
  openerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/**
 * A panel hanging under its opener, right-aligned, without dimming the page; render it inside a
 * `relative` wrapper around the opener and mount it only while it is open. Focus moves into it.
 */
export function Popover({ label, openerRef, onClose, children, testId }: PopoverProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useDismiss(panelRef, openerRef, onClose);

  useEffect(() => {
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus], button, a[href], input');
    (first ?? panel)?.focus();
  }, []);

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-label={label}
      tabIndex={-1}
      data-testid={testId}
      className="absolute top-full right-0 z-40 mt-2 max-h-[calc(100dvh-5rem)] w-80 overflow-y-auto rounded-2xl border border-slate-700 bg-slate-900 shadow-2xl outline-none"
    >
      {children}
    </div>
  );
}
