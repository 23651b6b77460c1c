import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { playPlinko } from '@wheelhouse/fair/plinko';
import { amount, makeBalance } from '../../../test/balance-fixtures';
import { renderWithProviders } from '../../../test/games-fixtures';
import { makeUser, mockApi } from '../../../test/mock-api';
import {
  betsPage,
  FAIR_VECTOR,
  makeBet,
  makeSeeds,
  stubReducedMotion,
} from '../../../test/originals-fixtures';
import { PlinkoPlayArea } from './plinko-play-area';

const params = { rows: 8, risk: 'low' };
const fair = playPlinko({ ...FAIR_VECTOR, nonce: 0 }, params);
if (!fair.ok) throw new Error('the fair vector must play');
const bucket = fair.value.bucket;

async function playOnce(reduced: boolean) {
  stubReducedMotion(reduced);
  const api = mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/wallet/balance': { status: 200, body: makeBalance({ total: amount('9.00') }) },
    'GET /api/v1/originals/seeds': { status: 200, body: makeSeeds() },
    'GET /api/v1/originals/bets': { status: 200, body: betsPage([]) },
    'POST /api/v1/originals/plinko/bets': {
      status: 200,
      body: { bet: makeBet({ game: 'plinko', params }), balance: makeBalance() },
    },
  });
  renderWithProviders(<PlinkoPlayArea />);
  const user = userEvent.setup();
  await user.selectOptions(screen.getByTestId('plinko-rows'), '8');
  await user.selectOptions(screen.getByTestId('plinko-risk'), 'low');
  // The board's payout table is the fair package's (8 rows, low risk).
  expect(screen.getAllByTestId('plinko-bucket').map((cell) => cell.textContent)).toEqual([
    '5.6×',
    '2.1×',
    '1.1×',
    '1×',
    '0.5×',
    '1×',
    '1.1×',
    '2.1×',
    '5.6×',
  ]);
  await user.click(await screen.findByTestId('bet-button'));
  await waitFor(() =>
    expect(api.calls('POST /api/v1/originals/plinko/bets')).toEqual([{ amount: '1.00', params }]),
  );
  await screen.findByTestId('plinko-ball');
}

const landedBucket = () =>
  screen.getAllByTestId('plinko-bucket').findIndex((cell) => cell.getAttribute('aria-current'));

describe('Plinko play area', () => {
  it('with reduced motion, shows where the ball landed at once', async () => {
    await playOnce(true);
    expect(landedBucket()).toBe(bucket);
    expect(screen.getByTestId('plinko-result').textContent).toContain('Landed on');
  });

  it('otherwise drops the ball row by row along the outcome path before showing the result', async () => {
    await playOnce(false);
    expect(landedBucket()).toBe(-1);
    expect(screen.getByTestId('plinko-result').textContent).not.toContain('Landed on');
    await waitFor(() => expect(landedBucket()).toBe(bucket), { timeout: 4000 });
    expect(screen.getByTestId('plinko-result').textContent).toContain('Landed on');
  });
});
