import { useSyncExternalStore } from 'react';

export interface DepositSuccess {
  transactionId: string;
  amount: { value: string; currency: string };
}

/**
 * The success flag of cashier spec §4 "Completion": raised when a deposit or buy completes, shown
 * by the app's deposit-success modal, lowered when the player closes it. A lib/ store so the
 * realtime handlers can raise it without knowing any screen.
 */
let current: DepositSuccess | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function raiseDepositSuccess(success: DepositSuccess): void {
  current = success;
  emit();
}

export function dismissDepositSuccess(): void {
  if (current === null) return;
  current = null;
  emit();
}

export function getDepositSuccess(): DepositSuccess | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDepositSuccess(): DepositSuccess | null {
  return useSyncExternalStore(subscribe, getDepositSuccess, () => null);
}
