import { lazy, Suspense } from 'react';
import { loadSection } from '../../lib/i18n';
import { useVipDrawerOpen } from '../../lib/vip/vip-drawer-store';
import { useWheelOpen } from '../../lib/wheel/wheel-modal-store';

const WheelModal = lazy(() =>
  Promise.all([import('../../features/wheel/components/wheel-modal'), loadSection('wheel')]).then(
    ([m]) => ({ default: m.WheelModal }),
  ),
);
const VipDrawer = lazy(() =>
  Promise.all([import('../../features/vip/components/vip-drawer'), loadSection('vip')]).then(
    ([m]) => ({ default: m.VipDrawer }),
  ),
);

/** The wheel modal and the VIP drawer: chunks of their own, fetched when first opened. */
export function LazyOverlays() {
  const wheelOpen = useWheelOpen();
  const vipOpen = useVipDrawerOpen();
  return (
    <Suspense fallback={null}>
      {wheelOpen ? <WheelModal /> : null}
      {vipOpen ? <VipDrawer /> : null}
    </Suspense>
  );
}
