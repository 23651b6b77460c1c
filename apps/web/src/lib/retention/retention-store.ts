import { useSyncExternalStore } from 'react';
import { shouldOfferRetention } from './retention-rule';

/** Remembers, for this browser tab's session, that the retention offer was already made. */
const SHOWN_KEY = 'wh:retention-offered';

let open = false;
let offeredInMemory = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function alreadyOffered(): boolean {
  try {
    return offeredInMemory || window.sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): memory still limits it to once.
    return offeredInMemory;
  }
}

function markOffered(): void {
  offeredInMemory = true;
  try {
    window.sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // See alreadyOffered.
  }
}

/**
 * Cashier spec §4 "Closing": a player without deposits who dismisses the wallet (drag or overlay)
 * may see a retention offer, at most once per session. Returns whether it opened.
 */
export function offerRetention(
  how: 'dismiss' | 'button' = 'dismiss',
  hasDeposits = false,
): boolean {
  if (!shouldOfferRetention({ how, hasDeposits, alreadyOffered: alreadyOffered(), open }))
    return false;
  markOffered();
  open = true;
  emit();
  return true;
}

export function closeRetention(): void {
  if (!open) return;
  open = false;
  emit();
}

/** For tests: a fresh session. */
export function resetRetentionSession(): void {
  open = false;
  offeredInMemory = false;
  try {
    window.sessionStorage.removeItem(SHOWN_KEY);
  } catch {
    // See alreadyOffered.
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRetentionOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
