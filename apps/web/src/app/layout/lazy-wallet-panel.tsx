import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal';
import { loadSection } from '../../lib/i18n';
import { Skeleton } from '../../components/ui/skeleton';
import { lazyWithPreload } from '../../lib/prefetch/lazy-with-preload';
import { setWalletPanelLoader } from '../../lib/wallet-panel/wallet-panel-prefetch';
import { closeWalletPanel, useWalletPanel } from '../../lib/wallet-panel/wallet-panel-store';

const WalletPanel = lazyWithPreload(() =>
  Promise.all([
    import('../../features/wallet-panel/components/panel/wallet-panel'),
    // The deposit views say which bonus a deposit activates.
    loadSection('bonus-promo'),
    // The TON wallet option's strings (the messenger build's crypto deposit, withdraw auto-fill).
    loadSection('ton'),
  ]).then(([m]) => ({ default: m.WalletPanel })),
);
setWalletPanelLoader(WalletPanel.preload);

/** The panel's frame while its chunk arrives (rare: the buttons that open it fetch it ahead). */
function WalletPanelLoading() {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('wallet.title.wallet')}
      onClose={closeWalletPanel}
      testId="wallet-panel-loading"
    >
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-10 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    </Modal>
  );
}

/** The cashier panel, loaded the first time it opens (or earlier, on intent). */
export function LazyWalletPanel({ balance }: { balance: ReactNode }) {
  const open = useWalletPanel() !== null;
  if (!open) return null;
  return (
    <Suspense fallback={<WalletPanelLoading />}>
      <WalletPanel balance={balance} />
    </Suspense>
  );
}
