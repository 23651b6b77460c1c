import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MinesRound } from '@wheelhouse/contracts/originals';
import { amount, makeBalance } from '../../../test/balance-fixtures';
import { renderWithProviders } from '../../../test/games-fixtures';
import { errorBody, guestMe, makeUser, mockApi, type ApiRoutes } from '../../../test/mock-api';
import { getWalletPanel } from '../../../lib/wallet-panel/wallet-panel-store';
import { makeRound, money } from '../test-fixtures';
import { MinesPlayArea } from './mines-play-area';

const ROUND_PATH = '/api/v1/originals/mines/rounds';

function open(activeRound: MinesRound | null, routes: ApiRoutes = {}) {
  const api = mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/wallet/balance': {
      status: 200,
      body: makeBalance({ total: amount('100.00'), fiat: amount('100.00') }),
    },
    [`GET ${ROUND_PATH}/active`]: { status: 200, body: { round: activeRound } },
    'GET /api/v1/originals/bets': {
      status: 200,
      body: { data: [], meta: { offset: 0, limit: 30, total: 0 } },
    },
    ...routes,
  });
  renderWithProviders(<MinesPlayArea />, '/en/games/3', '/:locale/games/:id');
  return api;
}

const tiles = () => screen.getAllByTestId('mines-tile');
const tile = (index: number) => tiles()[index]!;
const balanceBody = makeBalance({ total: amount('99.00'), fiat: amount('99.00') });

/** A reveal the test answers when it chooses. */
function deferredReveal() {
  let answer: (round: MinesRound) => void = () => undefined;
  const route = () =>
    new Promise<{ status: number; body: unknown }>((resolve) => {
      answer = (round) => resolve({ status: 200, body: { round, balance: balanceBody } });
    });
  return { route, answer: (round: MinesRound) => answer(round) };
}

