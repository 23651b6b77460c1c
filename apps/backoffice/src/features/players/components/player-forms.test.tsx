import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const PLAYER = {
  globalId: 'WH-1001',
  email: 'ivan@example.com',
  language: 'ru',
  currency: 'RUB',
  isVip: false,
  banned: false,
  banReason: null,
  createdAt: '2030-01-01T10:00:00.000Z',
};

function playerApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/me': staffMe(['support', 'finance']),
    'GET /api/admin/users': {
      status: 200,
      body: { data: [PLAYER], meta: { offset: 0, limit: 10, total: 1 } },
    },
    'GET /api/admin/users/WH-1001/balance': {
      status: 200,
      body: {
        globalId: 'WH-1001',
        currency: 'USD',
        main: '10.00',
        bonus: '0.00',
        pendingWithdrawal: '0.00',
        total: '10.00',
      },
    },
    'GET /api/admin/users/WH-1001/bonuses': { status: 200, body: { items: [] } },
    'GET /api/admin/users/WH-1001/transfers': {
      status: 200,
      body: { data: [], meta: { offset: 0, limit: 30, total: 0 } },
    },
    'GET /api/admin/fiat/players/WH-1001/flags': {
      status: 200,
      body: { buyBanned: false, fiatBanned: false, reason: null },
    },
    'GET /api/admin/users/WH-1001': {
      status: 200,
      body: {
        ...PLAYER,
        firstName: 'Ivan',
        lastName: 'Petrov',
        dateOfBirth: null,
        vipManagerTelegram: null,
        depositsCompleted: 0,
        bannedAt: null,
        lastSeenAt: null,
      },
    },
    'GET /api/admin/users/WH-1001/bets': {
      status: 200,
      body: { data: [], meta: { offset: 0, limit: 20, total: 0 } },
    },
    ...extra,
  });
}

