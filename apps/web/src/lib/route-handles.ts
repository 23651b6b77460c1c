import { useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';

/**
 * The app's route table, for code that needs the handles of the routes an address matches.
 * `useMatches` would give them too, but only under a data router, whose code (loaders, actions,
 * fetchers, hydration) is twice the size of the declarative router the app runs on.
 */
let appRoutes: RouteObject[] = [];

export function setRouteTable(routes: RouteObject[]): void {
  appRoutes = routes;
}

/** The handles of every route the current address matches, outermost first. */
export function useRouteHandles<THandle>(): (THandle | undefined)[] {
  const { pathname } = useLocation();
  return useMemo(
    () => (matchRoutes(appRoutes, pathname) ?? []).map((match) => match.route.handle as THandle),
    [pathname],
  );
}
