import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CloseIcon } from '../../../components/ui/close-icon';
import { useLocalizedPath } from '../../../lib/use-locale';
import { ExitConfirmation } from './exit-confirmation';

/**
 * A provider game on a phone takes the whole screen (spec shell.md: full screen on phones): a
 * slim bar with the title, `toolbar` and an exit button over the frame. Leaving asks first (the
 * exit-confirmation modal), so a stray tap does not drop the player out of a round.
 */
export function PhoneFullScreen({
  title,
  toolbar,
  children,
}: {
  title: string;
  toolbar: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [confirming, setConfirming] = useState(false);

  // The page under the game must not scroll while the game covers it.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const leave = () => {
    setConfirming(false);
    // Back to where the player came from; a game opened by a link goes to the lobby.
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate(localized('/'));
  };

  return createPortal(
    <div
      data-testid="game-full-screen"
      className="fixed inset-0 z-40 flex flex-col bg-slate-950 pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !confirming) setConfirming(true);
      }}
    >
      <div className="flex h-12 shrink-0 items-center gap-2 px-3">
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-white">{title}</p>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          aria-label={t('games.page.exit.button')}
          data-testid="game-exit"
          className="rounded-lg p-2 text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="flex min-h-9 shrink-0 items-center justify-between gap-2 border-b border-slate-800 px-3 pb-2">
        {toolbar}
      </div>
      <div className="relative min-h-0 flex-1">{children}</div>
      {confirming ? (
        <ExitConfirmation onContinue={leave} onCancel={() => setConfirming(false)} />
      ) : null}
    </div>,
    document.body,
  );
}
