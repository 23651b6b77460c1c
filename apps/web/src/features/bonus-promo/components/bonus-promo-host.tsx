import { Suspense } from 'react';
import { useBonusDrawer } from '../../../lib/bonus-drawer/bonus-drawer-store';
import { loadSection } from '../../../lib/i18n';
import { lazyWithPreload } from '../../../lib/prefetch/lazy-with-preload';
import { usePromoModal } from '../../../lib/promo-modal/promo-modal-store';
import { readAuthModal } from '../../../lib/auth-modal-url';
import { useSearchParams } from 'react-router';
import { usePromoLink } from '../hooks/use-promo-link';

const PromoModal = lazyWithPreload(() =>
  Promise.all([import('./promo-modal'), loadSection('bonus-promo')]).then(([m]) => ({
    default: m.PromoModal,
  })),
);
const BonusDrawer = lazyWithPreload(() =>
  Promise.all([import('./bonus-drawer'), loadSection('bonus-promo')]).then(([m]) => ({
    default: m.BonusDrawer,
  })),
);

/**
 * Reads promo links and ?bonus10 on every page, and mounts the promo modal and the bonus drawer
 * (each a chunk of its own) only while they are open. While the sign-in or register modal is up,
 * the promo modal waits behind it: a guest from a promo link signs in first.
 */
export function BonusPromoHost() {
  usePromoLink();
  const promo = usePromoModal();
  const drawer = useBonusDrawer();
  const [params] = useSearchParams();
  const authOpen = readAuthModal(params) !== null;
  return (
    <Suspense fallback={null}>
      {promo && !authOpen ? <PromoModal key={promo.kind} request={promo} /> : null}
      {drawer && !authOpen && !promo ? <BonusDrawer reason={drawer} /> : null}
    </Suspense>
  );
}
