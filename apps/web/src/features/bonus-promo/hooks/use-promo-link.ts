import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openBonusDrawer } from '../../../lib/bonus-drawer/bonus-drawer-store';
import { openPromoModal } from '../../../lib/promo-modal/promo-modal-store';
import { readPromoLink } from '../model/promo-link';

/**
 * Turns a landing address into state: `?promo=CODE` writes the promo cookies (and opens the
 * modal), `?bonus10` opens the bonus drawer. The parameters leave the address afterwards, so a
 * reload or a shared address does not open them a second time (the cookies keep the modal).
 */
export function usePromoLink(): void {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const link = readPromoLink(params);
    if (!link.remaining) return;
    if (link.promo)
      openPromoModal(link.promo.kind, link.promo.code ? { code: link.promo.code } : null);
    if (link.openDrawer) openBonusDrawer('link');
    setParams(link.remaining, { replace: true });
  }, [params, setParams]);
}
