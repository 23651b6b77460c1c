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
  stepUpMethods: ['password', 'second_factor'],
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

/**
 * An account opened in Telegram: no password and no e-mail address yet; codes come from the bot
 * ("654321" is right).
 */
function messengerApi({ throttled = false } = {}) {
  let steppedUp = false;
  let sends = 0;
  return mockApi({
    'GET /api/v1/me': {
      status: 200,
      body: makeUser({ email: null, firstName: null, lastName: null }),
    },
    'GET /api/v1/languages': { status: 200, body: [] },
    'GET /api/v1/responsible-gaming': { status: 200, body: rgState() },
    'GET /api/v1/me/security': {
      status: 200,
      body: {
        ...STATUS,
        email: null,
        emailVerified: false,
        secondFactor: { enabled: false, recoveryCodesLeft: 0 },
        stepUpMethods: ['messenger_code'],
      },
    },
    'POST /api/v1/me/security/email': () =>
      steppedUp ? { status: 204 } : { status: 403, body: errorBody('step_up_required') },
    'POST /api/v1/me/security/step-up/messenger-code': () => {
      sends += 1;
      return sends === 1 && !throttled
        ? { status: 202, body: { expiresAt: '2030-01-01T10:05:00.000Z', resendAfterSeconds: 60 } }
        : {
            status: 429,
            body: { ...errorBody('too_many_requests'), retryAfterSeconds: 42 },
          };
    },
    'POST /api/v1/me/security/step-up': ({ body }) => {
      const { messengerCode } = body as { messengerCode?: string };
      if (messengerCode === '654321') {
        steppedUp = true;
        return { status: 200, body: { stepUpUntil: '2030-01-01T10:05:00.000Z' } };
      }
      return {
        status: 400,
        body: errorBody('validation_error', {
          fields: {
            messengerCode: {
              key: messengerCode === '000000' ? 'Validation.code_expired' : 'Validation.wrong_code',
            },
          },
        }),
      };
    },
  });
}

async function askToChangeEmail(action = 'Change e-mail') {
  const user = userEvent.setup();
  renderApp('/en/profile');
  const panel = await screen.findByTestId('security-email');
  await user.click(within(panel).getByRole('button', { name: action }));
  await user.type(within(panel).getByLabelText('New e-mail'), 'new@example.com');
  await user.click(within(panel).getByRole('button', { name: 'Save e-mail' }));
  return { user, dialog: await screen.findByTestId('step-up-dialog') };
}

describe('the step-up dialog', () => {
  it('asks for the password, says when it is wrong, then runs the change again', async () => {
    const api = securityApi();
    const { user, dialog } = await askToChangeEmail();
    const password = await within(dialog).findByLabelText('Password');
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
    await user.click(
      await within(dialog).findByRole('button', { name: 'Use a two-factor code instead' }),
    );
    await user.type(within(dialog).getByLabelText('Code'), '123456{Enter}');
    // The toaster outlives a test, so the change is checked by what reached the server.
    await waitFor(() => expect(api.calls('POST /api/v1/me/security/email')).toHaveLength(2));
    expect(screen.queryByTestId('step-up-dialog')).toBeNull();
    expect(api.calls('POST /api/v1/me/security/step-up')).toEqual([{ code: '123456' }]);
  });

  it('cancelling leaves the e-mail unchanged and explains why', async () => {
    const api = securityApi();
    const { user, dialog } = await askToChangeEmail();
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Confirm it is you to continue.')).toBeTruthy();
    expect(screen.queryByTestId('step-up-dialog')).toBeNull();
    expect(api.calls('POST /api/v1/me/security/email')).toHaveLength(1);
    expect(api.calls('POST /api/v1/me/security/step-up')).toHaveLength(0);
  });

  it('sends a code to Telegram for an account without a password, with the resend wait and errors in words', async () => {
    const api = messengerApi();
    const { user, dialog } = await askToChangeEmail('Add e-mail');
    const send = await within(dialog).findByRole('button', { name: 'Send a code to Telegram' });
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Use the password instead' })).toBeNull();
    await user.click(send);
    const field = await within(dialog).findByLabelText('Code from Telegram');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(within(dialog).getByText(/We sent a code to your Telegram chat/)).toBeTruthy();
    const resend = within(dialog).getByTestId('step-up-resend');
    expect(resend.textContent).toMatch(/^Send a new code in \d+ s$/);
    expect(resend.getAttribute('aria-disabled')).toBe('true');

    await user.type(field, '111111{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The code is wrong.');
    await user.clear(field);
    await user.type(field, '000000{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'This code has expired or was already used. Send a new one.',
      ),
    );
    await user.clear(field);
    await user.type(field, '654321{Enter}');
    await waitFor(() => expect(api.calls('POST /api/v1/me/security/email')).toHaveLength(2));
    expect(screen.queryByTestId('step-up-dialog')).toBeNull();
    expect(api.calls('POST /api/v1/me/security/step-up')).toEqual([
      { messengerCode: '111111' },
      { messengerCode: '000000' },
      { messengerCode: '654321' },
    ]);
    expect(api.calls('POST /api/v1/me/security/step-up/messenger-code')).toHaveLength(1);
  });

  it('says how long to wait when a Telegram code is asked for too soon', async () => {
    const api = messengerApi({ throttled: true });
    const { user, dialog } = await askToChangeEmail('Add e-mail');
    const send = await within(dialog).findByRole('button', { name: 'Send a code to Telegram' });
    await user.click(send);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A code was sent a moment ago. You can ask for a new one in 42 s.',
    );
    expect(send.getAttribute('aria-disabled')).toBe('true');
    await user.click(send);
    expect(api.calls('POST /api/v1/me/security/step-up/messenger-code')).toHaveLength(1);
    expect(within(dialog).queryByLabelText('Code from Telegram')).toBeNull();
  });

  it('shows an account without an e-mail as such: nothing to verify, an address to add', async () => {
    messengerApi();
    renderApp('/en/profile');
    const panel = await screen.findByTestId('security-email');
    expect(within(panel).getByTestId('security-email-none').textContent).toBe(
      'No e-mail address yet. Add one to sign in on the website and to get account mail.',
    );
    expect(within(panel).queryByText('Not verified')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Send the link again' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Change e-mail' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Add e-mail' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('null');
  });
});
