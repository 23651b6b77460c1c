import { useEffect, useState } from 'react';
import type { Transaction } from '@wheelhouse/contracts/wallet';
import { isCancellable, msUntilNotCancellable } from '../model/cancellable';

/** Whether the cancel button shows; it goes by itself when the deadline passes on screen. */
export function useCancellable(transaction: Transaction): boolean {
  const [now, setNow] = useState(() => Date.now());
  const remaining = msUntilNotCancellable(transaction, now);
  useEffect(() => {
    if (remaining === null) return;
    // Timers take at most 2^31-1 ms; a later wake-up just checks again.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(remaining, 2_147_483_647));
    return () => clearTimeout(timer);
  }, [remaining]);
  return isCancellable(transaction, now);
}
