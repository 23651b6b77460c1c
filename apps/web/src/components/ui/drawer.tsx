import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogBehaviour } from './use-dialog-behaviour';

interface DrawerProps {
  label: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  side?: 'left' | 'right' | 'bottom';
}

const PANEL_PLACEMENT = {
  left: 'top-0 bottom-0 left-0 w-[min(20rem,86vw)] border-r',
  right: 'top-0 bottom-0 right-0 w-[min(20rem,86vw)] border-l',
  bottom:
    'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl border-t pb-[env(safe-area-inset-bottom)]',
} as const;

/** A panel sliding in from an edge over a dimmed page; mount it only while it is open. */
export function Drawer({ label, onClose, children, testId, side = 'left' }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogBehaviour(panelRef, onClose);

  return createPortal(
    <div className="fixed inset-0 z-40">
      <div
        className="absolute inset-0 bg-black/70"
        aria-hidden="true"
        data-testid={testId ? `${testId}-overlay` : undefined}
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        data-testid={testId}
        className={`absolute flex flex-col overflow-y-auto border-slate-800 bg-slate-900 shadow-2xl ${PANEL_PLACEMENT[side]}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
