import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { CryptoPaymentMethod, WagerStatus } from '@wheelhouse/contracts/cashier-crypto';
import type { FieldError } from '@wheelhouse/contracts/errors';
import { useLocalizedPath } from '../../../lib/use-locale';
import { closeWalletPanel } from '../../../lib/wallet-panel/wallet-panel-store';
import { wagerStatusQueryOptions } from '../api/get-wager-status';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { CryptoWithdrawDraft, PanelEvent } from '../model/panel-machine';
import { wagerCheckFailure } from '../model/withdraw-errors';
import { stepAfterWagerCheck } from '../model/withdraw-flow';
import { useWithdrawSubmit } from './use-withdraw-submit';

export type WithdrawDialog = 'confirm' | 'bonus-burn' | null;

/**
 * Spec §4 "Crypto withdraw" after the form: confirm dialog → wager check → bonus-burn dialog →
 * wager view → personal-data view → create → pending view.
 */
export function useWithdrawFlow({
  draft,
  attemptKey,
  method,
  dispatch,
  onFieldErrors,
}: {
  draft: CryptoWithdrawDraft;
  attemptKey: string | null;
  method: CryptoPaymentMethod;
  dispatch: (event: PanelEvent) => void;
  onFieldErrors: (fields: Record<string, FieldError>) => void;
}) {
  const { submit, isSubmitting } = useWithdrawSubmit(dispatch, onFieldErrors);
  return useWithdrawSteps({
    attemptKey,
    dispatch,
    create: (key) => submit(draft, method, key),
    creating: isSubmitting,
  });
}

/**
 * The steps every withdrawal takes after its form (spec §4: "Fiat withdraw follows the same
 * path"): confirm dialog → wager check → bonus-burn dialog → wager view → personal-data view →
 * `create` under the attempt's Idempotency-Key (kept for a retry of the same attempt).
 */
export function useWithdrawSteps({
  attemptKey,
  dispatch,
  create,
  creating,
}: {
  attemptKey: string | null;
  dispatch: (event: PanelEvent) => void;
  create: (idempotencyKey: string) => void;
  creating: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const [dialog, setDialog] = useState<WithdrawDialog>(null);
  const [checking, setChecking] = useState(false);

  const proceed = (status: WagerStatus, bonusesForfeited: boolean) => {
    const step = stepAfterWagerCheck(status, bonusesForfeited);
    setDialog(step === 'bonus-burn' ? 'bonus-burn' : null);
    if (step === 'wager') dispatch({ type: 'show-wager' });
    else if (step === 'personal-data') dispatch({ type: 'show-personal-data' });
    else if (step === 'create') {
      // The key of an attempt whose outcome is unknown is sent again; otherwise a new one.
      const key = attemptKey ?? newIdempotencyKey();
      dispatch({ type: 'start-withdraw-attempt', key });
      create(key);
    }
  };

  const confirm = async () => {
    setChecking(true);
    try {
      proceed(await queryClient.fetchQuery(wagerStatusQueryOptions), false);
    } catch (error) {
      setDialog(null);
      const failure = wagerCheckFailure(error);
      if (failure === 'wager') dispatch({ type: 'show-wager' });
      else if (failure === 'personal-data') dispatch({ type: 'show-personal-data' });
      else toast.error(t('Shared.temporary_difficulties'));
    } finally {
      setChecking(false);
    }
  };

  const withdrawAnyway = () => {
    const status = queryClient.getQueryData(wagerStatusQueryOptions.queryKey);
    if (status) proceed(status, true);
    else setDialog(null);
  };

  const playBonuses = () => {
    setDialog(null);
    closeWalletPanel();
    void navigate(localizedPath('/bonuses'));
  };

  return {
    dialog,
    openConfirm: () => setDialog('confirm'),
    closeDialog: () => setDialog(null),
    confirm: () => void confirm(),
    withdrawAnyway,
    playBonuses,
    busy: checking || creating,
  };
}
