import { useRef, useState, type TouchEvent } from 'react';

/** How far (after resistance) the list must be pulled for a release to refresh. */
export const PULL_THRESHOLD_PX = 64;
const MAX_PULL_PX = 96;
/** The finger moves twice as far as the list: the rubber-band feel of native lists. */
const RESISTANCE = 0.5;

/**
 * Pull-to-refresh for a scrollable box on touch screens: pulling down while the box is scrolled to
 * the top moves an indicator; letting go past the threshold calls `onRefresh` once.
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown>) {
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const startY = useRef<number | null>(null);
  const pulled = useRef(0);

  const move = (distance: number) => {
    pulled.current = distance;
    setPull(distance);
  };
  const reset = () => {
    startY.current = null;
    move(0);
  };

  const handlers = {
    onTouchStart(event: TouchEvent<HTMLElement>) {
      const touch = event.touches[0];
      startY.current =
        refreshing || !touch || event.currentTarget.scrollTop > 0 ? null : touch.clientY;
    },
    onTouchMove(event: TouchEvent<HTMLElement>) {
      const touch = event.touches[0];
      if (startY.current === null || !touch) return;
      const distance = (touch.clientY - startY.current) * RESISTANCE;
      move(distance > 0 ? Math.min(distance, MAX_PULL_PX) : 0);
    },
    onTouchEnd() {
      if (startY.current === null) return;
      const reached = pulled.current >= PULL_THRESHOLD_PX;
      reset();
      if (!reached) return;
      setRefreshing(true);
      void onRefresh().finally(() => setRefreshing(false));
    },
    onTouchCancel: reset,
  };

  return { pull, ready: pull >= PULL_THRESHOLD_PX, refreshing, handlers };
}
