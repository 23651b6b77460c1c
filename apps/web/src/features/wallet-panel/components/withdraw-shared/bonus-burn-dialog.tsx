import { useTranslation } from 'react-i18next';
import { PanelDialog } from '../panel/panel-dialog';

/** Spec §4 step 4: withdrawing now forfeits the active bonuses; play them or withdraw anyway. */
export function BonusBurnDialog({
  activeBonuses,
  busy,
  onPlay,
  onWithdrawAnyway,
  onClose,
}: {
  activeBonuses: number;
  busy: boolean;
  onPlay: () => void;
  onWithdrawAnyway: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PanelDialog
      title={t('wallet.bonus_burn.title')}
      onClose={onClose}
      testId="withdraw-bonus-burn"
    >
      <p className="text-sm text-slate-200">
        {t('wallet.bonus_burn.message', { count: activeBonuses })}
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <button
          type="button"
          data-autofocus=""
          data-testid="bonus-burn-play"
          onClick={onPlay}
          className="rounded-xl bg-amber-400 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-300"
        >
          {t('wallet.bonus_burn.play')}
        </button>
        <button
          type="button"
          data-testid="bonus-burn-withdraw"
          onClick={onWithdrawAnyway}
          disabled={busy}
          className="rounded-xl border border-rose-500/60 px-4 py-2.5 text-sm font-semibold text-rose-200 hover:bg-rose-500/10 disabled:opacity-60"
        >
          {t('wallet.bonus_burn.withdraw_anyway')}
        </button>
      </div>
    </PanelDialog>
  );
}
