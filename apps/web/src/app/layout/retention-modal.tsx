import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal';
import { closeRetention, useRetentionOpen } from '../../lib/retention/retention-store';
import { openWalletPanel } from '../../lib/wallet-panel/wallet-panel-store';

/**
 * Cashier spec §4 "Closing": the offer shown once per session to a player without deposits who
 * dismissed the wallet. Its main button reopens the wallet on the deposit tab.
 */
export function RetentionModal() {
  const { t } = useTranslation();
  const open = useRetentionOpen();
  if (!open) return null;
  return (
    <Modal title={t('wallet.retention.title')} onClose={closeRetention} testId="retention-modal">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-300">{t('wallet.retention.text')}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={closeRetention}
            data-testid="retention-later"
            className="rounded-xl border border-slate-700 px-4 py-2.5 text-sm font-semibold text-slate-100 hover:bg-slate-800"
          >
            {t('wallet.retention.later')}
          </button>
          <button
            type="button"
            data-autofocus
            onClick={() => {
              closeRetention();
              openWalletPanel('deposit');
            }}
            data-testid="retention-deposit"
            className="rounded-xl bg-emerald-500 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-emerald-400"
          >
            {t('wallet.retention.deposit')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
