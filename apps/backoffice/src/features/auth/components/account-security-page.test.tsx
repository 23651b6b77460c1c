import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { groupSecret } from './account-security-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const URI = `otpauth://totp/Wheelhouse:support%40staff.example?secret=${SECRET}&issuer=Wheelhouse`;
const START = 'POST /api/admin/me/second-factor';
const CONFIRM = 'POST /api/admin/me/second-factor/confirm';

/** A support member without a factor; the right code is 123456. */
function accountApi(extra: Parameters<typeof mockApi>[0] = {}) {
  const me = staffMe(['support']).body as Record<string, unknown>;
  let enrolled = false;
  return mockApi({
    'GET /api/admin/me': () => ({
      status: 200,
      body: { ...me, secondFactor: { enrolled, required: false } },
    }),
    [START]: { status: 200, body: { otpauthUri: URI, secret: SECRET } },
    [CONFIRM]: ({ body }) => {
      if ((body as { code: string }).code !== '123456')
        return { status: 401, body: errorBody('invalid_second_factor') };
      enrolled = true;
      return { status: 200, body: { ...me, secondFactor: { enrolled, required: false } } };
    },
    ...extra,
  });
}

describe('my account: setting up a second factor', () => {
  it('is reached from the header; setup shows the QR code and key, a wrong code says so, the right one turns it on', async () => {
    const api = accountApi();
    renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: 'My account' }));
    const page = await screen.findByTestId('account-security-page');
    expect(window.location.pathname).toBe('/admin/account/security');
    expect(within(page).getByTestId('second-factor-status').textContent).toBe('Off');

    await userEvent.click(
      within(page).getByRole('button', { name: 'Set up two-factor authentication' }),
    );
    const enrolment = await within(page).findByTestId('enrolment');
    expect(api.calls(START)).toHaveLength(1);
    expect(within(enrolment).getByTitle('QR code for the authenticator app')).toBeTruthy();
    expect(within(enrolment).getByTestId('enrolment-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP',
    );
    expect(within(enrolment).getByTestId('enrolment-uri').textContent).toBe(URI);
    // The steps take the focus, for keyboard and screen-reader users.
    expect(document.activeElement?.textContent).toBe('Set up your authenticator app');

    const code = within(enrolment).getByLabelText('Code from the authenticator app');
    // The contract's own check runs first: nothing is sent for a malformed code.
    await userEvent.type(code, '12');
    await userEvent.click(within(enrolment).getByRole('button', { name: 'Confirm' }));
    await within(enrolment).findByText('Check the format of this value');
    expect(api.calls(CONFIRM)).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(within(enrolment).getByRole('button', { name: 'Confirm' }));
    await within(enrolment).findByText('Wrong or used code. Wait for the next one and try again');
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(within(enrolment).getByRole('button', { name: 'Confirm' }));
    expect((await within(page).findByTestId('second-factor-confirmed')).textContent).toContain(
      'Two-factor authentication is on',
    );
    expect(api.calls(CONFIRM).map((call) => call.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
    expect(within(page).getByTestId('second-factor-status').textContent).toBe('On');
    expect(within(page).queryByTestId('enrolment')).toBeNull();
    expect(within(page).queryByRole('button', { name: /Set up/ })).toBeNull();
  });

  it('asks for a new key when the setup was replaced, and shows the refusal when a factor is already set up', async () => {
    let enrolledElsewhere = false;
    const me = staffMe(['content']).body as Record<string, unknown>;
    const api = accountApi({
      'GET /api/admin/me': () => ({
        status: 200,
        body: { ...me, secondFactor: { enrolled: enrolledElsewhere, required: false } },
      }),
      [CONFIRM]: () => {
        enrolledElsewhere = true;
        return { status: 409, body: errorBody('second_factor_enrolled') };
      },
    });
    renderApp('/account/security');
    const page = await screen.findByTestId('account-security-page');
    await userEvent.click(
      within(page).getByRole('button', { name: 'Set up two-factor authentication' }),
    );
    const enrolment = await within(page).findByTestId('enrolment');
    await userEvent.click(
      within(enrolment).getByRole('button', { name: 'Start again with a new key' }),
    );
    await waitFor(() => expect(api.calls(START)).toHaveLength(2));
    await userEvent.type(
      within(enrolment).getByLabelText('Code from the authenticator app'),
      '111111',
    );
    await userEvent.click(within(enrolment).getByRole('button', { name: 'Confirm' }));
    expect((await within(page).findByTestId('error-state')).textContent).toContain(
      'This account already has a second factor. An admin can reset it',
    );
    expect(within(page).queryByTestId('enrolment')).toBeNull();
    await waitFor(() =>
      expect(within(page).getByTestId('second-factor-status').textContent).toBe('On'),
    );
  });

  it('shows a failed start with the button to try again', async () => {
    accountApi({ [START]: { status: 503, body: errorBody('service_unavailable') } });
    renderApp('/account/security');
    const page = await screen.findByTestId('account-security-page');
    await userEvent.click(
      within(page).getByRole('button', { name: 'Set up two-factor authentication' }),
    );
    expect((await within(page).findByTestId('error-state')).textContent).toContain(
      'The service is temporarily unavailable',
    );
    expect(
      within(page).getByRole('button', { name: 'Set up two-factor authentication' }),
    ).toBeTruthy();
  });

  it('groups the key in fours', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
