import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useIntentPrefetch } from '../../../lib/prefetch/intent';
import { lazyWithPreload } from '../../../lib/prefetch/lazy-with-preload';

const GameSearchModal = lazyWithPreload(() =>
  import('./game-search-modal').then((m) => ({ default: m.GameSearchModal })),
);

/** The modal's frame while its chunk arrives (rare: hover and focus fetch it ahead). */
function SearchModalLoading({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('games.search.title')} onClose={onClose} testId="game-search-modal-loading">
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-11 w-full rounded-xl" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    </Modal>
  );
}

/** A button that opens the game search modal; the caller styles it and gives its contents. */
export function GameSearchButton({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const intent = useIntentPrefetch(GameSearchModal.preload);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        data-testid="game-search-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...intent}
        className={className}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={<SearchModalLoading onClose={close} />}>
          <GameSearchModal onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
