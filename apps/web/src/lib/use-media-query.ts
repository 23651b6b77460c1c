import { useSyncExternalStore } from 'react';

/** Live result of a CSS media query, for parts that must exist only at some widths. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's md breakpoint: the sidebar is a fixed column from here on, a drawer below. */
export const DESKTOP_QUERY = '(min-width: 768px)';
