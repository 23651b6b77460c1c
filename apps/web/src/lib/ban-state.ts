import { useSyncExternalStore } from 'react';

/** Why and whom the server banned; set by the API client from any 401 "banned" answer. */
export interface BanInfo {
  reason: string;
  userId: string;
}

let current: BanInfo | null = null;
const listeners = new Set<() => void>();

export function reportBan(info: BanInfo): void {
  current = info;
  for (const listener of listeners) listener();
}

/** Tests start from a clean slate; the app itself never lifts a ban without a reload. */
export function clearBan(): void {
  current = null;
  for (const listener of listeners) listener();
}

export function getBan(): BanInfo | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBan(): BanInfo | null {
  return useSyncExternalStore(subscribe, getBan, getBan);
}
