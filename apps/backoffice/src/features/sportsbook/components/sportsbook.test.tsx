import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@wheelhouse/contracts/staff';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe, type ApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const EVENT = {
  id: 7,
  name: 'Arsenal – Chelsea',
  startsAt: '2030-01-01T12:00:00.000Z',
  status: 'live',
  live: true,
};

const MARKETS = {
  data: [
    {
      id: 71,
      key: '1x2',
      status: 'active',
      staffSuspended: false,
      outcomes: [
        {
          id: 711,
          key: 'home',
          odds: '2.10',
          active: true,
          result: null,
          voidFactor: null,
          deadHeatFactor: null,
        },
        {
          id: 712,
          key: 'draw',
          odds: '3.40',
          active: true,
          result: null,
          voidFactor: null,
          deadHeatFactor: null,
        },
        {
          id: 713,
          key: 'away',
          odds: '3.60',
          active: true,
          result: null,
          voidFactor: null,
          deadHeatFactor: null,
        },
      ],
    },
    {
      id: 72,
      key: 'totals|total=2.5',
      status: 'suspended',
      staffSuspended: true,
      outcomes: [],
    },
  ],
};

const LIABILITY = {
  eventId: 7,
  openBets: 2,
  stakes: '30.000000',
  outcomes: [
    {
      outcomeId: 711,
      marketName: 'Match result',
      outcomeName: 'Arsenal',
      bets: 2,
      stakes: '30.000000',
      liability: '63.000000',
    },
  ],
};

const bodies = (calls: { calls: (key: string) => { body: unknown }[] }, key: string) =>
  calls.calls(key).map((call) => call.body);

const page = (data: unknown[]) => ({ data, meta: { offset: 0, limit: 30, total: data.length } });

const LIMITS = {
  minStake: '0.10',
  maxStake: '1000.00',
  maxPayout: '50000.00',
  marketLiabilityCap: '0',
  liveDelayMs: 3000,
  cashOutMarginBps: 500,
  cashOutOfferSeconds: 10,
};

function api(roles: StaffRole[], extra: ApiRoutes = {}) {
  return mockApi({
    'GET /api/admin/me': staffMe(roles),
    'GET /api/admin/sportsbook/events': { status: 200, body: page([EVENT]) },
    'GET /api/admin/sportsbook/events/7/markets': { status: 200, body: MARKETS },
    'GET /api/admin/sportsbook/events/7/liability': { status: 200, body: LIABILITY },
    'GET /api/admin/sportsbook/events/7/bets': { status: 200, body: page([]) },
    'GET /api/admin/sportsbook/limits': { status: 200, body: LIMITS },
    ...extra,
  });
}

describe('sportsbook back office', { timeout: 30_000 }, () => {
  it('an admin finds an event, suspends a market and settles it by hand', async () => {
    const user = userEvent.setup();
    const calls = api(['admin'], {
      'POST /api/admin/sportsbook/markets/71/status': {
        status: 200,
        body: { id: 71, status: 'suspended' },
      },
      'POST /api/admin/sportsbook/markets/71/settle': {
        status: 200,
        body: { marketId: 71, version: 1, betsChanged: 2 },
      },
    });
    renderApp('/sportsbook/events');
    const table = await screen.findByTestId('sports-events-table');
    await user.click(await within(table).findByRole('link', { name: 'Arsenal – Chelsea' }));

    const market = await screen.findByTestId('admin-market-71');
    expect(within(screen.getByTestId('admin-liability')).getByText('63.000000')).toBeTruthy();
    expect(screen.getByText('No bets on this event')).toBeTruthy();

    await user.click(within(market).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(bodies(calls, 'POST /api/admin/sportsbook/markets/71/status')).toEqual([
        { status: 'suspended' },
      ]),
    );

    await user.click(within(market).getByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByTestId('settle-dialog');
    const fields = within(dialog).getAllByRole('group');
    // Home won by default; the draw is set to won with a dead heat of a half.
    await user.selectOptions(within(fields[1]!).getByLabelText('Result'), 'won');
    await user.type(within(fields[1]!).getByLabelText('Dead-heat factor'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(within(dialog).getByText('A number above 0 up to 1, e.g. 0.5')).toBeTruthy();
    expect(calls.calls('POST /api/admin/sportsbook/markets/71/settle')).toHaveLength(0);
    await user.clear(within(fields[1]!).getByLabelText('Dead-heat factor'));
    await user.type(within(fields[1]!).getByLabelText('Dead-heat factor'), '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await waitFor(() =>
      expect(bodies(calls, 'POST /api/admin/sportsbook/markets/71/settle')).toEqual([
        {
          outcomes: [
            { outcomeId: 711, result: 'won', voidFactor: '0' },
            { outcomeId: 712, result: 'won', voidFactor: '0', deadHeatFactor: '0.5' },
            { outcomeId: 713, result: 'lost', voidFactor: '0' },
          ],
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('settle-dialog')).toBeNull());
  });

  it('a market staff hold is shown, and its button resumes it', async () => {
    const user = userEvent.setup();
    const calls = api(['admin'], {
      'POST /api/admin/sportsbook/markets/72/status': {
        status: 200,
        body: { id: 72, status: 'suspended' },
      },
    });
    renderApp('/sportsbook/events/7');
    const held = await screen.findByTestId('admin-market-72');
    expect(within(held).getByText('Held by staff')).toBeTruthy();
    expect(within(screen.getByTestId('admin-market-71')).queryByText('Held by staff')).toBeNull();
    await user.click(within(held).getByRole('button', { name: 'Resume' }));
    await waitFor(() =>
      expect(bodies(calls, 'POST /api/admin/sportsbook/markets/72/status')).toEqual([
        { status: 'active' },
      ]),
    );
  });

  it('support reads an event without the buttons that change it', async () => {
    api(['support']);
    renderApp('/sportsbook/events/7');
    const market = await screen.findByTestId('admin-market-71');
    expect(within(market).queryByRole('button')).toBeNull();
  });

  it('limits are checked before saving and saved as the contract says', async () => {
    const user = userEvent.setup();
    const calls = api(['admin'], {
      'PATCH /api/admin/sportsbook/limits': ({ body }) => ({
        status: 200,
        body: { ...LIMITS, ...(body as object) },
      }),
    });
    renderApp('/sportsbook/limits');
    const form = await screen.findByTestId('sportsbook-limits-form');
    const maxStake = within(form).getByLabelText('Maximum stake');
    await user.clear(maxStake);
    await user.type(maxStake, '1e3');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByRole('alert')).not.toHaveLength(0);
    expect(calls.calls('PATCH /api/admin/sportsbook/limits')).toHaveLength(0);
    await user.clear(maxStake);
    await user.type(maxStake, '500.00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies(calls, 'PATCH /api/admin/sportsbook/limits')).toEqual([
        { ...LIMITS, maxStake: '500.00' },
      ]),
    );
  });

  it('a failed list shows the error with a retry', async () => {
    api(['admin'], {
      'GET /api/admin/sportsbook/events': { status: 503, body: errorBody('service_unavailable') },
    });
    renderApp('/sportsbook/events');
    expect(await screen.findByTestId('error-state')).toBeTruthy();
  });
});
