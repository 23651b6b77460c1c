import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from '../lib/toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Mounts the toaster once the first toast is asked for (lib/toast.ts). */
export function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, isToasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
