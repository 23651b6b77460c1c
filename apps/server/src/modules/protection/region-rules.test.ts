import { describe, expect, it } from 'vitest';
import { isRegionGuarded, isRegionRefused } from './region-rules';

describe('region-guarded routes', () => {
  it('guards sign-in, money and game routes', () => {
    for (const [method, url] of [
      ['POST', '/api/v1/auth/login'],
      ['POST', '/api/v1/auth/register'],
      ['GET', '/api/v1/wallet/balance'],
      ['POST', '/api/v1/wallet/txns/withdraw'],
      ['GET', '/api/v2/wallet/txns?offset=0'],
      ['POST', '/api/v2/bonuses/12/claim'],
      ['POST', '/api/v2/promo-codes/redeem'],
      ['POST', '/api/v1/originals/dice/bets'],
      ['POST', '/api/v2/games/book-of-demo'],
      ['POST', '/api/v1/auth/web-app/v2'],
      ['POST', '/api/v1/sportsbook/bets'],
      ['POST', '/api/v1/sportsbook/bets/sb_12/cash-out'],
      ['POST', '/api/v1/wheel/spin'],
      ['POST', '/api/v1/tournaments/7/join'],
    ] as const)
      expect(isRegionGuarded(method, url), `${method} ${url}`).toBe(true);
  });

  it('leaves the profile, settings, policies, catalogue, icons and staff routes readable', () => {
    for (const [method, url] of [
      ['GET', '/api/v1/me'],
      ['PATCH', '/api/v1/me'],
      ['GET', '/api/v1/settings'],
      ['GET', '/api/v1/languages?mode=1'],
      ['GET', '/api/v1/policies/terms'],
      ['GET', '/api/v2/games/collection'],
      ['GET', '/api/v2/games/book-of-demo'],
      ['POST', '/api/v2/games/favorites'],
      ['GET', '/api/v1/wallet/payment-methods/icons/card.svg'],
      ['POST', '/api/v1/auth/logout'],
      ['GET', '/api/admin/settings'],
      ['POST', '/api/provider/demo/bet'],
      ['POST', '/api/v1/webhooks/crypto/processing'],
      ['GET', '/api/v1/sportsbook/bets?offset=0'],
      ['GET', '/api/v1/sportsbook/bets/sb_12/cash-out'],
      ['GET', '/api/v1/sportsbook/events'],
      ['GET', '/api/v1/wheel'],
      ['GET', '/api/v1/tournaments/7'],
      ['POST', '/api/v1/auth/web-app/link'],
    ] as const)
      expect(isRegionGuarded(method, url), `${method} ${url}`).toBe(false);
  });
});

describe('region refusal', () => {
  const base = { country: 'DE', restrictedCountries: ['DE', 'FR'], allowListed: false };
  it('refuses a restricted country', () => expect(isRegionRefused(base)).toBe(true));
  it('admits each exception alone', () => {
    expect(isRegionRefused({ ...base, country: 'US' })).toBe(false);
    expect(isRegionRefused({ ...base, country: null })).toBe(false);
    expect(isRegionRefused({ ...base, allowListed: true })).toBe(false);
    expect(isRegionRefused({ ...base, restrictedCountries: [] })).toBe(false);
  });
});
