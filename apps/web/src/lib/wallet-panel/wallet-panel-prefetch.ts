import { useRef, type RefObject } from 'react';
import { useInViewPrefetch, useIntentPrefetch, type IntentHandlers } from '../prefetch/intent';

/**
 * The cashier panel is its own chunk (phone-number metadata, QR code, drawer, carousel). Whatever
 * can open it (header, tab bar, balance card, retention offer) fetches that chunk ahead: when the
 * button comes into view and on hover, touch or focus. The app says how to load it.
 */
let loader: (() => unknown) | null = null;

export function setWalletPanelLoader(load: () => unknown): void {
  loader = load;
}

export function prefetchWalletPanel(): void {
  loader?.();
}

/** Props and a ref for a button that opens the panel (for a signed-in player: `enabled`). */
export function useWalletPanelPrefetch<T extends Element>(
  enabled = true,
): IntentHandlers & { ref: RefObject<T | null> } {
  const ref = useRef<T>(null);
  useInViewPrefetch(ref, prefetchWalletPanel, enabled);
  const intent = useIntentPrefetch(() => {
    if (enabled) prefetchWalletPanel();
  });
  return { ref, ...intent };
}
