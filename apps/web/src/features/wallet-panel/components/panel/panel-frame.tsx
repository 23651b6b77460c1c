import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from 'vaul';
import { CloseIcon } from '../../../../components/ui/close-icon';
import { Modal } from '../../../../components/ui/modal';
import { DESKTOP_QUERY, useMediaQuery } from '../../../../lib/use-media-query';

/**
 * How the player closed the panel: the close button or Escape ("button"), or a dismissal by
 * dragging the drawer down or clicking the overlay ("dismiss"), which may show the retention offer.
 */
export type PanelCloseReason = 'button' | 'dismiss';

interface PanelFrameProps {
  title: string;
  onClose: (how: PanelCloseReason) => void;
  /** False for the compact views (pending, wager, personal-data): no overlay click, no drag. */
  closesOnOverlayClick: boolean;
  onBack: (() => void) | null;
  /** False where the spec shows no close button (the fiat details' non-submit step). */
  showClose?: boolean;
  /** A blank title on screen (spec §2); the title still names the dialog for screen readers. */
  hideTitle?: boolean;
  children: ReactNode;
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onBack}
      data-testid="wallet-back"
      className="mb-3 inline-flex items-center gap-1 self-start rounded-lg px-1 py-0.5 text-sm text-slate-300 hover:bg-slate-800 hover:text-white"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" fill="none" aria-hidden="true">
        <path d="m15 6-6 6 6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {t('wallet.panel.back')}
    </button>
  );
}

/**
 * The panel's chrome: a vaul drawer on phones (drag down to close) and a modal from tablet up
 * (max height 720 px, 600 px wide: the shared Modal's own limits).
 */
export function PanelFrame({
  title,
  onClose,
  closesOnOverlayClick,
  onBack,
  showClose = true,
  hideTitle = false,
  children,
}: PanelFrameProps) {
  const { t } = useTranslation();
  const tabletUp = useMediaQuery(DESKTOP_QUERY);
  // vaul reports drag, overlay and Escape alike as "closed"; Escape is marked on its way through.
  const escaped = useRef(false);

  if (tabletUp) {
    return (
      <Modal
        title={hideTitle ? <span className="sr-only">{title}</span> : title}
        onClose={() => onClose('button')}
        onOverlayClick={() => onClose('dismiss')}
        testId="wallet-panel"
        closeOnOverlayClick={closesOnOverlayClick}
        showClose={showClose}
      >
        {onBack ? <BackButton onBack={onBack} /> : null}
        {children}
      </Modal>
    );
  }

  return (
    <Drawer.Root
      open
      onOpenChange={(open) => {
        if (open) return;
        onClose(escaped.current ? 'button' : 'dismiss');
        escaped.current = false;
      }}
      dismissible={closesOnOverlayClick}
    >
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Drawer.Content
          data-testid="wallet-panel"
          aria-describedby={undefined}
          onEscapeKeyDown={() => {
            escaped.current = true;
          }}
          // The full views keep one height while their content loads, so the sheet does not jump
          // up as methods and banners arrive; the compact views fit their content.
          className={`fixed inset-x-0 bottom-0 z-50 flex flex-col rounded-t-2xl border-t border-slate-800 bg-slate-900 pb-[env(safe-area-inset-bottom)] shadow-2xl outline-none ${
            closesOnOverlayClick ? 'h-[92dvh]' : 'max-h-[92dvh]'
          }`}
        >
          <div aria-hidden="true" className="mx-auto mt-2 h-1.5 w-10 rounded-full bg-slate-700" />
          <div className="flex items-start justify-between gap-4 px-4 pt-3 pb-2">
            <Drawer.Title className="text-lg font-semibold text-white">
              {hideTitle ? <span className="sr-only">{title}</span> : title}
            </Drawer.Title>
            {showClose ? (
              <button
                type="button"
                onClick={() => onClose('button')}
                aria-label={t('wallet.panel.close')}
                className="-m-1 rounded-lg p-1 text-slate-400 hover:bg-slate-800 hover:text-white"
              >
                <CloseIcon />
              </button>
            ) : null}
          </div>
          <div className="flex flex-col overflow-y-auto px-4 pb-4">
            {onBack ? <BackButton onBack={onBack} /> : null}
            {children}
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
