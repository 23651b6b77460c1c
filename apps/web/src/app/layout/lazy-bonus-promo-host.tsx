import { lazy, Suspense } from 'react';

const BonusPromoHost = lazy(() =>
  import('../../features/bonus-promo/components/bonus-promo-host').then((m) => ({
    default: m.BonusPromoHost,
  })),
);

/**
 * Promo links, ?bonus10 and the promo cookies are read by a chunk fetched right after the first
 * paint: nothing of them is on the first screen, and the first load stays within its budget.
 */
export function LazyBonusPromoHost() {
  return (
    <Suspense fallback={null}>
      <BonusPromoHost />
    </Suspense>
  );
}
