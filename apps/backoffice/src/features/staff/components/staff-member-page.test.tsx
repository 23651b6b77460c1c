import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember } from '@wheelhouse/contracts/admin-staff';
import { describe, expect, it } from 'vitest';
import {
  errorBody,
  mockApi,
  staffMe,
  type ApiRoutes,
  listReply,
  queuesReply,
} from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const MEMBER: StaffMember = {
  id: 3,
  email: 'olga@staff.example',
  roles: ['finance'],
  disabled: false,
  secondFactorEnrolled: true,
  secondFactorRequired: true,
  createdAt: '2030-01-01T10:00:00.000Z',
};

function api(extra: ApiRoutes = {}) {
  return mockApi({
    'GET /api/admin/me': staffMe(['admin']),
    'GET /api/admin/queues': queuesReply(),
    'GET /api/admin/staff': listReply([MEMBER]),
    'GET /api/admin/staff/3': { status: 200, body: MEMBER },
    ...extra,
  });
}

describe('a staff member’s own page', { timeout: 30_000 }, () => {
  it('is linked from the list, loads the member by id and changes them there', async () => {
    const user = userEvent.setup();
    let member = MEMBER;
    const calls = api({
      'GET /api/admin/staff/3': () => ({ status: 200, body: member }),
      'PUT /api/admin/staff/3/disabled': ({ body }) => {
        member = { ...member, disabled: (body as { disabled: boolean }).disabled };
        return { status: 200, body: member };
      },
      'PUT /api/admin/staff/3/roles': ({ body }) => {
        member = { ...member, roles: (body as { roles: StaffMember['roles'] }).roles };
        return { status: 200, body: member };
      },
      'POST /api/admin/staff/3/second-factor/reset': () => {
        member = { ...member, secondFactorEnrolled: false };
        return { status: 200, body: member };
      },
    });
    renderApp('/staff');
    const table = await screen.findByTestId('staff-table');
    await user.click(await within(table).findByRole('link', { name: 'olga@staff.example' }));

    const page = await screen.findByTestId('staff-member-page');
    expect(window.location.pathname).toBe('/admin/staff/3');
    expect(calls.calls('GET /api/admin/staff/3')).toHaveLength(1);
    expect(within(page).getByRole('heading', { name: 'Staff member #3' })).toBeTruthy();
    const facts = within(page).getByTestId('staff-member-facts');
    expect(within(facts).getByText('olga@staff.example')).toBeTruthy();
    expect(within(facts).getByText('Set up')).toBeTruthy();
    expect(within(facts).getByText('Active')).toBeTruthy();
    const roles = within(facts).getByRole('group', { name: 'Roles' });
    expect((within(roles).getByLabelText('Finance') as HTMLInputElement).checked).toBe(true);

    await user.click(within(roles).getByLabelText('Support'));
    await waitFor(() =>
      expect(calls.calls('PUT /api/admin/staff/3/roles')[0]?.body).toEqual({
        roles: ['finance', 'support'],
      }),
    );
    await waitFor(() =>
      expect((within(page).getByLabelText('Support') as HTMLInputElement).checked).toBe(true),
    );

    await user.click(within(page).getByRole('button', { name: 'Reset the second factor' }));
    await waitFor(() =>
      expect(calls.calls('POST /api/admin/staff/3/second-factor/reset')).toHaveLength(1),
    );
    await waitFor(() => expect(within(facts).getByText('Required, not set up')).toBeTruthy());
    expect(within(page).queryByRole('button', { name: 'Reset the second factor' })).toBeNull();

    await user.click(within(page).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(calls.calls('PUT /api/admin/staff/3/disabled')[0]?.body).toEqual({ disabled: true }),
    );
    expect(await within(facts).findByText('Disabled')).toBeTruthy();
    expect(within(page).getByRole('button', { name: 'Enable' })).toBeTruthy();

    await user.click(within(page).getByRole('link', { name: /Staff accounts/ }));
    expect(await screen.findByTestId('staff-table')).toBeTruthy();
  });

  it('offers no actions on the signed-in member’s own page', async () => {
    api({ 'GET /api/admin/staff/7': { status: 200, body: { ...MEMBER, id: 7 } } });
    renderApp('/staff/7');
    const page = await screen.findByTestId('staff-member-page');
    expect(within(page).queryByTestId('staff-member-actions')).toBeNull();
  });

  it('shows not found for a 404', async () => {
    api({ 'GET /api/admin/staff/99': { status: 404, body: errorBody('not_found') } });
    renderApp('/staff/99');
    const missing = await screen.findByTestId('staff-member-not-found');
    expect(within(missing).getByText('No such staff member')).toBeTruthy();
    expect(screen.queryByTestId('error-state')).toBeNull();
  });

  it('does not ask the server about an address that is no id', async () => {
    const calls = api();
    renderApp('/staff/abc');
    expect(await screen.findByText('No such staff member')).toBeTruthy();
    expect(calls.fetch.mock.calls.some(([url]) => String(url).includes('/staff/abc'))).toBe(false);
  });

  it('shows an error with a retry when loading fails', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const calls = api({
      'GET /api/admin/staff/3': () => {
        attempt += 1;
        return attempt === 1
          ? { status: 503, body: errorBody('service_unavailable') }
          : { status: 200, body: MEMBER };
      },
    });
    renderApp('/staff/3');
    const error = await screen.findByTestId('error-state');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('staff-member-page')).toBeTruthy();
    expect(calls.calls('GET /api/admin/staff/3')).toHaveLength(2);
  });

  it('is for admins only', async () => {
    const calls = mockApi({ 'GET /api/admin/me': staffMe(['finance']) });
    renderApp('/staff/3');
    expect(await screen.findByTestId('forbidden-page')).toBeTruthy();
    expect(calls.calls('GET /api/admin/staff/3')).toHaveLength(0);
  });
});
