import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './close-icon';
import { useDialogBehaviour } from './use-dialog-behaviour';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** Compact modals (spec §9) must not close on an overlay click. */
  closeOnOverlayClick?: boolean;
  /** Called instead of onClose for an overlay click, for callers that tell it from the close button. */
  onOverlayClick?: () => void;
  /** False hides the close button (a step the user leaves by its own buttons). */
  showClose?: boolean;
}

/** A centred dialog (a bottom sheet on phones); mount it only while it is open. */
export function Modal({
  title,
  onClose,
  children,
  testId,
  closeOnOverlayClick = true,
  onOverlayClick = onClose,
  showClose = true,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogBehaviour(panelRef, onClose);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div
        className="absolute inset-0 bg-black/70 backdrop-blur-sm"
        aria-hidden="true"
        onClick={closeOnOverlayClick ? onOverlayClick : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className="relative flex max-h-[min(720px,100dvh)] w-full flex-col overflow-y-auto rounded-t-2xl border border-slate-800 bg-slate-900 p-5 shadow-2xl sm:max-w-[600px] sm:rounded-2xl sm:p-6"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold text-white">
            {title}
          </h2>
          {showClose ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('ui.close')}
              className="-m-1 rounded-lg p-1 text-slate-400 hover:bg-slate-800 hover:text-white"
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
