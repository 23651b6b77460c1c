import { lazy, Suspense } from 'react';
import { loadSection } from '../../lib/i18n';

const RealityCheck = lazy(() =>
  Promise.all([
    import('../../features/responsible-gaming/components/reality-check'),
    loadSection('responsible-gaming'),
  ]).then(([m]) => ({ default: m.RealityCheck })),
);

/** The reality-check dialog for a signed-in player: a chunk of its own, outside the first load. */
export function LazyRealityCheck() {
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}
