import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('the VIP page', () => {
  it('saves the links, adds a manager (showing a taken username) and makes a player VIP', async () => {
    let adds = 0;
    const api = mockApi({
      'GET /api/admin/me': staffMe(['content']),
      'GET /api/admin/vip/settings': {
        status: 200,
        body: { botUrl: null, mirrorUrl: null, portalUrl: null, autoTurnover: '0.00' },
      },
      'PUT /api/admin/vip/settings': ({ body }) => ({ status: 200, body }),
      'GET /api/admin/vip/managers': {
        status: 200,
        body: { items: [{ id: 1, telegramUsername: 'vip_anna', name: 'Anna', players: 2 }] },
      },
      'POST /api/admin/vip/managers': () => {
        adds += 1;
        return adds === 1
          ? {
              status: 409,
              body: errorBody('conflict', {
                fields: { telegramUsername: { key: 'Validation.taken' } },
              }),
            }
          : { status: 200, body: { id: 2, telegramUsername: 'vip_bob', name: 'Bob', players: 0 } };
      },
      'GET /api/admin/vip/players': {
        status: 200,
        body: { data: [], meta: { offset: 0, limit: 100, total: 0 } },
      },
      'PUT /api/admin/users/abc123/vip': {
        status: 200,
        body: { globalId: 'abc123', isVip: true, managerTelegram: 'vip_anna' },
      },
    });
    renderApp('/vip');
    const settings = await screen.findByTestId('vip-settings-form');
    await userEvent.type(within(settings).getByLabelText('Dedicated bot link'), 'not a link');
    await userEvent.click(within(settings).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(settings).getByLabelText('Dedicated bot link').getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    await userEvent.clear(within(settings).getByLabelText('Dedicated bot link'));
    await userEvent.type(
      within(settings).getByLabelText('Dedicated bot link'),
      'https://t.me/vip_bot',
    );
    await userEvent.click(within(settings).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/admin/vip/settings')[0]?.body).toEqual({
        botUrl: 'https://t.me/vip_bot',
        mirrorUrl: null,
        portalUrl: null,
        autoTurnover: '0.00',
      }),
    );

    expect(await screen.findByText('Players: 2')).toBeTruthy();
    const managerForm = screen.getByTestId('vip-manager-form');
    await userEvent.type(within(managerForm).getByLabelText('Telegram username'), 'vip_bob');
    await userEvent.type(within(managerForm).getByLabelText('Name'), 'Bob');
    await userEvent.click(within(managerForm).getByRole('button', { name: 'Add the manager' }));
    expect(await within(managerForm).findByText('This value is taken')).toBeTruthy();
    await userEvent.click(within(managerForm).getByRole('button', { name: 'Add the manager' }));
    await waitFor(() => expect(api.calls('POST /api/admin/vip/managers')).toHaveLength(2));

    expect(screen.getByText('No VIP players yet')).toBeTruthy();
    const playerForm = screen.getByTestId('vip-player-form');
    await userEvent.type(within(playerForm).getByLabelText('Player global id'), 'abc123');
    await userEvent.selectOptions(within(playerForm).getByLabelText('Manager'), '1');
    await userEvent.click(within(playerForm).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/admin/users/abc123/vip')[0]?.body).toEqual({
        isVip: true,
        managerId: 1,
      }),
    );
  });

  it('asks before removing a manager, saying how many players lose them; cancel sends nothing', async () => {
    const api = mockApi({
      'GET /api/admin/me': staffMe(['content']),
      'GET /api/admin/vip/settings': {
        status: 200,
        body: { botUrl: null, mirrorUrl: null, portalUrl: null, autoTurnover: '0.00' },
      },
      'GET /api/admin/vip/managers': {
        status: 200,
        body: { items: [{ id: 1, telegramUsername: 'vip_anna', name: 'Anna', players: 2 }] },
      },
      'DELETE /api/admin/vip/managers/1': { status: 204 },
      'GET /api/admin/vip/players': {
        status: 200,
        body: { data: [], meta: { offset: 0, limit: 100, total: 0 } },
      },
    });
    renderApp('/vip');
    const managers = await screen.findByTestId('vip-managers');
    await userEvent.click(within(managers).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByTestId('vip-remove-manager');
    expect(within(dialog).getByText('Remove Anna?')).toBeTruthy();
    expect(within(dialog).getByText(/Players with this manager: 2/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('vip-remove-manager')).toBeNull());
    expect(api.calls('DELETE /api/admin/vip/managers/1')).toHaveLength(0);

    await userEvent.click(within(managers).getByRole('button', { name: 'Remove' }));
    const again = await screen.findByTestId('vip-remove-manager');
    await userEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls('DELETE /api/admin/vip/managers/1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('vip-remove-manager')).toBeNull());
  });
});
