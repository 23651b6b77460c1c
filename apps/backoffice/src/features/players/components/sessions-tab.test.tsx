import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPlayerSession } from '@wheelhouse/contracts/admin-players';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { errorBody, mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { PLAYER } from './player-fixture';

function session(id: number, ip: string, lastSeenAt: string): AdminPlayerSession {
  return {
    id,
    createdAt: '2030-01-01T09:00:00.000Z',
    lastSeenAt,
    expiresAt: '2030-02-01T09:00:00.000Z',
    ip,
    userAgent: `Browser ${id}`,
  };
}

const PHONE = session(42, '10.0.0.2', '2030-01-02T08:00:00.000Z');
const LAPTOP = session(41, '10.0.0.1', '2030-01-01T12:00:00.000Z');
const END_PHONE = 'POST /api/admin/users/WH-1001/sessions/42/revoke';

function sessionsApi(end: Parameters<typeof mockApi>[0][string]) {
  let sessions = [PHONE, LAPTOP];
  const api = mockApi({
    'GET /api/admin/me': staffMe(['support']),
    'GET /api/admin/users': {
      status: 200,
      body: { data: [PLAYER], meta: { offset: 0, limit: 10, total: 1 } },
    },
    'GET /api/admin/users/WH-1001/bets': {
      status: 200,
      body: { data: [], meta: { offset: 0, limit: 20, total: 0 } },
    },
    'GET /api/admin/users/WH-1001/sessions': () => ({ status: 200, body: { data: sessions } }),
    [END_PHONE]: (request) => {
      const reply = typeof end === 'function' ? end(request) : end;
      if (reply.status === 200) sessions = sessions.filter((row) => row.id !== PHONE.id);
      return reply;
    },
  });
  return api;
}

async function openSessions() {
  renderApp('/players/WH-1001');
  const panel = await screen.findByTestId('activity-panels');
  await userEvent.click(within(panel).getByRole('tab', { name: 'Sessions' }));
  await within(panel).findByTestId('session-42');
  return panel;
}

const endPhoneLabel = `End session from 10.0.0.2, last seen ${formatDateTime(PHONE.lastSeenAt)}`;

describe('ending one of a player’s sessions', () => {
  it('asks first, sends the session’s own request, and the list refreshes without it', async () => {
    const api = sessionsApi({ status: 200, body: { revoked: 1 } });
    const panel = await openSessions();
    await userEvent.click(within(panel).getByRole('button', { name: endPhoneLabel }));
    const dialog = await screen.findByTestId('end-session-dialog');
    expect(within(dialog).getByText(/signed out on the device that used 10\.0\.0\.2/)).toBeTruthy();
    // Nothing is sent before the confirmation.
    expect(api.calls(END_PHONE)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
    await screen.findByText('The session is ended');
    expect(api.calls(END_PHONE)).toHaveLength(1);
    expect(api.calls(END_PHONE)[0]!.body).toBeUndefined();
    await waitFor(() => expect(within(panel).queryByTestId('session-42')).toBeNull());
    expect(within(panel).getByTestId('session-41')).toBeTruthy();
    expect(screen.queryByTestId('end-session-dialog')).toBeNull();
    expect(api.calls('POST /api/admin/users/WH-1001/sessions/revoke')).toHaveLength(0);
  });

  it('shows the server’s refusal in the dialog and keeps the session listed', async () => {
    const api = sessionsApi({ status: 404, body: errorBody('not_found') });
    const panel = await openSessions();
    await userEvent.click(within(panel).getByRole('button', { name: endPhoneLabel }));
    const dialog = await screen.findByTestId('end-session-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Not found');
    expect(api.calls(END_PHONE)).toHaveLength(1);
    expect(within(panel).getByTestId('session-42')).toBeTruthy();
    // Cancel closes the dialog; the session stays.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('end-session-dialog')).toBeNull());
    expect(within(panel).getByTestId('session-42')).toBeTruthy();
  });
});
