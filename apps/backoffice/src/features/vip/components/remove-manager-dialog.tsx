import type { VipManager } from '@wheelhouse/contracts/vip';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/error-message';
import { useRemoveVipManager } from '../api/vip';

/** Asks before a manager goes: their players are left without one until staff assign another. */
export function RemoveManagerDialog({
  manager,
  onClose,
}: {
  manager: VipManager;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveVipManager();
  return (
    <Dialog
      title={t('vip.remove_title', { name: manager.name })}
      onClose={onClose}
      testId="vip-remove-manager"
    >
      <p className="text-sm text-slate-300">
        {manager.players > 0
          ? t('vip.remove_players', { count: manager.players })
          : t('vip.remove_no_players')}
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          type="button"
          busy={remove.isPending}
          onClick={() =>
            remove.mutate(manager.id, {
              onSuccess: () => {
                toast.success(t('vip.removed'));
                onClose();
              },
              onError: (error) => toast.error(errorMessage(t, error)),
            })
          }
        >
          {t('vip.remove')}
        </Button>
      </div>
    </Dialog>
  );
}
