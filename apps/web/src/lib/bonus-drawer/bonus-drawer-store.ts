import { useSyncExternalStore } from 'react';

/**
 * The welcome/everyday bonus drawer (shell spec §2): opened by ?bonus10, after sign-up, or by any
 * screen. `reason` says why, since after sign-up it opens only while the server says it was not
 * shown yet.
 */
export type BonusDrawerReason = 'link' | 'sign-up' | 'button' | 'session';

let current: BonusDrawerReason | null = null;

export function getBonusDrawer(): BonusDrawerReason | null {
  return current;
}
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function openBonusDrawer(reason: BonusDrawerReason = 'button'): void {
  current = reason;
  emit();
}

export function closeBonusDrawer(): void {
  if (current === null) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBonusDrawer(): BonusDrawerReason | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