describe('mines', () => {
  it('resumes the unfinished round after a reload: found gems, multipliers and cash-out', async () => {
    open(makeRound({ mines: 3, revealed: [7, 12] }));
    await screen.findByTestId('mines-game');
    await waitFor(() => expect(tile(7).getAttribute('data-face')).toBe('gem'));
    expect(tile(12).getAttribute('data-face')).toBe('gem');
    expect(tiles().filter((node) => node.dataset.face === 'hidden')).toHaveLength(23);
    // 3 mines, 2 gems: 0.99 × C(25,2)/C(22,2) = 1.28571…, floored to 4 decimals.
    expect(screen.getByTestId('mines-multiplier').textContent).toBe('1.2857×');
    expect(screen.getByTestId('mines-next-multiplier').textContent).toBe('1.4785×');
    const cashOut = screen.getByTestId('mines-cashout') as HTMLButtonElement;
    expect(cashOut.disabled).toBe(false);
    expect(cashOut.textContent).toBe('Cash out at 1.2857×');
    // The stake and mine count of the running round cannot change.
    expect((screen.getByTestId('mines-count') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByTestId('mines-count') as HTMLSelectElement).disabled).toBe(true);
  });

  it("shows the running round's stake in the display currency's decimals, as the server sends it in the ledger's", async () => {
    open(makeRound({ stake: money('1.500000') }));
    await screen.findByTestId('mines-game');
    await waitFor(() =>
      expect((screen.getByTestId('bet-amount-input') as HTMLInputElement).value).toBe('1.50'),
    );
  });

  it('moves around the board with the arrow keys and reveals with Enter', async () => {
    const api = open(makeRound({ revealed: [] }), {
      [`POST ${ROUND_PATH}/41/reveal`]: ({ body }) => ({
        status: 200,
        body: {
          round: makeRound({ revealed: [(body as { cell: number }).cell] }),
          balance: balanceBody,
        },
      }),
    });
    await screen.findByTestId('mines-game');
    const user = userEvent.setup();
    // One tab stop for the whole board: the first tile.
    expect(tiles().filter((node) => node.tabIndex === 0)).toEqual([tile(0)]);
    act(() => tile(0).focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(tile(7));
    await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(tile(1));
    await user.keyboard('{End}{ArrowDown}');
    expect(document.activeElement).toBe(tile(9));
    expect(tile(9).tabIndex).toBe(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(tile(9).getAttribute('data-face')).toBe('gem'));
    expect(api.calls(`POST ${ROUND_PATH}/41/reveal`)).toEqual([{ cell: 9 }]);
    await user.keyboard('{ArrowLeft} ');
    await waitFor(() => expect(api.calls(`POST ${ROUND_PATH}/41/reveal`)).toHaveLength(2));
    expect(api.calls(`POST ${ROUND_PATH}/41/reveal`)[1]).toEqual({ cell: 8 });
  });

  it('sends one reveal for a double click and blocks the board until it is answered', async () => {
    const reveal = deferredReveal();
    const api = open(makeRound({ revealed: [] }), {
      [`POST ${ROUND_PATH}/41/reveal`]: reveal.route,
    });
    await screen.findByTestId('mines-game');
    fireEvent.click(tile(4));
    fireEvent.click(tile(4));
    fireEvent.click(tile(5));
    await waitFor(() => expect(tile(4).getAttribute('aria-busy')).toBe('true'));
    expect(api.calls(`POST ${ROUND_PATH}/41/reveal`)).toEqual([{ cell: 4 }]);
    expect(tiles().every((node) => node.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect((screen.getByTestId('mines-cashout') as HTMLButtonElement).disabled).toBe(true);

    await act(async () => reveal.answer(makeRound({ revealed: [4] })));
    await waitFor(() => expect(tile(4).getAttribute('data-face')).toBe('gem'));
    expect(tile(5).getAttribute('aria-disabled')).toBe('false');
    expect(tile(4).getAttribute('aria-disabled')).toBe('true');
    expect(api.calls(`POST ${ROUND_PATH}/41/reveal`)).toHaveLength(1);
  });

  it('offers the cash-out only after a gem, and pays it once', async () => {
    const api = open(makeRound({ revealed: [] }), {
      [`POST ${ROUND_PATH}/41/reveal`]: {
        status: 200,
        body: { round: makeRound({ revealed: [0] }), balance: balanceBody },
      },
      [`POST ${ROUND_PATH}/41/cashout`]: {
        status: 200,
        body: {
          round: makeRound({
            status: 'cashed_out',
            revealed: [0],
            payout: { amount: '1.12', currency: 'USD', houseAmount: '1.12', houseCurrency: 'USD' },
            multiplier: '1.1250',
            mineTiles: [1, 19, 24],
          }),
          balance: makeBalance({ total: amount('100.12'), fiat: amount('100.12') }),
        },
      },
    });
    await screen.findByTestId('mines-game');
    const cashOut = () => screen.getByTestId('mines-cashout') as HTMLButtonElement;
    expect(cashOut().disabled).toBe(true);
    expect(cashOut().textContent).toBe('Pick a tile to cash out');

    fireEvent.click(tile(0));
    await waitFor(() => expect(cashOut().disabled).toBe(false));
    fireEvent.click(cashOut());
    fireEvent.click(cashOut());
    const status = await screen.findByText('You cashed out 1.12 USD at 1.125×');
    expect(status.getAttribute('data-status')).toBe('cashed_out');
    expect(api.calls(`POST ${ROUND_PATH}/41/cashout`)).toHaveLength(1);
    // The board is uncovered and a new round can be started.
    expect(tile(1).getAttribute('data-face')).toBe('mine');
    expect(screen.queryByTestId('mines-cashout')).toBeNull();
    expect(screen.getByTestId('bet-button').textContent).toBe('Bet');
  });

  it('uncovers the board when a mine is hit', async () => {
    open(makeRound({ revealed: [0] }), {
      [`POST ${ROUND_PATH}/41/reveal`]: {
        status: 200,
        body: {
          round: makeRound({
            status: 'lost',
            revealed: [0, 1],
            safeReveals: 1,
            multiplier: '0.0000',
            mineTiles: [1, 19, 24],
          }),
          balance: balanceBody,
        },
      },
    });
    await screen.findByTestId('mines-game');
    await waitFor(() => expect(tile(0).getAttribute('data-face')).toBe('gem'));
    fireEvent.click(tile(1));
    expect((await screen.findByText('Boom! You hit a mine')).getAttribute('data-status')).toBe(
      'lost',
    );
    expect(tile(1).getAttribute('data-face')).toBe('mine-hit');
    expect(tile(24).getAttribute('data-face')).toBe('mine');
    expect(tile(2).getAttribute('data-face')).toBe('gem-unpicked');
    expect(tiles().every((node) => node.getAttribute('aria-disabled') === 'true')).toBe(true);
  });

  it('starts a round with the stake and mine count under an Idempotency-Key', async () => {
    const api = open(null, {
      [`POST ${ROUND_PATH}`]: {
        status: 200,
        body: { round: makeRound({ mines: 5 }), balance: balanceBody },
      },
    });
    await screen.findByTestId('mines-game');
    expect(tiles().every((node) => node.getAttribute('aria-disabled') === 'true')).toBe(true);
    // Before a round: what the first gem would pay with the chosen mine count.
    fireEvent.change(screen.getByTestId('mines-count'), { target: { value: '5' } });
    expect(screen.getByTestId('mines-next-multiplier').textContent).toBe('1.2375×');
    fireEvent.change(screen.getByTestId('bet-amount-input'), { target: { value: '2.50' } });
    fireEvent.click(screen.getByTestId('bet-button'));
    await waitFor(() => expect(tile(0).getAttribute('aria-disabled')).toBe('false'));
    expect(api.calls(`POST ${ROUND_PATH}`)).toEqual([{ amount: '2.50', mines: 5 }]);
    const [, init] = api.fetch.mock.calls.find(([url]) => String(url) === ROUND_PATH)!;
    expect((init as RequestInit).headers).toHaveProperty('idempotency-key');
  });

  it('offers a deposit when the balance is too low, and shows field errors under the fields', async () => {
    const api = open(null, {
      [`POST ${ROUND_PATH}`]: {
        status: 400,
        body: errorBody('validation_error', {
          fields: { mines: { key: 'Validation.max', params: { max: 24 } } },
        }),
      },
    });
    await screen.findByTestId('mines-game');
    fireEvent.change(screen.getByTestId('bet-amount-input'), { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('bet-button'));
    const toast = await screen.findByText('Not enough money on the balance');
    expect(api.calls(`POST ${ROUND_PATH}`)).toHaveLength(0);
    fireEvent.click(
      within(toast.closest('[data-sonner-toast]') as HTMLElement).getByRole('button', {
        name: 'Deposit',
      }),
    );
    expect(getWalletPanel()?.tab).toBe('deposit');

    fireEvent.change(screen.getByTestId('bet-amount-input'), { target: { value: '1.00' } });
    fireEvent.click(screen.getByTestId('bet-button'));
    expect((await screen.findByText('The maximum is 24')).id).toBe(
      screen.getByTestId('mines-count').getAttribute('aria-describedby'),
    );
  });

  it('shows a skeleton while the round loads and a retry when it cannot', async () => {
    let fail = true;
    open(null, {
      [`GET ${ROUND_PATH}/active`]: () =>
        fail
          ? { status: 500, body: errorBody('internal_error') }
          : { status: 200, body: { round: null } },
    });
    expect(await screen.findByTestId('mines-loading')).toBeTruthy();
    const failure = await screen.findByTestId('original-load-error');
    expect(screen.getByTestId('bet-button').matches(':disabled')).toBe(true);
    fail = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('mines-game')).toBeTruthy();
    expect(screen.getByTestId('bet-button').matches(':disabled')).toBe(false);
  });

  it('turns a tile without motion for players who prefer reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    open(makeRound({ revealed: [3] }));
    await waitFor(() => expect(tile(3).getAttribute('data-face')).toBe('gem'));
    expect(tile(3).querySelector('[data-motion]')?.getAttribute('data-motion')).toBe('reduced');
  });

  it('shows what the server has when the round moved on elsewhere', async () => {
    let round: MinesRound | null = makeRound({ revealed: [2] });
    open(null, {
      [`GET ${ROUND_PATH}/active`]: () => ({ status: 200, body: { round } }),
      [`POST ${ROUND_PATH}/41/reveal`]: () => {
        round = null;
        return { status: 409, body: errorBody('conflict') };
      },
    });
    await waitFor(() => expect(tile(2).getAttribute('data-face')).toBe('gem'));
    fireEvent.click(tile(8));
    expect(
      await screen.findByText('This conflicts with a recent change. Reload and try again'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('mines-status').dataset.status).toBe('idle'));
    expect(tile(2).getAttribute('data-face')).toBe('hidden');
  });

  it('asks a guest to sign in and asks the server for no round', async () => {
    const api = mockApi({ 'GET /api/v1/me': guestMe });
    const { router } = renderWithProviders(<MinesPlayArea />, '/en/games/3', '/:locale/games/:id');
    await screen.findByTestId('mines-game');
    const signIn = screen.getByRole('button', { name: 'Sign in to play' });
    expect(tiles().every((node) => node.getAttribute('aria-disabled') === 'true')).toBe(true);
    fireEvent.click(signIn);
    await waitFor(() => expect(router.state.location.search).toBe('?auth=login'));
    expect(api.calls(`GET ${ROUND_PATH}/active`)).toHaveLength(0);
  });
});
