import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, staffMe } from '../../../test/mock-api';
import { renderApp, searchParams } from '../../../test/render-app';

function player(index: number) {
  return {
    globalId: `WH-${1000 + index}`,
    email: `player${index}@example.com`,
    language: 'en',
    currency: 'USD',
    isVip: false,
    banned: index === 1,
    banReason: index === 1 ? '8.20 bonus abuse' : null,
    createdAt: '2030-01-01T10:00:00.000Z',
  };
}

/** 65 players; the server pages and searches them as the real one does. */
function playersApi() {
  return mockApi({
    'GET /api/admin/me': staffMe(['support']),
    'GET /api/admin/users': ({ url }) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 30);
      const search = url.searchParams.get('search');
      const all = Array.from({ length: 65 }, (_, i) => player(i + 1)).filter(
        (p) => !search || p.email.includes(search),
      );
      return {
        status: 200,
        body: {
          data: all.slice(offset, offset + limit),
          meta: { offset, limit, total: all.length },
        },
      };
    },
  });
}

describe('the players table', () => {
  it('pages on the server and keeps the page in the address', async () => {
    const api = playersApi();
    renderApp('/players');
    const table = await screen.findByTestId('players-table');
    await within(table).findByText('player1@example.com');
    expect(within(table).getAllByTestId('table-row')).toHaveLength(30);
    expect(screen.getByTestId('table-range').textContent).toBe('1–30 of 65');
    expect(within(table).getByText(/Rule 8\.20: bonus abuse/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await within(table).findByText('player31@example.com');
    expect(searchParams()).toEqual({ offset: '30' });
    expect(api.calls('GET /api/admin/users').at(-1)!.url.searchParams.get('offset')).toBe('30');

    await userEvent.selectOptions(screen.getByLabelText('Rows'), '50');
    await within(table).findByText('player50@example.com');
    expect(searchParams()).toEqual({ limit: '50' });
    expect(screen.getByTestId('table-range').textContent).toBe('1–50 of 65');
  });

  it('opens at the page, size and search the address names', async () => {
    const api = playersApi();
    renderApp('/players?offset=10&limit=10&search=player6');
    const table = await screen.findByTestId('players-table');
    await waitFor(() => expect(screen.getByTestId('table-range').textContent).toBe('0–0 of 7'));
    const last = api.calls('GET /api/admin/users').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toEqual({ search: 'player6', offset: '10', limit: '10' });
    expect(within(table).getByTestId('empty-state')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('player6');
  });

  it('a search filter goes into the address and starts again at the first page', async () => {
    const api = playersApi();
    renderApp('/players?offset=30');
    const table = await screen.findByTestId('players-table');
    await within(table).findByText('player31@example.com');
    await userEvent.type(screen.getByRole('searchbox'), 'player4{Enter}');
    await within(table).findByText('player40@example.com');
    expect(searchParams()).toEqual({ search: 'player4' });
    expect(within(table).getAllByTestId('table-row')).toHaveLength(11);
    const last = api.calls('GET /api/admin/users').at(-1)!.url.searchParams;
    expect(last.get('search')).toBe('player4');
    expect(last.get('offset')).toBe('0');

    // Back in history brings the previous page and its (empty) search box back.
    window.history.back();
    await within(table).findByText('player31@example.com');
    await waitFor(() => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(''));
  });

  it('a failed page shows the error with a retry', async () => {
    mockApi({
      'GET /api/admin/me': staffMe(['support']),
      'GET /api/admin/users': { status: 500, body: { detail: 'internal_error' } },
    });
    renderApp('/players');
    const alert = await screen.findByTestId('error-state');
    expect(alert.textContent).toContain('Something went wrong on the server');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
  it('sorts on the server: the header sends sort and order, the address keeps them', async () => {
    const api = playersApi();
    renderApp('/players');
    const table = await screen.findByTestId('players-table');
    await within(table).findByText('player1@example.com');
    const last = () => api.calls('GET /api/admin/users').at(-1)!.url.searchParams;
    expect(last().get('sort')).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(last().get('order')).toBe('asc'));
    expect(last().get('sort')).toBe('email');
    expect(searchParams()).toEqual({ sort: 'email.asc' });
    await userEvent.click(within(table).getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(last().get('order')).toBe('desc'));
    // Columns the server cannot sort by have no control.
    expect(within(table).queryByRole('button', { name: /Global id/ })).toBeNull();
  });

  it('an old link sorting by a column the server does not sort by asks for the default order', async () => {
    const api = playersApi();
    renderApp('/players?sort=globalId.asc');
    await screen.findByText('player1@example.com');
    const query = api.calls('GET /api/admin/users').at(-1)!.url.searchParams;
    expect(query.get('sort')).toBeNull();
    expect(query.get('order')).toBeNull();
  });
});
