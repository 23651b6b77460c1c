import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { closeWalletPanel } from '../../../lib/wallet-panel/wallet-panel-store';
import { useWithdrawal } from '../api/get-withdrawal';

/**
 * Follows a pending withdrawal; when the realtime `transaction` event says it completed, the
 * pending view closes with a success toast (spec §4 "Completion"). Answers the latest state.
 */
export function useWithdrawalCompletion(created: Transaction): Transaction {
  const { t } = useTranslation();
  const withdrawal = useWithdrawal(created).data;
  const completed = withdrawal.status === 'completed';
  useEffect(() => {
    if (!completed) return;
    toast.success(t('wallet.withdrawal_crypto.completed'));
    closeWalletPanel();
  }, [completed, t]);
  return withdrawal;
}
