import { matchRoutes, type RouteObject } from 'react-router';
import { listenForLinkIntent } from '../lib/prefetch/link-intent';

/** A route's handle may say what its page needs, given the link that leads there. */
export interface PrefetchHandle {
  prefetch?: (link: HTMLAnchorElement) => void;
}

/** Prefetches the chunks of whichever route a link points to, on hover, touch or focus. */
export function prefetchRoutesOnIntent(routes: RouteObject[]): void {
  listenForLinkIntent((url, link) => {
    for (const match of matchRoutes(routes, url.pathname) ?? []) {
      const handle = match.route.handle as PrefetchHandle | undefined;
      handle?.prefetch?.(link);
    }
  });
}
