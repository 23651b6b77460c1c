/**
 * Which player routes a restricted region may not use (shell spec §4 "Global error states"):
 * signing in and up (the messenger's sign-in too), the wallet and cashier, bonuses and promo codes,
 * originals bets, launching a third-party game, and the other ways to stake or win money. Everything
 * else stays readable, so the app can render its dialog, the policy pages and the settings they need:
 * the profile (`/api/v1/me`), languages, the settings call, policies, the catalogue, the sportsbook's
 * lines, the wheel and tournaments' pages, banners and icons. Staff, provider, webhook and simulator
 * routes are never region-checked (they are not players' requests).
 */
const GUARDED: RegExp[] = [
  /^\/api\/v1\/auth\/(login|register|web-app\/v2)$/,
  /^\/api\/v[12]\/wallet\/(?!payment-methods\/icons\/)/,
  /^\/api\/v2\/bonuses(\/|$)/,
  /^\/api\/v2\/promo-codes(\/|$)/,
  /^\/api\/v1\/originals\//,
  /^\/api\/v1\/fiat\/disputes(\/|$)/,
];

/**
 * Guarded only when posted (reading stays open): launching a game, `POST /api/v2/games/{idOrSlug}`
 * (favourites are not a launch); placing a sports bet and accepting a cash-out (the offer itself
 * is a read); spinning the wheel; joining a tournament (a buy-in, and prizes to win).
 */
const POST_GUARDED: RegExp[] = [
  /^\/api\/v2\/games\/(?!favorites$|categories$|providers$|collection$)[^/]+$/,
  /^\/api\/v1\/sportsbook\/bets$/,
  /^\/api\/v1\/sportsbook\/bets\/[^/]+\/cash-out$/,
  /^\/api\/v1\/wheel\/spin$/,
  /^\/api\/v1\/tournaments\/[^/]+\/join$/,
];

export function isRegionGuarded(method: string, url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (method === 'POST' && POST_GUARDED.some((pattern) => pattern.test(path))) return true;
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
