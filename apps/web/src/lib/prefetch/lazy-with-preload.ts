import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<T extends AnyComponent> = ComponentType<ComponentProps<T>> & {
  /** Starts loading the component's chunk (once); rendering it later does not wait again. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy with a preload function, so a hover, a focus or a button coming into view can fetch
 * the chunk before the click that renders it. A failed load (offline, a deploy replaced the
 * chunk) is forgotten, so the next intent or render tries again instead of keeping the error.
 * Once the chunk is in, the component renders at once: React.lazy alone would still suspend on
 * its first render (showing the Suspense fallback for a frame) even for a chunk loaded long ago.
 */
export function lazyWithPreload<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let pending: Promise<{ default: T }> | undefined;
  let loaded: T | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Preloadable(props: ComponentProps<T>) {
    // Chosen once per mount: turning the lazy wrapper into the component later would remount it.
    const [Component] = useState<AnyComponent>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, { preload: () => preload().catch(() => undefined) });
}
