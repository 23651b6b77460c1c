import { defaultClientSeed, parseClientSeed } from '@wheelhouse/fair/seeds';

const STORAGE_KEY = 'wheelhouse.wheel.clientSeed';

/**
 * The player's client seed for the wheel, chosen in this browser (never by the server, which has
 * already committed to its own seed by hash): random on first use, kept across visits, editable in
 * the modal. Without storage (private mode) a fresh random seed still comes from this browser.
 */
export function readWheelClientSeed(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored !== null && parseClientSeed(stored).ok) return stored;
  } catch {
    // Storage refused: fall through to a fresh seed.
  }
  const fresh = defaultClientSeed();
  saveWheelClientSeed(fresh);
  return fresh;
}

export function saveWheelClientSeed(seed: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, seed);
  } catch {
    // Not kept: the seed still applies to this spin.
  }
}
