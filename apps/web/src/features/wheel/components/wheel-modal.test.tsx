import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WheelPrize, WheelResponse, WheelSpinResponse } from '@wheelhouse/contracts/wheel';
import { generateServerSeed, hashServerSeed } from '@wheelhouse/fair/seeds';
import { wheelIndex } from '@wheelhouse/fair/wheel';
import { openWheel } from '../../../lib/wheel/wheel-modal-store';
import { amount, displayCurrency, EUR, makeBalance } from '../../../test/balance-fixtures';
import { errorBody, guestMe, makeUser, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

/** 15 bonus prizes: segment i pays (i + 1) dollars; the 15th ($100) is shown, never won. */
const prizes: WheelPrize[] = Array.from({ length: 15 }, (_, index) => ({
  index,
  amount: amount(index === 14 ? '100.000000' : `${index + 1}.000000`),
  balanceType: 'bonus',
  promo: null,
}));

const serverSeed = generateServerSeed();
const serverSeedHash = hashServerSeed(serverSeed);

function wheel(state: WheelResponse['state']): WheelResponse {
  return { prizes, state, serverSeedHash: state ? serverSeedHash : null };
}

/** The server's answer, decided from the client seed the browser sent, as the server does. */
function spinAnswer(clientSeed: string): WheelSpinResponse {
  const fairness = { serverSeed, serverSeedHash, clientSeed, nonce: 0 };
  const index = wheelIndex(fairness, 14);
  return {
    id: '1',
    index,
    amount: prizes[index]!.amount,
    promo: null,
    balanceType: 'bonus',
    state: {
      isSpinned: true,
      isZeroDeposits: false,
      nextSpinDate: new Date(Date.now() + 3_600_000).toISOString(),
    },
    fairness,
    balance: makeBalance({ total: amount('10.00'), fiat: amount('10.00') }),
  };
}

function reduceMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const player = {
  'GET /api/v1/me': { status: 200, body: makeUser() },
  'GET /api/v1/languages': { status: 200, body: [] },
  'GET /api/v1/wallet/balance': { status: 404, body: errorBody('not_found') },
};

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the wheel modal', { timeout: 20_000 }, () => {
  it('spins at once under reduced motion with the browser’s seed, verifies it, and leads a bonus prize to /bonuses', async () => {
    reduceMotion(true);
    const api = mockApi({
      ...player,
      'GET /api/v1/wheel': {
        status: 200,
        body: wheel({
          isSpinned: false,
          isZeroDeposits: false,
          nextSpinDate: new Date().toISOString(),
        }),
      },
      'POST /api/v1/wheel/spin': ({ body }) => ({
        status: 200,
        body: spinAnswer((body as { clientSeed: string }).clientSeed),
      }),
    });
    const { router } = renderApp('/en/');
    act(() => openWheel());
    const modal = await screen.findByTestId('wheel-modal');
    await userEvent.click(await within(modal).findByText('Check fairness'));
    expect(within(modal).getByTestId('wheel-server-seed-hash').textContent).toBe(serverSeedHash);
    const seedField = within(modal).getByTestId('wheel-client-seed') as HTMLInputElement;
    expect(seedField.value).toMatch(/^[0-9a-f]{32}$/);
    await userEvent.clear(seedField);
    await userEvent.type(seedField, 'my own seed');

    // No 5-second animation: the face turns in 0 ms and the prize shows as soon as the answer is in.
    expect(screen.getByTestId('wheel-face').style.transition).toContain('transform 0ms');
    await userEvent.click(within(modal).getByTestId('wheel-spin'));
    const prize = await screen.findByTestId('wheel-prize', {}, { timeout: 500 });
    expect(api.calls('POST /api/v1/wheel/spin')).toEqual([{ clientSeed: 'my own seed' }]);
    const won = spinAnswer('my own seed');
    expect(prize.textContent).toContain(`You won $${won.index + 1}.00!`);
    expect(prize.textContent).toContain('As a bonus with wagering');

    await userEvent.click(within(prize).getByText('Check fairness'));
    expect(within(prize).getByTestId('wheel-revealed-seed').textContent).toBe(serverSeed);
    await userEvent.click(within(prize).getByTestId('wheel-verify'));
    expect(within(prize).getByTestId('wheel-verify-result').dataset.status).toBe('match');

    await userEvent.click(within(prize).getByRole('button', { name: 'Go to bonuses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/bonuses'));
    expect(screen.queryByTestId('wheel-modal')).toBeNull();
    // The seed is kept for the next visit.
    expect(window.localStorage.getItem('wheelhouse.wheel.clientSeed')).toBe('my own seed');
  });

  it('refuses a client seed the server would refuse, without spinning', async () => {
    reduceMotion(true);
    const api = mockApi({
      ...player,
      'GET /api/v1/wheel': {
        status: 200,
        body: wheel({
          isSpinned: false,
          isZeroDeposits: false,
          nextSpinDate: new Date().toISOString(),
        }),
      },
    });
    renderApp('/en/');
    act(() => openWheel());
    const modal = await screen.findByTestId('wheel-modal');
    await userEvent.click(await within(modal).findByText('Check fairness'));
    await userEvent.clear(within(modal).getByTestId('wheel-client-seed'));
    await userEvent.click(within(modal).getByTestId('wheel-spin'));
    expect((await within(modal).findByRole('alert')).textContent).toContain('Use 1 to 64');
    expect(api.calls('POST /api/v1/wheel/spin')).toEqual([]);
  });

  it('asks a player who spun today to come back, and asks again when the countdown ends', async () => {
    const api = mockApi({
      ...player,
      'GET /api/v1/wheel': () => ({
        status: 200,
        body: wheel({
          isSpinned: true,
          isZeroDeposits: false,
          nextSpinDate: new Date(Date.now() + 1_200).toISOString(),
        }),
      }),
    });
    renderApp('/en/');
    act(() => openWheel());
    const tomorrow = await screen.findByTestId('wheel-tomorrow');
    expect(tomorrow.textContent).toContain('Come back tomorrow');
    expect(within(tomorrow).getByRole('timer')).toBeTruthy();
    expect(screen.queryByTestId('wheel-spin')).toBeNull();
    const loads = api.calls('GET /api/v1/wheel').length;
    await waitFor(() => expect(api.calls('GET /api/v1/wheel').length).toBeGreaterThan(loads), {
      timeout: 4_000,
    });
  });

  it('shows a guest the best prize that can be won (segments 0–13), not the 15th', async () => {
    mockApi({
      'GET /api/v1/me': guestMe,
      'GET /api/v1/languages': { status: 200, body: [] },
      'GET /api/v1/wheel': { status: 200, body: wheel(null) },
    });
    renderApp('/en/');
    act(() => openWheel());
    const teaser = await screen.findByTestId('wheel-guest');
    expect(teaser.textContent).toContain('Sign up to win up to $14.00 every day.');
  });

  it('lists the prizes in USD and the display currency, refetched when the currency changes', async () => {
    reduceMotion(true);
    let currency: 'USD' | 'EUR' = 'USD';
    const state = {
      isSpinned: false,
      isZeroDeposits: false,
      nextSpinDate: new Date().toISOString(),
    };
    // The server converts the prizes into the viewer's display currency (primaryValue).
    const inEuro = prizes.map((prize) => ({
      ...prize,
      amount: { ...prize.amount, primaryValue: `${(prize.index + 1) * 9}.00`, currency: EUR },
    }));
    const balanceIn = (code: 'USD' | 'EUR') =>
      makeBalance({
        total: amount('10.00', code === 'EUR' ? EUR : undefined),
        fiat: amount('10.00', code === 'EUR' ? EUR : undefined),
      });
    const api = mockApi({
      ...player,
      'GET /api/v1/wallet/balance': () => ({ status: 200, body: balanceIn(currency) }),
      'GET /api/v1/wallet/currencies': {
        status: 200,
        body: [
          displayCurrency({ code: 'USD', name: 'US dollar', displayFormat: '${amount}' }),
          displayCurrency({ code: 'EUR', name: 'Euro', displayFormat: '€{amount}' }),
        ],
      },
      'PATCH /api/v1/viewer': () => {
        currency = 'EUR';
        return { status: 200, body: balanceIn('EUR') };
      },
      'GET /api/v1/wheel': () => ({
        status: 200,
        body: { ...wheel(state), prizes: currency === 'EUR' ? inEuro : prizes },
      }),
    });
    renderApp('/en/');
    act(() => openWheel());
    const list = await screen.findByTestId('wheel-prize-list');
    await userEvent.click(within(list).getByText('Prizes'));
    const rows = () =>
      within(screen.getByTestId('wheel-prize-list')).getAllByTestId('wheel-prize-row');
    expect(rows()).toHaveLength(15);
    expect(rows()[0]!.textContent).toBe('$1.00Bonus');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('wheel-modal')).toBeNull());

    const loads = api.calls('GET /api/v1/wheel').length;
    await userEvent.click(await screen.findByTestId('header-balance'));
    await userEvent.click(await screen.findByTestId('currency-selector'));
    await userEvent.click(await screen.findByTestId('currency-option-EUR'));
    await waitFor(() => expect(api.calls('GET /api/v1/wheel').length).toBeGreaterThan(loads));

    act(() => openWheel());
    await userEvent.click(
      within(await screen.findByTestId('wheel-prize-list')).getByText('Prizes'),
    );
    await waitFor(() => expect(rows()[0]!.textContent).toBe('$1.00≈ €9.00Bonus'));
    expect(rows()[14]!.textContent).toBe('$100.00≈ €135.00Bonus');
  });
});
