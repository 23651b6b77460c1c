import {
  isPromoCode,
  isPromoModalKind,
  type PromoModalKind,
} from '../../../lib/promo-modal/promo-cookies';

/** `?promo=CODE` (a promo link), `&promo_modal=` picks the modal (bonus when absent). */
export const PROMO_PARAM = 'promo';
export const PROMO_MODAL_PARAM = 'promo_modal';
/** Shell spec §2, §5: this query parameter opens the bonus drawer. */
export const BONUS_DRAWER_PARAM = 'bonus10';

export interface PromoLink {
  promo: { kind: PromoModalKind; code: string | null } | null;
  openDrawer: boolean;
  /** The address's query without the link's own parameters; null when there were none. */
  remaining: URLSearchParams | null;
}

/**
 * What a landing address asks for. A code that is not well formed is dropped (the modal still
 * opens on main, to type one); a modal kind other than main, bonus or conditions is ignored.
 */
export function readPromoLink(params: URLSearchParams): PromoLink {
  const hasPromo = params.has(PROMO_PARAM) || params.has(PROMO_MODAL_PARAM);
  const openDrawer = params.has(BONUS_DRAWER_PARAM);
  if (!hasPromo && !openDrawer) return { promo: null, openDrawer: false, remaining: null };

  let promo: PromoLink['promo'] = null;
  if (hasPromo) {
    const typed = params.get(PROMO_PARAM)?.trim() ?? '';
    const code = isPromoCode(typed) ? typed.toUpperCase() : null;
    const asked = params.get(PROMO_MODAL_PARAM);
    const kind: PromoModalKind = isPromoModalKind(asked) ? asked : code ? 'bonus' : 'main';
    promo = { kind: code ? kind : 'main', code };
  }
  const remaining = new URLSearchParams(params);
  remaining.delete(PROMO_PARAM);
  remaining.delete(PROMO_MODAL_PARAM);
  remaining.delete(BONUS_DRAWER_PARAM);
  return { promo, openDrawer, remaining };
}
