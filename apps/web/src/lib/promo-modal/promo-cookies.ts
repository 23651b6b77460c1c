/**
 * The promo-code modals are driven by two cookies (shell spec §2 "Promo-code modals", §5): the
 * modal kind and the promo details. The web app writes them itself (from a promo link or a
 * PromoCodeButton) rather than the server, because only the app knows when the modal closes; being
 * cookies, they outlive a reload and the sign-in a guest needs before redeeming.
 */
export const PROMO_MODAL_COOKIE = 'promo_modal';
export const PROMO_DETAILS_COOKIE = 'promo_details';

export const PROMO_MODAL_KINDS = ['main', 'bonus', 'conditions'] as const;
export type PromoModalKind = (typeof PROMO_MODAL_KINDS)[number];

export interface PromoDetails {
  code: string;
}

/** A day: long enough to sign up and come back, short enough not to greet a player next week. */
const MAX_AGE_SECONDS = 24 * 60 * 60;
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isPromoModalKind(value: unknown): value is PromoModalKind {
  return typeof value === 'string' && (PROMO_MODAL_KINDS as readonly string[]).includes(value);
}

export function isPromoCode(value: unknown): value is string {
  return typeof value === 'string' && CODE_PATTERN.test(value);
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function writeCookie(name: string, value: string, maxAge: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

/** The modal kind; any value but main, bonus or conditions is ignored (spec §5). */
export function readPromoModalCookie(): PromoModalKind | null {
  const value = readCookie(PROMO_MODAL_COOKIE);
  return isPromoModalKind(value) ? value : null;
}

/** The promo details; anything that does not parse to a well-formed code is ignored. */
export function readPromoDetailsCookie(): PromoDetails | null {
  const value = readCookie(PROMO_DETAILS_COOKIE);
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    const code = (parsed as { code?: unknown } | null)?.code;
    return isPromoCode(code) ? { code } : null;
  } catch {
    return null;
  }
}

export function writePromoCookies(kind: PromoModalKind, details: PromoDetails | null): void {
  writeCookie(PROMO_MODAL_COOKIE, kind, MAX_AGE_SECONDS);
  if (details) writeCookie(PROMO_DETAILS_COOKIE, JSON.stringify(details), MAX_AGE_SECONDS);
  else writeCookie(PROMO_DETAILS_COOKIE, '', 0);
}

export function clearPromoCookies(): void {
  writeCookie(PROMO_MODAL_COOKIE, '', 0);
  writeCookie(PROMO_DETAILS_COOKIE, '', 0);
}
