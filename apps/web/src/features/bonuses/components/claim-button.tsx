import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { errorMessage } from '../../../lib/error-message';
import { useClaimBonus } from '../api/claim-bonus';

export function ClaimButton({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation();
  const claim = useClaimBonus();
  return (
    <button
      type="button"
      data-testid="bonus-claim"
      disabled={claim.isPending}
      onClick={() =>
        claim.mutate(bonus.id, {
          onSuccess: () => toast.success(t('bonuses.card.claimed')),
          onError: (error) =>
            toast.error(t('bonuses.card.claim_failed'), { description: errorMessage(t, error) }),
        })
      }
      className="rounded-xl bg-amber-400 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-60"
    >
      {claim.isPending ? t('bonuses.card.claiming') : t('bonuses.card.claim')}
    </button>
  );
}
