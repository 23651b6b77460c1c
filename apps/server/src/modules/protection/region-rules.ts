/**
 * Which player routes a restricted region may not use (shell spec §4 "Global error states"):
 * signing in and up, the wallet and cashier, bonuses and promo codes, originals bets and launching
 * a third-party game. Everything else stays readable, so the app can render its dialog, the policy
 * pages and the settings they need: the profile (`/api/v1/me`), languages, the settings call,
 * policies, the catalogue, banners and icons. Staff, provider, webhook and simulator routes are
 * never region-checked (they are not players' requests).
 */
const GUARDED: RegExp[] = [
  /^\/api\/v1\/auth\/(login|register)$/,
  /^\/api\/v[12]\/wallet\/(?!payment-methods\/icons\/)/,
  /^\/api\/v2\/bonuses(\/|$)/,
  /^\/api\/v2\/promo-codes(\/|$)/,
  /^\/api\/v1\/originals\//,
  /^\/api\/v1\/fiat\/disputes(\/|$)/,
];

/** `POST /api/v2/games/{idOrSlug}` launches a game (favourites are not a launch). */
const GAME_LAUNCH = /^\/api\/v2\/games\/(?!favorites$|categories$|providers$|collection$)[^/]+$/;

export function isRegionGuarded(method: string, url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (method === 'POST' && GAME_LAUNCH.test(path)) return true;
  return GUARDED.some((pattern) => pattern.test(path));
}

/** Uppercase ISO 3166 alpha-2, or null when unknown. */
export type Country = string | null;

/**
 * Whether a request from `country` is refused: only a known country on the operator's list, and
 * never an address on the operator's allow-list (a tester abroad, a monitoring probe).
 */
export function isRegionRefused(input: {
  country: Country;
  restrictedCountries: readonly string[];
  allowListed: boolean;
}): boolean {
  if (input.allowListed || input.country === null) return false;
  return input.restrictedCountries.includes(input.country);
}
