import { lazy, Suspense } from 'react';
import { loadSection } from '../../lib/i18n';
import { useRegion } from '../../lib/region/region-state';

const RegionDialog = lazy(() =>
  Promise.all([
    import('../../features/region/components/region-dialog'),
    loadSection('region'),
  ]).then(([m]) => ({ default: m.RegionDialog })),
);

/** The region-restriction dialog, fetched only when the server refuses a request by region. */
export function LazyRegionDialog() {
  const region = useRegion();
  if (!region) return null;
  return (
    <Suspense fallback={null}>
      <RegionDialog region={region} />
    </Suspense>
  );
}
