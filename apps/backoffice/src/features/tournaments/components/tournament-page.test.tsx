import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe, type ApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { TOURNAMENT } from './tournament-fixture';

function api(extra: ApiRoutes = {}) {
  return mockApi({
    'GET /api/admin/me': staffMe(['content']),
    'GET /api/admin/tournaments': {
      status: 200,
      body: { data: [TOURNAMENT], meta: { offset: 0, limit: 100, total: 1 } },
    },
    'GET /api/admin/tournaments/4': { status: 200, body: TOURNAMENT },
    ...extra,
  });
}

describe('a tournament’s own page', { timeout: 30_000 }, () => {
  it('is linked from the list, loads the tournament by id and saves it there', async () => {
    const user = userEvent.setup();
    const calls = api({ 'PATCH /api/admin/tournaments/4': { status: 200, body: TOURNAMENT } });
    renderApp('/tournaments');
    const table = await screen.findByTestId('tournaments-table');
    await user.click(within(table).getByRole('link', { name: 'Originals Sprint' }));

    const page = await screen.findByTestId('tournament-page');
    expect(window.location.pathname).toBe('/admin/tournaments/4');
    expect(within(page).getByRole('heading', { name: 'Edit tournament #4' })).toBeTruthy();
    expect(within(page).getByText('Running')).toBeTruthy();
    expect(calls.calls('GET /api/admin/tournaments/4')).toHaveLength(1);
    const name = within(page).getByLabelText('Name (English)') as HTMLInputElement;
    expect(name.value).toBe('Originals Sprint');

    await user.clear(name);
    await user.type(name, 'Originals Marathon');
    await user.click(within(page).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.calls('PATCH /api/admin/tournaments/4')).toHaveLength(1));
    expect(calls.calls('PATCH /api/admin/tournaments/4')[0]!.body).toMatchObject({
      descriptions: { en: { name: 'Originals Marathon', description: 'Turnover wins' } },
    });
    expect(screen.getByTestId('tournament-page')).toBeTruthy();

    await user.click(within(page).getByRole('link', { name: /Tournaments/ }));
    expect(await screen.findByTestId('tournaments-table')).toBeTruthy();
  });

  it('shows a finished tournament read-only', async () => {
    api({
      'GET /api/admin/tournaments/4': { status: 200, body: { ...TOURNAMENT, status: 'finished' } },
    });
    renderApp('/tournaments/4');
    const page = await screen.findByTestId('tournament-page');
    expect(within(page).getByRole('heading', { name: 'Tournament #4' })).toBeTruthy();
    expect(within(page).getByLabelText('Name (English)').matches(':disabled')).toBe(true);
    expect(within(page).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows not found for a 404', async () => {
    api({ 'GET /api/admin/tournaments/99': { status: 404, body: errorBody('not_found') } });
    renderApp('/tournaments/99');
    const missing = await screen.findByTestId('tournament-not-found');
    expect(within(missing).getByText('No such tournament')).toBeTruthy();
    expect(screen.queryByTestId('error-state')).toBeNull();
  });

  it('does not ask the server about an address that is no id', async () => {
    const calls = api();
    renderApp('/tournaments/abc');
    expect(await screen.findByText('No such tournament')).toBeTruthy();
    expect(calls.fetch.mock.calls.some(([url]) => String(url).includes('/tournaments/abc'))).toBe(
      false,
    );
  });

  it('shows an error with a retry when loading fails', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    api({
      'GET /api/admin/tournaments/4': () => {
        attempt += 1;
        return attempt === 1
          ? { status: 503, body: errorBody('service_unavailable') }
          : { status: 200, body: TOURNAMENT };
      },
    });
    renderApp('/tournaments/4');
    const error = await screen.findByTestId('error-state');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('tournament-page')).toBeTruthy();
  });
});
