import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { amount, makeBalance } from '../../../test/balance-fixtures';
import { renderWithProviders } from '../../../test/games-fixtures';
import { errorBody, makeUser, mockApi, type ApiRoutes } from '../../../test/mock-api';
import { betsPage, makeBet, makeSeeds, stubReducedMotion } from '../../../test/originals-fixtures';
import { getWalletPanel } from '../../../lib/wallet-panel/wallet-panel-store';
import { balanceQueryKey } from '../../../lib/wallet/get-balance';
import { DicePlayArea } from './dice-play-area';

const BETS = 'POST /api/v1/originals/dice/bets';

function setup(routes: ApiRoutes = {}) {
  stubReducedMotion(true);
  const api = mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/wallet/balance': {
      status: 200,
      body: makeBalance({ total: amount('50.00'), fiat: amount('50.00') }),
    },
    'GET /api/v1/originals/seeds': { status: 200, body: makeSeeds() },
    'GET /api/v1/originals/bets': { status: 200, body: betsPage([]) },
    ...routes,
  });
  const rendered = renderWithProviders(<DicePlayArea />);
  return { api, user: userEvent.setup(), ...rendered };
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const target = () => screen.getByTestId<HTMLInputElement>('dice-target');
const slider = () => screen.getByTestId<HTMLInputElement>('dice-slider');

function idempotencyKeys(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/dice/bets'))
    .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
    .map((headers) => headers['idempotency-key']!);
}

// Toasts live in one store across tests; each test starts without any.
afterEach(() => {
  toast.dismiss();
});

describe('Dice play area', () => {
  it('keeps the target input, the slider, the win chance and the multiplier consistent', async () => {
    const { user } = setup();
    expect(text('dice-win-chance')).toBe('50.00%');
    expect(text('dice-multiplier')).toBe('1.98×');
    expect(slider().value).toBe('5000');

    await user.clear(target());
    await user.type(target(), '25');
    expect(text('dice-win-chance')).toBe('25.00%');
    expect(text('dice-multiplier')).toBe('3.96×');
    expect(slider().value).toBe('2500');

    fireEvent.change(slider(), { target: { value: '7500' } });
    expect(target().value).toBe('75.00');
    expect(text('dice-win-chance')).toBe('75.00%');
    expect(text('dice-multiplier')).toBe('1.32×');

    // Rolling over instead mirrors the target: the same chance, the same multiplier.
    await user.click(screen.getByTestId('dice-over'));
    expect(screen.getByTestId('dice-over').getAttribute('aria-pressed')).toBe('true');
    expect(target().value).toBe('24.99');
    expect(slider().value).toBe('2499');
    expect(text('dice-win-chance')).toBe('75.00%');
    expect(text('dice-multiplier')).toBe('1.32×');
  });

  it('explains a target out of range and sends no bet for it', async () => {
    const { user, api } = setup();
    await user.clear(target());
    await user.type(target(), '98.5');
    expect(screen.getByText('The maximum is 98.00')).toBeTruthy();
    expect(text('dice-win-chance')).toBe('—');
    await user.click(await screen.findByTestId('bet-button'));
    expect(api.calls(BETS)).toHaveLength(0);
  });

  it('places a bet with a fresh Idempotency-Key per click and shows the roll and the new balance', async () => {
    const bet = makeBet({ params: { direction: 'under', target: '50.00' } });
    const after = makeBalance({ total: amount('49.00'), fiat: amount('49.00') });
    const { user, api, queryClient } = setup({
      [BETS]: { status: 200, body: { bet, balance: after } },
    });
    await user.click(await screen.findByTestId('bet-button'));
    await waitFor(() => expect(text('dice-result')).toContain('Roll 77.71'));
    expect(text('dice-result-payout')).toBe('No win this time');
    expect(api.calls(BETS)).toEqual([
      { amount: '1.00', params: { direction: 'under', target: '50.00' } },
    ]);
    expect(queryClient.getQueryData(balanceQueryKey)).toEqual(after);

    await user.click(screen.getByTestId('bet-button'));
    await waitFor(() => expect(api.calls(BETS)).toHaveLength(2));
    const keys = idempotencyKeys(api.fetch);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('retries a bet whose answer was lost with the same key', async () => {
    let attempts = 0;
    const bet = makeBet({ params: { direction: 'under', target: '50.00' } });
    const { user, api } = setup({
      [BETS]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { status: 200, body: { bet, balance: makeBalance() } };
      },
    });
    await user.click(await screen.findByTestId('bet-button'));
    await waitFor(() => expect(text('dice-result')).toContain('Roll 77.71'), { timeout: 5000 });
    const keys = idempotencyKeys(api.fetch);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('offers a deposit when the balance is too low', async () => {
    const { user } = setup({
      [BETS]: { status: 400, body: errorBody('insufficient_balance') },
    });
    await user.click(await screen.findByTestId('bet-button'));
    expect(await screen.findByText('Not enough money on the balance')).toBeTruthy();
    expect(screen.getByText(/Request test-request at/)).toBeTruthy();
    // A plain click: the toast's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(getWalletPanel()?.tab).toBe('deposit');
  });

  it('does not send a stake above the balance and offers a deposit instead', async () => {
    const { user, api } = setup();
    const stake = screen.getByTestId('bet-amount-input');
    await screen.findByTestId('bet-button');
    await user.clear(stake);
    await user.type(stake, '60');
    expect(text('bet-amount-error')).toBe('The bet is more than your balance');
    await user.click(screen.getByTestId('bet-button'));
    expect(await screen.findByRole('button', { name: 'Deposit' })).toBeTruthy();
    expect(api.calls(BETS)).toHaveLength(0);
  });

  it('puts field errors under their fields and learns the max bet from the API', async () => {
    const { user } = setup({
      [BETS]: {
        status: 400,
        body: errorBody('validation_error', {
          fields: {
            amount: { key: 'Validation.maximum_amount', params: { max: '20.00' } },
            'params.target': { key: 'Validation.min', params: { min: '0.01' } },
          },
        }),
      },
    });
    const stake = screen.getByTestId('bet-amount-input');
    await user.click(await screen.findByTestId('bet-button'));
    expect(await screen.findByText('The maximum bet is 20.00 USD')).toBeTruthy();
    expect(screen.getByText('The minimum is 0.01')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Maximum bet' }));
    expect(stake).toHaveProperty('value', '20.00');
  });
});
