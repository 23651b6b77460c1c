import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';

/**
 * Result animations of the originals. Every game animates towards a result the server already
 * decided; with `prefers-reduced-motion: reduce` the result shows at once instead. Usage:
 *
 *   const reduced = usePrefersReducedMotion();
 *   const shown = useAnimatedNumber(roll, { durationMs: 600, reduced });
 *   const step = useStepper(path.length, { stepMs: 120, reduced, key: bet.id });
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

/** Eases from the previous value to `target` over `durationMs`; jumps there when reduced. */
export function useAnimatedNumber(
  target: number | null,
  { durationMs, reduced }: { durationMs: number; reduced: boolean },
): number | null {
  const [shown, setShown] = useState(target);
  const last = useRef(target);
  useEffect(() => {
    if (target === null || reduced || typeof requestAnimationFrame !== 'function') {
      last.current = target;
      setShown(target);
      return;
    }
    const from = last.current ?? 0;
    let frame = 0;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      const value = progress >= 1 ? target : from + (target - from) * (1 - (1 - progress) ** 3);
      last.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, reduced]);
  return reduced ? target : shown;
}

/**
 * Counts 0 … `steps` one step per `stepMs` whenever `key` changes (a ball falling row by row);
 * reduced motion, or no key yet, is already at the last step.
 */
export function useStepper(
  steps: number,
  { stepMs, reduced, key }: { stepMs: number; reduced: boolean; key: string | null },
): number {
  const [state, setState] = useState({ key, step: steps });
  useEffect(() => {
    if (reduced || key === null) return;
    setState({ key, step: 0 });
    const timer = setInterval(() => {
      setState((current) => {
        if (current.step >= steps) {
          clearInterval(timer);
          return current;
        }
        return { key, step: current.step + 1 };
      });
    }, stepMs);
    return () => clearInterval(timer);
  }, [key, steps, stepMs, reduced]);
  if (reduced || key === null || state.key !== key) return reduced || key === null ? steps : 0;
  return state.step;
}
