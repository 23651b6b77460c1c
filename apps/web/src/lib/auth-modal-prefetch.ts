import { useRef, type RefObject } from 'react';
import { useInViewPrefetch, useIntentPrefetch, type IntentHandlers } from './prefetch/intent';

/**
 * The sign-in and register modals are a chunk of their own. The buttons that open them fetch it
 * ahead: when they come into view and on hover, touch or focus. The app says how to load it.
 */
let loader: (() => unknown) | null = null;

export function setAuthModalLoader(load: () => unknown): void {
  loader = load;
}

export function prefetchAuthModal(): void {
  loader?.();
}

/** Props and a ref for a button that opens the sign-in or register modal. */
export function useAuthModalPrefetch<T extends Element>(): IntentHandlers & {
  ref: RefObject<T | null>;
} {
  const ref = useRef<T>(null);
  useInViewPrefetch(ref, prefetchAuthModal);
  return { ref, ...useIntentPrefetch(prefetchAuthModal) };
}
