import { useSyncExternalStore } from 'react';

/** Where the server saw the request come from when it refused it (451 restricted_region). */
export interface RegionRestriction {
  country: string;
  ip: string;
}

let current: RegionRestriction | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Set by the API client from any 451 restricted_region answer. */
export function reportRegion(info: RegionRestriction): void {
  if (current?.country === info.country && current.ip === info.ip) return;
  current = info;
  emit();
}

/** Shell spec §4: the dialog clears when a balance fetch succeeds. */
export function clearRegion(): void {
  if (current === null) return;
  current = null;
  emit();
}

export function getRegion(): RegionRestriction | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRegion(): RegionRestriction | null {
  return useSyncExternalStore(subscribe, getRegion, getRegion);
}
