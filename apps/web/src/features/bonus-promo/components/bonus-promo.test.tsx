import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerBonus, PromoCodePreview } from '@wheelhouse/contracts/bonuses';
import { closeBonusDrawer, openBonusDrawer } from '../../../lib/bonus-drawer/bonus-drawer-store';
import { readPromoModalCookie } from '../../../lib/promo-modal/promo-cookies';
import { closePromoModal, openPromoModal } from '../../../lib/promo-modal/promo-modal-store';
import { amount, makeBalance } from '../../../test/balance-fixtures';
import { errorBody, guestMe, makeUser, mockApi, type ApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

/** The modal and the drawer are lazy chunks: their first import transforms a module tree. */
const SLOW = 20_000;

afterEach(() => {
  act(() => {
    closePromoModal();
    closeBonusDrawer();
  });
});

const conditions = {
  id: 7,
  personalId: null,
  type: 'promo' as const,
  minDepositNumber: 0,
  minDeposit: '0.000000',
  maxDeposit: null,
  amountMultiplier: '0',
  freespinsCount: 0,
  freespinsAmount: '0.000000',
  wager: '30',
  wagerFreespins: '0',
  wagerMaxBet: '2.000000',
  maxAmount: '5.000000',
  maxAmountMultiplier: null,
  freespinsMaxAmount: null,
  freespinsMaxAmountMultiplier: null,
  deadlineHours: 48,
  gamesWagers: [],
  currency: 'USD',
};

const preview: PromoCodePreview = {
  code: 'WELCOME5',
  isRedeemed: false,
  bonus: { id: 7, title: '5 USD gift', description: '5 USD to play with', conditions },
};

const redeemed: PlayerBonus = {
  id: 7,
  title: '5 USD gift',
  description: '',
  status: 'active',
  isPersonal: false,
  isClaimed: true,
  isCurrent: true,
  isFirst: false,
  availableUntil: null,
  conditions,
  activation: {
    userBonusId: 'bn_1',
    state: 'active',
    amount: '5.000000',
    wager: { current: '0.000000', total: '150.000000' },
    activatedAt: null,
    expiresAt: null,
  },
};

function setup(routes: ApiRoutes = {}, signedIn = true) {
  return mockApi({
    'GET /api/v1/me': signedIn ? { status: 200, body: makeUser() } : guestMe,
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/wallet/balance': { status: 200, body: makeBalance({ total: amount('0.00') }) },
    'GET /api/v2/promo-codes/WELCOME5': { status: 200, body: preview },
    'POST /api/v2/promo-codes/redeem': { status: 200, body: redeemed },
    ...routes,
  });
}

describe('promo-code modals', () => {
  it(
    'a promo link shows the code’s offer and its conditions, and redeems it',
    async () => {
      const api = setup();
      const { router } = renderApp('/en/?promo=welcome5');
      const modal = await screen.findByTestId('promo-modal-bonus');
      expect(await within(modal).findByText('5 USD gift')).toBeTruthy();
      expect(router.state.location.search).toBe('');
      expect(readPromoModalCookie()).toBe('bonus');

      fireEvent.click(within(modal).getByTestId('promo-show-conditions'));
      const conditionsModal = await screen.findByTestId('promo-modal-conditions');
      expect(within(conditionsModal).getByText(/Wager the bonus 30 times/)).toBeTruthy();
      expect(within(conditionsModal).getByText(/Days to use it after activation: 2/)).toBeTruthy();

      fireEvent.click(within(conditionsModal).getByTestId('promo-claim'));
      const done = await screen.findByTestId('promo-redeemed');
      expect(done.textContent).toContain('5.00 USD');
      expect(api.calls('POST /api/v2/promo-codes/redeem')).toEqual([{ code: 'WELCOME5' }]);

      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByTestId('promo-modal-conditions')).toBeNull();
      expect(readPromoModalCookie()).toBeNull();
    },
    SLOW,
  );

  it(
    'the main modal shows each refusal of the server and asks for an empty code',
    async () => {
      let answer = { status: 409, body: errorBody('promo_code_used_up') };
      setup({ 'POST /api/v2/promo-codes/redeem': () => answer });
      renderApp('/en/');
      await screen.findByTestId('header-avatar');
      act(() => openPromoModal('main'));
      const modal = await screen.findByTestId('promo-modal-main');
      fireEvent.click(within(modal).getByTestId('promo-redeem'));
      expect(within(modal).getByTestId('promo-error').textContent).toBe('Enter a promo code');

      const input = within(modal).getByTestId('promo-code-input');
      fireEvent.change(input, { target: { value: 'spent' } });
      fireEvent.click(within(modal).getByTestId('promo-redeem'));
      expect((await within(modal).findByTestId('promo-error')).textContent).toBe(
        'This promo code has been used up',
      );
      expect(input.getAttribute('aria-invalid')).toBe('true');

      answer = {
        status: 429,
        body: errorBody('too_many_requests'),
        headers: { 'retry-after': '60' },
      } as typeof answer;
      fireEvent.click(within(modal).getByTestId('promo-redeem'));
      expect((await within(modal).findByText(/Try again in 60 s/)).textContent).toBeTruthy();
    },
    SLOW,
  );

  it(
    'an unknown code from a link says so and offers to type another',
    async () => {
      setup({
        'GET /api/v2/promo-codes/NOPE': { status: 404, body: errorBody('promo_code_not_found') },
      });
      renderApp('/en/?promo=nope');
      const modal = await screen.findByTestId('promo-modal-bonus');
      expect((await within(modal).findByTestId('promo-error')).textContent).toContain(
        'Unknown promo code',
      );
      fireEvent.click(within(modal).getByRole('button', { name: 'Enter another code' }));
      expect(await screen.findByTestId('promo-modal-main')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'a guest from a promo link is asked to sign in; the cookies wait',
    async () => {
      setup({}, false);
      renderApp('/ru/?promo=WELCOME5');
      const modal = await screen.findByTestId('promo-modal-bonus');
      expect(within(modal).getByTestId('promo-guest').textContent).toContain('WELCOME5');
      expect(within(modal).getByText('Регистрация')).toBeTruthy();
      expect(readPromoModalCookie()).toBe('bonus');
    },
    SLOW,
  );
});

describe('bonus drawer', () => {
  const step = (n: number, claimed: boolean): PlayerBonus => ({
    ...redeemed,
    id: n,
    title: `Welcome bonus: deposit ${n}`,
    status: 'inactive',
    isClaimed: claimed,
    isCurrent: false,
    isFirst: n === 1 && !claimed,
    activation: null,
    conditions: {
      ...conditions,
      id: n,
      type: 'welcome',
      minDepositNumber: n,
      amountMultiplier: '1.2',
    },
  });

  it(
    '?bonus10 opens the welcome variant with the steps and marks it shown',
    async () => {
      const api = setup({
        'GET /api/v2/bonuses/modal': {
          status: 200,
          body: { depositCount: 1, lastShowModalAt: null, variant: 'welcome' },
        },
        'GET /api/v2/bonuses': {
          status: 200,
          body: {
            data: [step(1, true), step(2, false)],
            meta: { offset: 0, limit: 100, total: 2 },
          },
        },
        'POST /api/v2/bonuses/drawer/shown': {
          status: 200,
          body: { isShown: true, shownAt: '2030-01-01T00:00:00.000Z', variant: 'welcome' },
        },
        'POST /api/v2/bonuses/modal/shown': {
          status: 200,
          body: {
            depositCount: 1,
            lastShowModalAt: '2030-01-01T00:00:00.000Z',
            variant: 'welcome',
          },
        },
      });
      renderApp('/en/?bonus10');
      const drawer = await screen.findByTestId('bonus-drawer');
      expect(drawer.getAttribute('data-variant')).toBe('welcome');
      const steps = await within(drawer).findAllByTestId('bonus-drawer-step');
      expect(steps.map((item) => item.getAttribute('data-state'))).toEqual([
        'claimed',
        'available',
      ]);
      expect(within(drawer).getByText('Questions and answers')).toBeTruthy();
      // No video configured: no video section.
      expect(within(drawer).queryByTestId('bonus-drawer-video')).toBeNull();
      expect(api.calls('POST /api/v2/bonuses/drawer/shown')).toHaveLength(1);
      expect(api.calls('POST /api/v2/bonuses/modal/shown')).toHaveLength(1);

      fireEvent.click(within(drawer).getByTestId('bonus-drawer-close'));
      await act(async () => {});
      expect(screen.queryByTestId('bonus-drawer')).toBeNull();
    },
    SLOW,
  );

  it(
    'after sign-up it greets a player who has not seen it, and stays open once marked shown',
    async () => {
      const drawerState = (isShown: boolean) => ({
        status: 200,
        body: { isShown, shownAt: null, variant: 'welcome' },
      });
      const api = setup({
        'GET /api/v2/bonuses/modal': {
          status: 200,
          body: { depositCount: 0, lastShowModalAt: null, variant: 'welcome' },
        },
        'GET /api/v2/bonuses': {
          status: 200,
          body: { data: [step(1, false)], meta: { offset: 0, limit: 100, total: 1 } },
        },
        'GET /api/v2/bonuses/drawer': drawerState(false),
        'POST /api/v2/bonuses/drawer/shown': drawerState(true),
        'POST /api/v2/bonuses/modal/shown': {
          status: 200,
          body: { depositCount: 0, lastShowModalAt: null, variant: 'welcome' },
        },
      });
      renderApp('/en/');
      await screen.findByTestId('header-avatar');
      act(() => openBonusDrawer('sign-up'));
      const drawer = await screen.findByTestId('bonus-drawer');
      await within(drawer).findAllByTestId('bonus-drawer-step');
      expect(api.calls('POST /api/v2/bonuses/drawer/shown')).toHaveLength(1);
      expect(screen.getByTestId('bonus-drawer')).toBe(drawer);
    },
    SLOW,
  );

  it(
    'after sign-up it stays closed for a player who has seen it',
    async () => {
      const api = setup({
        'GET /api/v2/bonuses/drawer': {
          status: 200,
          body: { isShown: true, shownAt: '2030-01-01T00:00:00.000Z', variant: 'welcome' },
        },
        'GET /api/v2/bonuses/modal': {
          status: 200,
          body: { depositCount: 0, lastShowModalAt: null, variant: 'welcome' },
        },
      });
      renderApp('/en/');
      await screen.findByTestId('header-avatar');
      act(() => openBonusDrawer('sign-up'));
      await waitFor(() => expect(api.calls('GET /api/v2/bonuses/drawer')).toHaveLength(1));
      await act(async () => {});
      expect(screen.queryByTestId('bonus-drawer')).toBeNull();
      expect(api.calls('POST /api/v2/bonuses/drawer/shown')).toHaveLength(0);
    },
    SLOW,
  );
});
