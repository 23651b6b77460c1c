import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRgResponse, RgMoneyLimit } from '@wheelhouse/contracts/responsible-gaming';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { errorBody, mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { PLAYER } from './player-fixture';

const RG_URL = 'GET /api/admin/users/WH-1001/responsible-gaming';

function limit(kind: RgMoneyLimit['kind'], period: RgMoneyLimit['period']): RgMoneyLimit {
  return {
    kind,
    period,
    amount: null,
    used: '0.00',
    left: null,
    resetsAt: '2030-01-02T00:00:00.000Z',
    pending: null,
  };
}

function rgState(overrides: Partial<AdminRgResponse['state']> = {}): AdminRgResponse['state'] {
  return {
    currency: 'USD',
    limits: (['deposit', 'loss', 'wager'] as const).flatMap((kind) =>
      (['day', 'week', 'month'] as const).map((period) => limit(kind, period)),
    ),
    session: { kind: 'session', minutes: null, pending: null },
    realityCheck: { kind: 'reality_check', minutes: null, pending: null },
    block: null,
    ...overrides,
  };
}

function playerApi(rg: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'GET /api/admin/me': staffMe(['support']),
    'GET /api/admin/users': {
      status: 200,
      body: { data: [PLAYER], meta: { offset: 0, limit: 10, total: 1 } },
    },
    [RG_URL]: rg,
  });
}

describe('the player’s responsible-gaming panel', () => {
  it('shows limits with usage, a waiting loosening and the exclusion with its end, and offers no way to change them', async () => {
    const exclusion = {
      kind: 'self_exclusion' as const,
      startedAt: '2030-01-01T12:00:00.000Z',
      endsAt: '2030-07-01T12:00:00.000Z',
    };
    const state = rgState({
      block: exclusion,
      session: { kind: 'session', minutes: 90, pending: null },
      realityCheck: {
        kind: 'reality_check',
        minutes: 30,
        pending: { value: null, effectiveAt: '2030-01-02T09:00:00.000Z' },
      },
    });
    state.limits[0] = {
      ...limit('deposit', 'day'),
      amount: '100.00',
      used: '40.00',
      left: '60.00',
      pending: { value: '500.00', effectiveAt: '2030-01-02T08:00:00.000Z' },
    };
    playerApi({
      status: 200,
      body: {
        state,
        history: [
          exclusion,
          {
            kind: 'cool_off',
            startedAt: '2029-11-01T00:00:00.000Z',
            endsAt: '2029-11-02T00:00:00.000Z',
          },
        ],
      },
    });
    renderApp('/players/WH-1001');
    const panel = await screen.findByTestId('rg-panel');
    const deposit = await within(panel).findByTestId('rg-limit-deposit-day');
    expect(deposit.textContent).toContain('Deposit limit · day');
    expect(deposit.textContent).toContain('100.00 USD');
    expect(deposit.textContent).toContain('Used 40.00 USD · left 60.00 USD');
    expect(deposit.textContent).toContain(
      `Changes to 500.00 USD at ${formatDateTime('2030-01-02T08:00:00.000Z')}`,
    );
    // Unset limits stay out of the way.
    expect(within(panel).queryByTestId('rg-limit-loss-week')).toBeNull();
    expect(within(panel).getByTestId('rg-time-session').textContent).toContain('90 min');
    expect(within(panel).getByTestId('rg-time-reality_check').textContent).toContain(
      `Removed at ${formatDateTime('2030-01-02T09:00:00.000Z')}`,
    );
    expect(within(panel).getByTestId('rg-block').textContent).toContain(
      `Self-exclusion in force · ends ${formatDateTime(exclusion.endsAt)}`,
    );
    expect(within(panel).getByTestId('rg-history').textContent).toContain('Cool-off in force');
    expect(within(panel).getByText(/No staff role can change a limit or lift/)).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('says so when the player has set nothing', async () => {
    playerApi({ status: 200, body: { state: rgState(), history: [] } });
    renderApp('/players/WH-1001');
    const panel = await screen.findByTestId('rg-panel');
    expect((await within(panel).findByTestId('rg-empty')).textContent).toContain(
      'The player has set no limits',
    );
  });

  it('shows a failed load with a retry that recovers', async () => {
    let fail = true;
    playerApi(() =>
      fail
        ? { status: 503, body: errorBody('unavailable') }
        : {
            status: 200,
            body: {
              state: rgState({
                block: { kind: 'cool_off', startedAt: '2030-01-01T00:00:00.000Z', endsAt: null },
              }),
              history: [],
            },
          },
    );
    renderApp('/players/WH-1001');
    const panel = await screen.findByTestId('rg-panel');
    await within(panel).findByTestId('error-state');
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(panel).getByTestId('rg-block').textContent).toContain('permanent'),
    );
  });
});
