import {
  ZAdminFiatSellDeclineRequest,
  type AdminFiatSell,
} from '@wheelhouse/contracts/admin-fiat-sell';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useCompleteSell } from '../api/complete-sell';
import { useDeclineSell } from '../api/decline-sell';

/** A sell the desk may still pay or decline. */
export function isSellOpen(sell: AdminFiatSell): boolean {
  return sell.status === 'pending' || sell.status === 'processing';
}

function DeclineDialog({ sell, onClose }: { sell: AdminFiatSell; onClose: () => void }) {
  const { t } = useTranslation();
  const decline = useDeclineSell(sell.id);
  return (
    <ReasonDialog
      title={t('fiat.sell_decline_title')}
      label={t('fiat.reason_for_player')}
      submitLabel={t('fiat.decline')}
      schema={ZAdminFiatSellDeclineRequest}
      onSubmit={async (body) => {
        await decline.mutateAsync(body);
        toast.success(t('fiat.sell_declined'));
      }}
      onClose={onClose}
      testId="sell-decline-dialog"
    />
  );
}

/**
 * The desk's decisions on an open sell, in the payout queue and on the sell's own page: mark it
 * paid (with the optional bank transfer reference) or decline it with a reason the player sees.
 */
export function SellActions({ sell }: { sell: AdminFiatSell }) {
  const { t } = useTranslation();
  const complete = useCompleteSell();
  const [reference, setReference] = useState('');
  const [declining, setDeclining] = useState(false);
  if (!isSellOpen(sell)) return null;
  const markPaid = () => {
    const trimmed = reference.trim();
    complete.mutate(
      { id: sell.id, body: trimmed ? { reference: trimmed } : {} },
      {
        onSuccess: () => toast.success(t('fiat.sell_completed')),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  };
  return (
    <div className="flex min-w-56 flex-col gap-2" data-testid="sell-actions">
      <label className="text-xs text-slate-400">
        {t('fiat.reference')}
        <input
          className="mt-1 w-full rounded-md border border-slate-700 bg-slate-950 px-2 py-1 text-sm text-slate-100"
          maxLength={200}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" busy={complete.isPending} onClick={markPaid}>
          {t('fiat.mark_paid')}
        </Button>
        <Button variant="danger" onClick={() => setDeclining(true)}>
          {t('fiat.decline')}
        </Button>
      </div>
      {declining && <DeclineDialog sell={sell} onClose={() => setDeclining(false)} />}
    </div>
  );
}
