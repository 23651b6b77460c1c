import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const wheel = {
  prizes: [
    { amount: '2.00', balanceType: 'main', wagerMultiplier: '0', promo: null },
    { amount: '5.00', balanceType: 'bonus', wagerMultiplier: '20', promo: 'WHEEL' },
  ],
  settings: { zeroDepositsMaySpin: false },
  spinsToday: 3,
};

describe('the wheel page', () => {
  it('edits the prizes, checks amounts, shows a refusal, and switches the zero-deposit rule', async () => {
    let saves = 0;
    const api = mockApi({
      'GET /api/admin/me': staffMe(['content']),
      'GET /api/admin/wheel': { status: 200, body: wheel },
      'PUT /api/admin/wheel/prizes': ({ body }) => {
        saves += 1;
        return saves === 1
          ? { status: 403, body: errorBody('forbidden') }
          : { status: 200, body: { ...wheel, ...(body as object) } };
      },
      'PUT /api/admin/wheel/settings': ({ body }) => ({
        status: 200,
        body: { ...wheel, settings: body },
      }),
    });
    renderApp('/wheel');
    const form = await screen.findByTestId('wheel-prizes-form');
    expect(screen.getByText('Spins today: 3')).toBeTruthy();
    const amount = within(form).getByLabelText('Amount of prize 0');
    await userEvent.clear(amount);
    await userEvent.type(amount, '-3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls('PUT /api/admin/wheel/prizes')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '3.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a prize' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByRole('alert');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/wheel/prizes')).toHaveLength(2));
    expect(api.calls('PUT /api/admin/wheel/prizes')[1]!.body).toEqual({
      prizes: [
        { amount: '3.50', balanceType: 'main', wagerMultiplier: '0', promo: null },
        { amount: '5.00', balanceType: 'bonus', wagerMultiplier: '20', promo: 'WHEEL' },
        { amount: '1.00', balanceType: 'main', wagerMultiplier: '0', promo: null },
      ],
    });

    await userEvent.click(screen.getByLabelText('Players without a deposit may spin'));
    await waitFor(() =>
      expect(api.calls('PUT /api/admin/wheel/settings')[0]?.body).toEqual({
        zeroDepositsMaySpin: true,
      }),
    );
  });
});
