import { useCallback } from 'react';
import { offerRetention } from '../../../lib/retention/retention-store';
import { useMe } from '../../../lib/session/get-me';
import { closeWalletPanel } from '../../../lib/wallet-panel/wallet-panel-store';
import type { PanelCloseReason } from '../components/panel/panel-frame';

/**
 * Closes the panel. Cashier spec §4 "Closing": a player without deposits who dismisses it (drag or
 * overlay, not the close button) may get the retention offer, once per session.
 */
export function useCloseWallet(): (how: PanelCloseReason) => void {
  const me = useMe();
  const hasDeposits = me.data?.hasDeposits ?? true;
  return useCallback(
    (how: PanelCloseReason) => {
      closeWalletPanel();
      offerRetention(how, hasDeposits);
    },
    [hasDeposits],
  );
}
