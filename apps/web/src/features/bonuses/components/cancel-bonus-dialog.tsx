import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/error-message';
import { useLocale } from '../../../lib/use-locale';
import { useCancelBonus } from '../api/cancel-bonus';
import { formatBonusAmount } from '../model/format';

/** Asks before cancelling: an active bonus's money is lost for good. */
export function CancelBonusDialog({ bonus, onClose }: { bonus: PlayerBonus; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelBonus();
  const active = bonus.activation?.state === 'active';
  const amount = formatBonusAmount(
    bonus.activation?.amount ?? '0',
    bonus.conditions.currency,
    locale,
  );
  return (
    <Modal
      title={t('bonuses.cancel.title', { title: bonus.title })}
      onClose={onClose}
      testId="bonus-cancel-dialog"
    >
      <p className="text-sm text-slate-200">
        {active ? t('bonuses.cancel.active_text', { amount }) : t('bonuses.cancel.pending_text')}
      </p>
      <div className="mt-5 grid grid-cols-1 gap-2 sm:grid-cols-2">
        <button
          type="button"
          data-autofocus=""
          onClick={onClose}
          className="rounded-xl bg-amber-400 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-amber-300"
        >
          {t('bonuses.cancel.keep')}
        </button>
        <button
          type="button"
          data-testid="bonus-cancel-confirm"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(bonus.id, {
              onSuccess: () => {
                toast.success(t('bonuses.cancel.done'));
                onClose();
              },
              onError: (error) =>
                toast.error(t('bonuses.cancel.failed'), { description: errorMessage(t, error) }),
            })
          }
          className="rounded-xl border border-rose-500/60 px-4 py-2.5 text-sm font-semibold text-rose-200 hover:bg-rose-500/10 disabled:opacity-60"
        >
          {cancel.isPending ? t('bonuses.cancel.cancelling') : t('bonuses.cancel.confirm')}
        </button>
      </div>
    </Modal>
  );
}
