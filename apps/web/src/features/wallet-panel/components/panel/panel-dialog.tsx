import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDialogBehaviour } from '../../../../components/ui/use-dialog-behaviour';

/**
 * A dialog over the panel's content (the withdrawal confirm and bonus-burn dialogs). It lives
 * inside the panel, not in a portal of its own: the phone drawer keeps focus and pointer events
 * inside itself. Escape closes this dialog only, never the panel under it.
 */
export function PanelDialog({
  title,
  onClose,
  testId,
  children,
}: {
  title: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useDialogBehaviour(ref, onClose);

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    // Capture on window runs before the drawer's own Escape handler (capture on document).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);

  return (
    <div className="fixed inset-0 z-[60] flex items-end justify-center bg-slate-950/80 p-3 sm:items-center">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className="flex max-h-full w-full max-w-md flex-col gap-4 overflow-y-auto rounded-2xl border border-slate-700 bg-slate-900 p-4 shadow-2xl outline-none"
      >
        <h3 id={titleId} className="text-base font-semibold text-white">
          {title}
        </h3>
        {children}
      </div>
    </div>
  );
}