/** The message shown under a field: the element its aria-describedby names. */
function errorUnder(field: HTMLElement): string | null {
  const id = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('player forms', () => {
  it('the contract checks the adjustment in the browser: nothing is sent until it passes', async () => {
    const api = playerApi();
    renderApp('/players/WH-1001');
    const form = await screen.findByTestId('adjust-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Adjust the balance' }));
    const amount = within(form).getByLabelText('Adjustment');
    await waitFor(() => expect(errorUnder(amount)).toBe('This field is required'));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(errorUnder(within(form).getByLabelText('Reason (kept in the audit log)'))).toBe(
      'This field is required',
    );
    await userEvent.type(amount, '12,5');
    await userEvent.type(within(form).getByLabelText('Reason (kept in the audit log)'), 'ok');
    await userEvent.click(within(form).getByRole('button', { name: 'Adjust the balance' }));
    await waitFor(() => expect(errorUnder(amount)).toBe('Check the format of this value'));
    expect(errorUnder(within(form).getByLabelText('Reason (kept in the audit log)'))).toBe(
      'Use at least 3 characters',
    );
    expect(api.calls('POST /api/admin/users/WH-1001/adjustments')).toHaveLength(0);
  });

  it("shows the server's field errors under the fields and keeps one idempotency key per form", async () => {
    let attempt = 0;
    const api = playerApi({
      'POST /api/admin/users/WH-1001/adjustments': () => {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 400,
            body: errorBody('validation_error', {
              fields: {
                amount: { key: 'Validation.too_many_decimals', params: { precision: 2 } },
                currency: { key: 'Validation.unknown_currency' },
              },
            }),
          };
        return {
          status: 200,
          body: {
            transferId: 't1',
            amount: { value: '5.00', currency: 'USD' },
            rate: null,
            before: { main: '10.00' },
            after: { main: '15.00' },
          },
        };
      },
    });
    renderApp('/players/WH-1001');
    const form = await screen.findByTestId('adjust-form');
    const amount = within(form).getByLabelText('Adjustment');
    const currency = within(form).getByLabelText('Currency');
    await userEvent.type(amount, '5.001');
    await userEvent.clear(currency);
    await userEvent.type(currency, 'XYZ');
    await userEvent.type(within(form).getByLabelText('Reason (kept in the audit log)'), 'goodwill');
    await userEvent.click(within(form).getByRole('button', { name: 'Adjust the balance' }));

    await waitFor(() => expect(errorUnder(amount)).toBe('Use at most 2 decimal places'));
    expect(errorUnder(currency)).toBe('This currency is not available');
    expect(document.activeElement).toBe(amount);

    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.clear(currency);
    await userEvent.type(currency, 'USD');
    await userEvent.click(within(form).getByRole('button', { name: 'Adjust the balance' }));
    await screen.findByText('The balance is adjusted');
    const [first, second] = api.calls('POST /api/admin/users/WH-1001/adjustments');
    expect(second!.body).toEqual({ amount: '5', currency: 'USD', reason: 'goodwill' });
    // The same filled-in form: a retry after a refusal is still the same adjustment.
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
    expect(first!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('changes the player’s name with a reason: the reason is required, an empty name is cleared', async () => {
    const api = playerApi({
      'PUT /api/admin/users/WH-1001/name': ({ body }) => {
        const { firstName, lastName } = body as {
          firstName: string | null;
          lastName: string | null;
        };
        return {
          status: 200,
          body: {
            ...PLAYER,
            firstName,
            lastName,
            dateOfBirth: null,
            vipManagerTelegram: null,
            depositsCompleted: 0,
            bannedAt: null,
            lastSeenAt: null,
          },
        };
      },
    });
    renderApp('/players/WH-1001');
    const panel = await screen.findByTestId('name-panel');
    const first = await within(panel).findByLabelText('First name');
    expect((first as HTMLInputElement).value).toBe('Ivan');
    const last = within(panel).getByLabelText('Last name');
    await userEvent.clear(last);
    await userEvent.type(last, 'Sidorov');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save the name' }));
    await waitFor(() =>
      expect(errorUnder(within(panel).getByLabelText('Reason (kept in the audit log)'))).toBe(
        'This field is required',
      ),
    );
    expect(api.calls('PUT /api/admin/users/WH-1001/name')).toHaveLength(0);

    await userEvent.clear(first);
    await userEvent.type(
      within(panel).getByLabelText('Reason (kept in the audit log)'),
      'Passport checked',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Save the name' }));
    await screen.findByText('The name is changed');
    expect(api.calls('PUT /api/admin/users/WH-1001/name')[0]!.body).toEqual({
      firstName: null,
      lastName: 'Sidorov',
      reason: 'Passport checked',
    });
  });

  it('bans with a spec reason chosen from the list, in Russian too', async () => {
    const api = playerApi({
      'POST /api/admin/users/WH-1001/ban': {
        status: 200,
        body: { banned: true, banReason: '5.4 multiaccounting' },
      },
    });
    renderApp('/players/WH-1001');
    const panel = await screen.findByTestId('ban-panel');
    await userEvent.click(within(panel).getByRole('button', { name: 'Ban the player' }));
    await waitFor(() =>
      expect(errorUnder(within(panel).getByRole('combobox'))).toBe('This field is required'),
    );
    await userEvent.selectOptions(
      within(panel).getByRole('combobox'),
      'Rule 5.4: multiple accounts',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Ban the player' }));
    await waitFor(() => expect(api.calls('POST /api/admin/users/WH-1001/ban')).toHaveLength(1));
    expect(api.calls('POST /api/admin/users/WH-1001/ban')[0]!.body).toEqual({
      reason: '5.4 multiaccounting',
    });
  });

  it('staff notes: the contract refuses an empty note, a written one is added to the list', async () => {
    const notes: {
      id: number;
      body: string;
      staffId: number;
      staffEmail: string;
      createdAt: string;
    }[] = [];
    const api = playerApi({
      'GET /api/admin/users/WH-1001/notes': () => ({
        status: 200,
        body: { data: notes, meta: { offset: 0, limit: 100, total: notes.length } },
      }),
      'POST /api/admin/users/WH-1001/notes': ({ body }) => {
        const note = {
          id: 1,
          body: (body as { body: string }).body,
          staffId: 7,
          staffEmail: 'me@staff.example',
          createdAt: '2030-01-01T10:00:00.000Z',
        };
        notes.push(note);
        return { status: 200, body: note };
      },
    });
    renderApp('/players/WH-1001');
    const panel = await screen.findByTestId('activity-panels');
    await userEvent.click(within(panel).getByRole('tab', { name: 'Notes' }));
    const field = await within(panel).findByLabelText('New note (staff only)');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add the note' }));
    await waitFor(() => expect(errorUnder(field)).toBe('This field is required'));
    await userEvent.type(field, 'Called about a late deposit');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add the note' }));
    await within(panel).findByText('Called about a late deposit');
    expect(api.calls('POST /api/admin/users/WH-1001/notes')[0]!.body).toEqual({
      body: 'Called about a late deposit',
    });
  });
});
