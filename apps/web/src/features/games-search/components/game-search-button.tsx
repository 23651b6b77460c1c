import { useState, type ReactNode } from 'react';
import { GameSearchModal } from './game-search-modal';

/** A button that opens the game search modal; the caller styles it and gives its contents. */
export function GameSearchButton({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid="game-search-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={className}
      >
        {children}
      </button>
      {open ? <GameSearchModal onClose={() => setOpen(false)} /> : null}
    </>
  );
}
