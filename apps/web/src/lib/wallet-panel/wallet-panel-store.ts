import { useSyncExternalStore } from 'react';

/** Which wallet tab an entry point asks for when it opens the panel. */
export type WalletPanelTab = 'deposit' | 'withdraw' | 'history';

export interface WalletPanelRequest {
  /** Increments on every open, so the panel restarts its view state even if it was open. */
  openCount: number;
  tab: WalletPanelTab;
}

/**
 * Whether the cashier panel is open (cashier spec §2: no route of its own, opened over any page).
 * A tiny store in lib/ so the header, the balance card, the tab bar and any later feature can open
 * it without importing the wallet-panel feature.
 */
let current: WalletPanelRequest | null = null;
let opens = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function openWalletPanel(tab: WalletPanelTab = 'deposit'): void {
  opens += 1;
  current = { openCount: opens, tab };
  emit();
}

export function closeWalletPanel(): void {
  if (current === null) return;
  current = null;
  emit();
}

export function getWalletPanel(): WalletPanelRequest | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open request, or null while the panel is closed. */
export function useWalletPanel(): WalletPanelRequest | null {
  return useSyncExternalStore(subscribe, getWalletPanel, () => null);
}
