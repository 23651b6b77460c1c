import { useSyncExternalStore } from 'react';

/** An app-wide open/closed flag for an overlay that several places open (a modal, a drawer). */
export function createOpenFlag() {
  let open = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean): void => {
    if (open === value) return;
    open = value;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    open: (): void => set(true),
    close: (): void => set(false),
    useOpen: (): boolean =>
      useSyncExternalStore(
        subscribe,
        () => open,
        () => false,
      ),
  };
}
