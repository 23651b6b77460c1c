import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { amount, makeBalance } from '../../../test/balance-fixtures';
import { bonusesList, makePlayerBonus } from '../../../test/bonuses-fixtures';
import { makeUser, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

/** A player with 4 deposits whose clock reads 22:30:00 local time. */
function atLocalTime(everyday: PlayerBonus, claimReply?: PlayerBonus) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 0, 15, 22, 30, 0));
  return mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser({ depositCount: 4, hasDeposits: true }) },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/wallet/balance': { status: 200, body: makeBalance({ total: amount('10.00') }) },
    'GET /api/v2/bonuses': { status: 200, body: bonusesList([everyday]) },
    ...(claimReply ? { 'POST /api/v2/bonuses/5/claim': { status: 200, body: claimReply } } : {}),
  });
}

const everyday = (overrides: Partial<PlayerBonus> = {}) =>
  makePlayerBonus({
    id: 5,
    title: 'Everyday bonus',
    conditions: { type: 'everyday', minDepositNumber: 0, amountMultiplier: '0.1' },
    ...overrides,
  });

const timerText = (card: HTMLElement) =>
  within(card).getByRole('timer').textContent?.replace(/\s/g, '');

describe('everyday bonus', () => {
  // Tokyo (UTC+9, no daylight saving): local midnight and UTC midnight are 9 hours apart.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('claimable: the activation deadline counts down to local midnight', async () => {
    const api = atLocalTime(everyday(), everyday({ isClaimed: true, isCurrent: true }));
    renderApp('/en/bonuses');
    const card = await screen.findByTestId('everyday-bonus');
    expect(within(card).getByTestId('everyday-timer').textContent).toContain(
      'Make your deposit before midnight',
    );
    expect(timerText(card)).toBe('01h30m00s');
    await userEvent.setup().click(within(card).getByTestId('bonus-claim'));
    expect(await screen.findByText('The bonus is yours')).toBeTruthy();
    // The server computes the same local midnight from the player's time zone (UTC+9).
    expect(api.calls('POST /api/v2/bonuses/5/claim')).toEqual([{ utcOffsetMinutes: 540 }]);
  });

  it('claimed and waiting for a deposit: still the local-midnight deadline, and it can be cancelled', async () => {
    atLocalTime(
      everyday({
        isClaimed: true,
        isCurrent: true,
        availableUntil: new Date(Date.UTC(2030, 0, 16)).toISOString(),
        activation: {
          userBonusId: 'bn_000000000000000000000005',
          state: 'pending',
          amount: '0.00',
          wager: { current: '0.00', total: '0.00' },
          activatedAt: null,
          // 2030-01-16 00:00 in Tokyo, as the server computed it at the claim.
          expiresAt: '2030-01-15T15:00:00.000Z',
        },
      }),
    );
    renderApp('/en/bonuses');
    const card = await screen.findByTestId('everyday-bonus');
    expect(timerText(card)).toBe('01h30m00s');
    expect(within(card).getByTestId('bonus-state').textContent).toBe('Waits for your deposit');
    expect(within(card).getByTestId('bonus-cancel')).toBeTruthy();
    expect(within(card).queryByTestId('bonus-claim')).toBeNull();
  });

  it('waiting for a deposit: counts down to the deadline the server fixed at the claim', async () => {
    // Claimed while the player's zone was an hour ahead (travel, daylight saving): the server's
    // deadline, 23:00 here, is the one that holds.
    atLocalTime(
      everyday({
        isClaimed: true,
        isCurrent: true,
        activation: {
          userBonusId: 'bn_000000000000000000000005',
          state: 'pending',
          amount: '0.00',
          wager: { current: '0.00', total: '0.00' },
          activatedAt: null,
          expiresAt: '2030-01-15T14:00:00.000Z',
        },
      }),
    );
    renderApp('/en/bonuses');
    const card = await screen.findByTestId('everyday-bonus');
    expect(timerText(card)).toBe('00h30m00s');
  });

  it('used today: available again at UTC midnight, not local midnight', async () => {
    atLocalTime(
      everyday({ isClaimed: true, availableUntil: new Date(Date.UTC(2030, 0, 16)).toISOString() }),
    );
    renderApp('/en/bonuses');
    const card = await screen.findByTestId('everyday-bonus');
    expect(card.textContent).toContain('You have used today’s everyday bonus.');
    expect(card.textContent).toContain('Available again in');
    // 22:30 in Tokyo is 13:30 UTC: ten and a half hours to UTC midnight.
    expect(timerText(card)).toBe('10h30m00s');
    expect(within(card).queryByTestId('bonus-claim')).toBeNull();
  });
});
