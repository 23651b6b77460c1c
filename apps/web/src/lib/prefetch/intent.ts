import { useEffect, useMemo, useRef, type RefObject } from 'react';

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
 * Prefetches once the element comes into view: a button on screen is likely to be pressed soon,
 * and on a phone there is no hover to tell us earlier.
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
    if (typeof IntersectionObserver === 'undefined') {
      void latest.current();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
}
