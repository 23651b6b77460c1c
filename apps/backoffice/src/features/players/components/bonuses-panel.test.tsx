import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const BONUS = {
  id: 'bn_0123456789abcdef01234567',
  title: 'VIP reload',
  status: 'active',
  amount: '25.000000',
  currency: 'USD',
  wager: { current: '10.000000', total: '100.000000' },
  createdAt: '2030-01-01T10:00:00.000Z',
  endedAt: null as string | null,
};
const PERSONAL = {
  id: 9,
  type: 'personal',
  texts: { en: { title: 'Birthday gift', description: '' } },
  active: true,
  sortOrder: 0,
  conditions: {
    id: 9,
    personalId: null,
    type: 'personal',
    minDepositNumber: 0,
    minDeposit: '0',
    maxDeposit: null,
    amountMultiplier: '0',
    freespinsCount: 0,
    freespinsAmount: '0',
    wager: '5',
    wagerFreespins: '0',
    wagerMaxBet: null,
    maxAmount: '20',
    maxAmountMultiplier: null,
    freespinsMaxAmount: null,
    freespinsMaxAmountMultiplier: null,
    deadlineHours: 72,
    gamesWagers: [],
    currency: 'USD',
  },
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
};

function playerApi(extra: Parameters<typeof mockApi>[0] = {}) {
  let bonuses = [BONUS];
  const api = mockApi({
    'GET /api/admin/me': staffMe(['finance']),
    'GET /api/admin/users/WH-1001/bonuses': () => ({ status: 200, body: { items: bonuses } }),
    'GET /api/admin/bonus-templates': {
      status: 200,
      body: { items: [PERSONAL, { ...PERSONAL, id: 10, type: 'promo' }] },
    },
    'POST /api/admin/users/WH-1001/bonuses/bn_0123456789abcdef01234567/cancel': () => {
      bonuses = [{ ...BONUS, status: 'cancelled', endedAt: '2030-01-02T10:00:00.000Z' }];
      return { status: 200, body: bonuses[0] };
    },
    ...extra,
  });
  return api;
}

describe('the player’s bonuses', () => {
  it('cancels a running bonus after a confirmation', async () => {
    const api = playerApi();
    renderApp('/players/WH-1001');
    const cancel = await screen.findByRole('button', { name: 'Cancel the bonus “VIP reload”' });
    await userEvent.click(cancel);
    const dialog = await screen.findByTestId('cancel-bonus-dialog');
    expect(within(dialog).getByText(/25\.000000 USD granted/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the bonus' }));
    await screen.findByText('The bonus is cancelled');
    expect(
      api.calls('POST /api/admin/users/WH-1001/bonuses/bn_0123456789abcdef01234567/cancel'),
    ).toHaveLength(1);
    // Ended bonuses have nothing left to cancel.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel the bonus “VIP reload”' })).toBeNull(),
    );
  });

  it('offers only active personal templates; the server’s refusal shows under the choice', async () => {
    const api = playerApi({
      'POST /api/admin/users/WH-1001/personal-bonuses': {
        status: 400,
        body: errorBody('validation_error', {
          fields: { templateId: { key: 'Validation.not_found' } },
        }),
      },
    });
    renderApp('/players/WH-1001');
    const form = await screen.findByTestId('personal-bonus-form');
    const select = within(form).getByLabelText('Personal bonus to offer');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(select, 'Birthday gift');
    await userEvent.click(within(form).getByRole('button', { name: 'Offer the bonus' }));
    await waitFor(() => {
      const id = select.getAttribute('aria-describedby')?.split(' ')[0];
      expect(id && document.getElementById(id)?.textContent).toBe('Not found: choose another');
    });
    expect(api.calls('POST /api/admin/users/WH-1001/personal-bonuses')[0]!.body).toEqual({
      templateId: 9,
    });
  });
});
