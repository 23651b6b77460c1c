import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { whenPageSettled } from '../when-page-settled';

/** Handlers that start a prefetch when the pointer rests on, touches or focuses an element. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
}

export function useIntentPrefetch(prefetch: () => unknown): IntentHandlers {
  const latest = useRef(prefetch);
  useEffect(() => {
    latest.current = prefetch;
  });
  return useMemo(() => {
    const run = () => void latest.current();
    return { onPointerEnter: run, onFocus: run, onTouchStart: run };
  }, []);
}

/**
 * Prefetches once the element comes into view, after the page has settled (whenPageSettled): a
 * button on screen is likely to be pressed soon, and on a phone there is no hover to tell us
 * earlier. A hover, touch or focus (useIntentPrefetch) does not wait.
 */
export function useInViewPrefetch(
  ref: RefObject<Element | null>,
  prefetch: () => unknown,
  enabled = true,
): void {
  const latest = useRef(prefetch);
  useEffect(() => {
    latest.current = prefetch;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const prefetch = () => void latest.current();
    if (typeof IntersectionObserver === 'undefined') return whenPageSettled(prefetch);
    let cancelPrefetch = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelPrefetch = whenPageSettled(prefetch);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelPrefetch();
    };
  }, [ref, enabled]);
}
