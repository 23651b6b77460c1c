import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, makeUser, mockApi } from '../../test/mock-api';
import { rgState } from '../../test/rg-fixtures';
import { renderApp } from '../../test/render-app';

const STATUS = {
  email: 'player@example.com',
  emailVerified: true,
  secondFactor: { enabled: true, recoveryCodesLeft: 8 },
  stepUpUntil: null,
};

/** The e-mail change wants a step-up until the password (or code) "hunter22" / "123456" is given. */
function securityApi() {
  let steppedUp = false;
  return mockApi({
    'GET /api/v1/me': { status: 200, body: makeUser() },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/responsible-gaming': { status: 200, body: rgState() },
    'GET /api/v1/me/security': { status: 200, body: STATUS },
    'POST /api/v1/me/security/email': () =>
      steppedUp ? { status: 204 } : { status: 403, body: errorBody('step_up_required') },
    'POST /api/v1/me/security/step-up': ({ body }) => {
      const { password, code } = body as { password?: string; code?: string };
      if (password === 'hunter22' || code === '123456') {
        steppedUp = true;
        return { status: 200, body: { stepUpUntil: '2030-01-01T10:05:00.000Z' } };
      }
      return {
        status: 400,
        body: errorBody('validation_error', {
          fields: password
            ? { password: { key: 'Validation.wrong_password' } }
            : { code: { key: 'Validation.wrong_code' } },
        }),
      };
    },
  });
}

async function askToChangeEmail() {
  const user = userEvent.setup();
  renderApp('/en/profile');
  const panel = await screen.findByTestId('security-email');
  await user.click(within(panel).getByRole('button', { name: 'Change e-mail' }));
  await user.type(within(panel).getByLabelText('New e-mail'), 'new@example.com');
  await user.click(within(panel).getByRole('button', { name: 'Save e-mail' }));
  return { user, dialog: await screen.findByTestId('step-up-dialog') };
}

describe('the step-up dialog', () => {
  it('asks for the password, says when it is wrong, then runs the change again', async () => {
    const api = securityApi();
    const { user, dialog } = await askToChangeEmail();
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    await user.type(password, 'wrong-one{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The password is wrong.');
    await user.clear(password);
    await user.type(password, 'hunter22{Enter}');
    expect(
      await screen.findByText('E-mail changed. Follow the link we sent to confirm it.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('step-up-dialog')).toBeNull();
    expect(api.calls('POST /api/v1/me/security/email')).toEqual([
      { email: 'new@example.com' },
      { email: 'new@example.com' },
    ]);
    expect(api.calls('POST /api/v1/me/security/step-up')).toEqual([
      { password: 'wrong-one' },
      { password: 'hunter22' },
    ]);
  });

  it('takes a two-factor code instead of the password', async () => {
    const api = securityApi();
    const { user, dialog } = await askToChangeEmail();
    await user.click(within(dialog).getByRole('button', { name: 'Use a two-factor code instead' }));
    await user.type(within(dialog).getByLabelText('Code'), '123456{Enter}');
    // The toaster outlives a test, so the change is checked by what reached the server.
    await waitFor(() => expect(api.calls('POST /api/v1/me/security/email')).toHaveLength(2));
    expect(screen.queryByTestId('step-up-dialog')).toBeNull();
    expect(api.calls('POST /api/v1/me/security/step-up')).toEqual([{ code: '123456' }]);
  });

  it('cancelling leaves the e-mail unchanged and explains why', async () => {
    const api = securityApi();
    const { user, dialog } = await askToChangeEmail();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Confirm it is you to continue.')).toBeTruthy();
    expect(screen.queryByTestId('step-up-dialog')).toBeNull();
    expect(api.calls('POST /api/v1/me/security/email')).toHaveLength(1);
    expect(api.calls('POST /api/v1/me/security/step-up')).toHaveLength(0);
  });
});
