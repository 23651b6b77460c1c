import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const money = {
  currency: 'USD',
  deposits: '1500.00',
  depositCount: 3,
  withdrawals: '200.00',
  withdrawalCount: 1,
  bets: '900.50',
  wins: '700.25',
  ggr: '200.25',
  bonusCost: '50.00',
  ngr: '150.25',
};

describe('the dashboard', () => {
  it("shows today's and the last 30 days' figures exactly as the reports send them, with CSV links", async () => {
    const api = mockApi({
      'GET /api/admin/me': staffMe(['finance']),
      'GET /api/admin/reports/summary': {
        status: 200,
        body: {
          today: {
            from: '2030-01-30',
            to: '2030-01-30',
            newPlayers: 2,
            activePlayers: 5,
            currencies: [money],
          },
          last30Days: {
            from: '2030-01-01',
            to: '2030-01-30',
            newPlayers: 40,
            activePlayers: 90,
            currencies: [],
          },
        },
      },
      'GET /api/admin/reports/ggr': {
        status: 200,
        body: { from: '2030-01-01', to: '2030-01-30', groupBy: 'day', data: [] },
      },
      'GET /api/admin/reports/players': {
        status: 200,
        body: { from: '2030-01-01', to: '2030-01-30', data: [] },
      },
      'GET /api/admin/reports/payments': {
        status: 200,
        body: {
          from: '2030-01-01',
          to: '2030-01-30',
          data: [
            {
              direction: 'deposit',
              method: 'rub-card',
              status: 'completed',
              currency: 'USD',
              count: 3,
              amount: '1500.00',
            },
          ],
        },
      },
    });
    renderApp('/dashboard');
    const today = await screen.findByTestId('dashboard-today');
    expect(within(today).getByText('1 500.00 USD')).toBeTruthy();
    expect(within(today).getByText('150.25 USD')).toBeTruthy();
    expect(
      within(screen.getByTestId('dashboard-30-days')).getByText('No money moved in this period'),
    ).toBeTruthy();
    await screen.findByText('rub-card');
    const csv = screen
      .getAllByRole('link', { name: 'Download CSV' })
      .map((link) => link.getAttribute('href'));
    expect(csv).toContain('/api/admin/reports/players.csv?from=2030-01-01&to=2030-01-30');
    // The charts ask for the summary's 30 days.
    expect(api.calls('GET /api/admin/reports/ggr').at(-1)!.url.search).toBe(
      '?from=2030-01-01&to=2030-01-30&groupBy=day',
    );
  });
});
