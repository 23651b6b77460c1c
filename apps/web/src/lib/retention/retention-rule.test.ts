import { describe, expect, it } from 'vitest';
import { shouldOfferRetention } from './retention-rule';

const ALL_HOLD = {
  how: 'dismiss' as const,
  hasDeposits: false,
  alreadyOffered: false,
  open: false,
};

describe('shouldOfferRetention', () => {
  it('offers when every condition holds', () => expect(shouldOfferRetention(ALL_HOLD)).toBe(true));
  it.each<[string, Partial<typeof ALL_HOLD> | { how: 'button' }]>([
    ['closed by the close button', { how: 'button' }],
    ['the player has deposits', { hasDeposits: true }],
    ['already offered this session', { alreadyOffered: true }],
    ['already open', { open: true }],
  ])('does not offer when only this fails: %s', (_, change) => {
    expect(shouldOfferRetention({ ...ALL_HOLD, ...change })).toBe(false);
  });
});
