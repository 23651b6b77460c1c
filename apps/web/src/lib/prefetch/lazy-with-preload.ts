import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the component's chunk (once); rendering it later does not wait again. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy with a preload function, so a hover, a focus or a button coming into view can fetch
 * the chunk before the click that renders it. A failed load (offline, a deploy replaced the
 * chunk) is forgotten, so the next intent or render tries again instead of keeping the error.
 */
export function lazyWithPreload<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let pending: Promise<{ default: T }> | undefined;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return Object.assign(lazy(preload), {
    preload: () => preload().catch(() => undefined),
  });
}
