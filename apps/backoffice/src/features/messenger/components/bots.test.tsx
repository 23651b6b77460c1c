import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@wheelhouse/contracts/staff';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe, type ApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const BOT = {
  id: '7000000001',
  type: 'normal',
  username: 'wheelhouse_bot',
  miniAppUrl: 'https://wheelhouse.example/',
  active: true,
  tokenSet: true,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
};
const FORBIDDEN_TITLE = 'No access';
const TOKEN = '7000000002:BBHdqTcvCH1vGWJxfSeofSAs0K5PALDsawB';

function api(roles: StaffRole[], extra: ApiRoutes = {}) {
  return mockApi({
    'GET /api/admin/me': staffMe(roles),
    'GET /api/admin/messenger/bots': { status: 200, body: { items: [BOT] } },
    ...extra,
  });
}

function errorUnder(field: HTMLElement): string | null {
  const id = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('messenger bots in the back office', () => {
  it('an admin registers a bot: checked before sending, the token is sent once and never shown', async () => {
    const calls = api(['admin'], {
      'POST /api/admin/messenger/bots': ({ body }) => ({
        status: 200,
        body: { ...BOT, ...(body as object), token: undefined, tokenSet: true },
      }),
    });
    renderApp('/messenger/bots');
    const table = await screen.findByTestId('bots-table');
    expect(within(table).getByText('@wheelhouse_bot')).toBeTruthy();
    expect(within(table).getByText('Stored')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Register a bot' }));
    const form = await screen.findByTestId('bot-form');
    await userEvent.type(within(form).getByLabelText('Bot id'), '7000000002');
    await userEvent.type(within(form).getByLabelText('Username'), '@vip_wheel_bot');
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'VIP');
    await userEvent.type(within(form).getByLabelText('Mini-app URL'), 'https://vip.example/');
    const token = within(form).getByLabelText('Token');
    await userEvent.type(token, 'not-a-token');
    await userEvent.click(within(form).getByRole('button', { name: 'Register a bot' }));
    await waitFor(() => expect(errorUnder(token)).toBeTruthy());
    expect(calls.calls('POST /api/admin/messenger/bots')).toHaveLength(0);

    await userEvent.clear(token);
    await userEvent.type(token, TOKEN);
    await userEvent.click(within(form).getByRole('button', { name: 'Register a bot' }));
    await waitFor(() => expect(calls.calls('POST /api/admin/messenger/bots')).toHaveLength(1));
    expect(calls.calls('POST /api/admin/messenger/bots')[0]!.body).toEqual({
      id: '7000000002',
      type: 'vip',
      username: 'vip_wheel_bot',
      miniAppUrl: 'https://vip.example/',
      token: TOKEN,
      active: true,
    });
    await waitFor(() => expect(screen.queryByTestId('bot-dialog')).toBeNull());
  });

  it('edits a bot keeping the stored token when the box stays empty; shows a server refusal', async () => {
    const calls = api(['admin'], {
      'PATCH /api/admin/messenger/bots/7000000001': ({ body }) =>
        (body as { miniAppUrl?: string }).miniAppUrl === 'https://refused.example/'
          ? {
              status: 400,
              body: errorBody('validation_error', {
                fields: { miniAppUrl: { key: 'Validation.invalid' } },
              }),
            }
          : { status: 200, body: { ...BOT, ...(body as object) } },
    });
    renderApp('/messenger/bots');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit @wheelhouse_bot' }));
    const form = await screen.findByTestId('bot-form');
    expect((within(form).getByLabelText('Token') as HTMLInputElement).value).toBe('');
    const url = within(form).getByLabelText('Mini-app URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://refused.example/');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder(url)).toBe('Check this value'));

    await userEvent.clear(url);
    await userEvent.type(url, 'https://new.example/');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.calls('PATCH /api/admin/messenger/bots/7000000001')).toHaveLength(2),
    );
    expect(calls.calls('PATCH /api/admin/messenger/bots/7000000001')[1]!.body).toEqual({
      type: 'normal',
      username: 'wheelhouse_bot',
      miniAppUrl: 'https://new.example/',
      active: false,
    });
  });

  it('shows the empty and error states', async () => {
    mockApi({
      'GET /api/admin/me': staffMe(['admin']),
      'GET /api/admin/messenger/bots': { status: 200, body: { items: [] } },
    });
    renderApp('/messenger/bots');
    expect(await screen.findByText('No bots registered yet')).toBeTruthy();

    mockApi({
      'GET /api/admin/me': staffMe(['admin']),
      'GET /api/admin/messenger/bots': { status: 500, body: errorBody('internal_error') },
    });
    renderApp('/messenger/bots');
    expect(await screen.findByTestId('error-state')).toBeTruthy();
  });

  it('shows the forbidden page to staff without the admin role', async () => {
    const calls = api(['finance']);
    renderApp('/messenger/bots');
    expect(await screen.findByText(FORBIDDEN_TITLE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register a bot' })).toBeNull();
    expect(calls.calls('GET /api/admin/messenger/bots')).toHaveLength(0);
  });
});
