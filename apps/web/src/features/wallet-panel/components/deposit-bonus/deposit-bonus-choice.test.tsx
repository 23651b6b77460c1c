import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BonusSettings, PlayerBonus } from '@wheelhouse/contracts/bonuses';
import { Providers } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import { errorBody, makeUser, mockApi, type ApiRoutes } from '../../../../test/mock-api';
import { depositBonusChoice } from '../../model/deposit-bonus-choice';
import { DepositBonusChoice } from './deposit-bonus-choice';

const SETTINGS: BonusSettings = {
  isWelcomeEnabledFiat: true,
  isWelcomeEnabledCrypto: true,
  preferredFiat: { id: null, isEnabled: true },
  preferredCrypto: { id: null, isEnabled: true },
};

function bonus(
  id: number,
  type: PlayerBonus['conditions']['type'],
  overrides: Partial<PlayerBonus> = {},
): PlayerBonus {
  return {
    id,
    title: `Bonus ${id}`,
    description: '',
    status: 'inactive',
    isPersonal: false,
    isClaimed: false,
    isCurrent: false,
    isFirst: false,
    availableUntil: null,
    conditions: {
      id,
      personalId: null,
      type,
      minDepositNumber: type === 'welcome' ? id : 0,
      minDeposit: '30.000000',
      maxDeposit: null,
      amountMultiplier: '1.2',
      freespinsCount: 0,
      freespinsAmount: '0.000000',
      wager: '40',
      wagerFreespins: '0',
      wagerMaxBet: null,
      maxAmount: '500.000000',
      maxAmountMultiplier: null,
      freespinsMaxAmount: null,
      freespinsMaxAmountMultiplier: null,
      deadlineHours: 720,
      gamesWagers: [],
      currency: 'USD',
    },
    activation: null,
    ...overrides,
  };
}

const pendingReload = bonus(21, 'promo', {
  isClaimed: true,
  isCurrent: true,
  activation: {
    userBonusId: 'bn_2',
    state: 'pending',
    amount: '0.000000',
    wager: { current: '0.000000', total: '0.000000' },
    activatedAt: null,
    expiresAt: null,
  },
});
const steps = [bonus(1, 'welcome', { isClaimed: true }), bonus(2, 'welcome')];

describe('which bonus a deposit activates (the server’s rule)', () => {
  const choose = (settings: BonusSettings, channel: 'crypto' | 'fiat', depositCount = 1) =>
    depositBonusChoice({ channel, settings, bonuses: [...steps, pendingReload], depositCount });

  it('the welcome step of the next deposit comes before a pending claim', () => {
    expect(choose(SETTINGS, 'crypto')).toMatchObject({ kind: 'welcome', bonus: { id: 2 } });
  });

  it('a preferred claimed bonus wins; with welcome off the pending claim is next', () => {
    expect(
      choose({ ...SETTINGS, preferredFiat: { id: 21, isEnabled: true } }, 'fiat'),
    ).toMatchObject({ kind: 'pending', bonus: { id: 21 } });
    expect(choose({ ...SETTINGS, isWelcomeEnabledCrypto: false }, 'crypto')).toMatchObject({
      kind: 'pending',
    });
  });

  it('nothing when the channel is off; other channel unaffected; none past the steps', () => {
    const off = { ...SETTINGS, preferredCrypto: { id: null, isEnabled: false } };
    expect(choose(off, 'crypto')).toEqual({ kind: 'off' });
    expect(choose(off, 'fiat').kind).toBe('welcome');
    expect(
      depositBonusChoice({ channel: 'fiat', settings: SETTINGS, bonuses: steps, depositCount: 4 }),
    ).toEqual({ kind: 'none' });
  });
});

function renderChoice(routes: ApiRoutes) {
  const api = mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser({ depositCount: 1 }) },
    'GET /api/v2/bonuses': {
      status: 200,
      body: { data: steps, meta: { offset: 0, limit: 100, total: 2 } },
    },
    ...routes,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [{ path: '/:locale', element: <DepositBonusChoice channel="crypto" /> }],
    { initialEntries: ['/en'] },
  );
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return api;
}

describe('deposit bonus switch', () => {
  it('says which bonus the deposit activates and saves it off', async () => {
    let saved = SETTINGS;
    const api = renderChoice({
      'GET /api/v2/users/loyalty': () => ({ status: 200, body: saved }),
      'POST /api/v2/users/loyalty': ({ body }) => {
        saved = body as BonusSettings;
        return { status: 200, body: saved };
      },
    });
    const text = await screen.findByTestId('deposit-bonus-text');
    expect(text.textContent).toBe(
      'This deposit activates Bonus 2: 120% up to 500.00 USD from 30.00 USD.',
    );
    const toggle = screen.getByRole('switch', { name: 'Bonus on this deposit' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(api.calls('POST /api/v2/users/loyalty')).toEqual([
      { ...SETTINGS, preferredCrypto: { id: null, isEnabled: false } },
    ]);
    expect(screen.getByTestId('deposit-bonus-text').textContent).toContain(
      'Bonuses are off for crypto deposits',
    );
  });

  it('keeps the switch where it was and says so when saving fails', async () => {
    renderChoice({
      'GET /api/v2/users/loyalty': { status: 200, body: SETTINGS },
      'POST /api/v2/users/loyalty': { status: 500, body: errorBody('internal_error') },
    });
    const toggle = await screen.findByRole('switch');
    fireEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not save your bonus choice. Try again.',
    );
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});
