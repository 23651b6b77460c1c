import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@wheelhouse/contracts/staff';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe, type ApiRoutes } from '../../../test/mock-api';
import { renderApp, searchParams } from '../../../test/render-app';

const DEBT = {
  id: '31',
  userId: '12',
  globalId: 'p_7Hq2xK',
  betId: '9001',
  amount: '30.000000',
  createdAt: '2030-01-01T12:00:00.000Z',
};

const page = (data: unknown[], total = data.length, offset = 0) => ({
  status: 200,
  body: { data, meta: { offset, limit: 30, total } },
});

function api(roles: StaffRole[], extra: ApiRoutes = {}) {
  return mockApi({
    'GET /api/admin/me': staffMe(roles),
    'GET /api/admin/sportsbook/settlement-debts': page([DEBT]),
    ...extra,
  });
}

describe('settlement debts in the back office', { timeout: 30_000 }, () => {
  it('support opens the page from the navigation and reads the open debts', async () => {
    const user = userEvent.setup();
    const calls = api(['support']);
    renderApp('/');
    const nav = (await screen.findAllByTestId('navigation'))[0]!;
    await user.click(within(nav).getByRole('link', { name: 'Settlement debts' }));
    const table = await screen.findByTestId('settlement-debts-table');
    const row = within(table).getByTestId('table-row');
    expect(row.getAttribute('data-id')).toBe('31');
    expect(within(row).getByRole('link', { name: 'p_7Hq2xK' }).getAttribute('href')).toBe(
      '/admin/players/p_7Hq2xK',
    );
    expect(within(row).getByText('9001')).toBeTruthy();
    expect(within(row).getByText('30.000000')).toBeTruthy();
    expect(
      within(table).getByRole('columnheader', { name: 'Amount (house currency)' }),
    ).toBeTruthy();
    expect(calls.calls('GET /api/admin/sportsbook/settlement-debts')[0]!.url.search).toBe(
      '?offset=0&limit=30',
    );
  });

  it('pages through the server with offset and limit', async () => {
    const user = userEvent.setup();
    const calls = api(['admin'], {
      'GET /api/admin/sportsbook/settlement-debts': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        return page([{ ...DEBT, id: String(31 + offset) }], 31, offset);
      },
    });
    renderApp('/sportsbook/settlement-debts');
    const table = await screen.findByTestId('settlement-debts-table');
    expect(within(table).getByTestId('table-range').textContent).toContain('31');
    await user.click(within(table).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(searchParams()).toEqual({ offset: '30' }));
    await waitFor(() =>
      expect(within(table).getByTestId('table-row').getAttribute('data-id')).toBe('61'),
    );
    expect(
      calls
        .calls('GET /api/admin/sportsbook/settlement-debts')
        .at(-1)!
        .url.searchParams.get('offset'),
    ).toBe('30');
  });

  it('shows the empty state when nothing is owed', async () => {
    api(['support'], { 'GET /api/admin/sportsbook/settlement-debts': page([]) });
    renderApp('/sportsbook/settlement-debts');
    expect(await screen.findByText('No open settlement debts')).toBeTruthy();
    expect(screen.queryByTestId('settlement-debts-table')).toBeNull();
  });

  it('shows the error with a retry', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    api(['support'], {
      'GET /api/admin/sportsbook/settlement-debts': () => {
        attempt += 1;
        return attempt === 1
          ? { status: 503, body: errorBody('service_unavailable') }
          : page([DEBT]);
      },
    });
    renderApp('/sportsbook/settlement-debts');
    const error = await screen.findByTestId('error-state');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('settlement-debts-table')).toBeTruthy();
  });

  it('is forbidden to staff the server refuses', async () => {
    api(['content']);
    renderApp('/sportsbook/settlement-debts');
    expect(await screen.findByTestId('forbidden-page')).toBeTruthy();
  });
});
