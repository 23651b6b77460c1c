import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe } from '../test/mock-api';
import { renderApp } from '../test/render-app';

describe('sign-in and roles', () => {
  it('without a staff session shows the sign-in form; wrong details say so; right ones open the app', async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /api/admin/me': () =>
        signedIn ? staffMe(['support']) : { status: 401, body: errorBody('unauthorized') },
      'POST /api/admin/auth/login': ({ body }) => {
        if ((body as { password: string }).password !== 'right-password')
          return { status: 401, body: errorBody('invalid_credentials') };
        signedIn = true;
        return {
          status: 200,
          body: { status: 'signed_in', token: 't', expiresAt: '2030-01-01T12:00:00.000Z' },
        };
      },
    });
    renderApp('/players');
    const form = await screen.findByTestId('sign-in-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(within(form).getAllByRole('alert')).toHaveLength(2));
    expect(api.calls('POST /api/admin/auth/login')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Email'), 'support@staff.example');
    await userEvent.type(within(form).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    await within(form).findByText('Wrong email or password');

    await userEvent.clear(within(form).getByLabelText('Password'));
    await userEvent.type(within(form).getByLabelText('Password'), 'right-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('staff-email')).toBeTruthy();
    // The address asked for stays: the page opens after sign-in.
    expect(window.location.pathname).toBe('/admin/players');
  });

  it('a member with a second factor signs in with the code; a new one sets it up from the QR code', async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /api/admin/me': () =>
        signedIn ? staffMe(['finance']) : { status: 401, body: errorBody('unauthorized') },
      'POST /api/admin/auth/login': {
        status: 200,
        body: {
          status: 'enrolment_required',
          challenge: 'ch-1',
          challengeExpiresAt: '2030-01-01T12:05:00.000Z',
          otpauthUri: 'otpauth://totp/Wheelhouse:finance%40staff.example?secret=JBSWY3DPEHPK3PXP',
          secret: 'JBSWY3DPEHPK3PXP',
        },
      },
      'POST /api/admin/auth/second-factor': ({ body }) => {
        if ((body as { code: string }).code !== '123456')
          return { status: 401, body: errorBody('invalid_second_factor') };
        signedIn = true;
        return {
          status: 200,
          body: { status: 'signed_in', token: 't', expiresAt: '2030-01-01T12:00:00.000Z' },
        };
      },
    });
    renderApp('/');
    const form = await screen.findByTestId('sign-in-form');
    await userEvent.type(within(form).getByLabelText('Email'), 'finance@staff.example');
    await userEvent.type(within(form).getByLabelText('Password'), 'pw');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByTestId('second-factor-form');
    expect(within(code).getByTestId('second-factor-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(within(code).getByTitle('QR code for the authenticator app')).toBeTruthy();
    await userEvent.type(within(code).getByLabelText('Code from the authenticator app'), '12');
    await userEvent.click(within(code).getByRole('button', { name: 'Confirm' }));
    await within(code).findByText('Check the format of this value');
    expect(api.calls('POST /api/admin/auth/second-factor')).toHaveLength(0);

    await userEvent.clear(within(code).getByLabelText('Code from the authenticator app'));
    await userEvent.type(within(code).getByLabelText('Code from the authenticator app'), '654 321');
    await userEvent.click(within(code).getByRole('button', { name: 'Confirm' }));
    await within(code).findByText('Wrong or used code. Wait for the next one and try again');

    await userEvent.clear(within(code).getByLabelText('Code from the authenticator app'));
    await userEvent.type(within(code).getByLabelText('Code from the authenticator app'), '123 456');
    await userEvent.click(within(code).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('staff-email')).toBeTruthy();
    expect(api.calls('POST /api/admin/auth/second-factor').at(-1)!.body).toEqual({
      challenge: 'ch-1',
      code: '123456',
    });
  });

  it('content staff see only the content sections, and a finance address shows the forbidden page', async () => {
    mockApi({ 'GET /api/admin/me': staffMe(['content']) });
    renderApp('/withdrawals');
    expect(await screen.findByTestId('forbidden-page')).toBeTruthy();
    const nav = screen.getAllByTestId('navigation')[0]!;
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Home',
      'VIP programme',
      'Games',
      'Banners',
      'Policy pages',
      'Tournaments',
      'Wheel of luck',
      'Interface actions',
      'Push notifications',
      'Game providers',
      'Provider games',
      'Audit log',
    ]);
  });

  it('finance staff see the payment sections but not players or content', async () => {
    mockApi({ 'GET /api/admin/me': staffMe(['finance']) });
    renderApp('/');
    const nav = await screen.findByTestId('navigation');
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toContain('Crypto withdrawals');
    expect(links).toContain('Fiat deposits');
    expect(links).not.toContain('Players');
    expect(links).not.toContain('Games');
    expect(links).not.toContain('Jobs');
  });

  it('an admin sees every section', async () => {
    mockApi({ 'GET /api/admin/me': staffMe(['admin']) });
    renderApp('/');
    const nav = await screen.findByTestId('navigation');
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Players' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Games' })).toBeTruthy();
  });

  it('a session that ends on any call brings the sign-in form back', async () => {
    let live = true;
    mockApi({
      'GET /api/admin/me': () =>
        live ? staffMe(['support']) : { status: 401, body: errorBody('unauthorized') },
      'GET /api/admin/users': () => {
        live = false;
        return { status: 401, body: errorBody('unauthorized') };
      },
    });
    renderApp('/players');
    expect(await screen.findByTestId('sign-in-form')).toBeTruthy();
  });
});

describe('the language switch', () => {
  it('turns the app, the page language and the tab’s title to Russian and back', async () => {
    mockApi({ 'GET /api/admin/me': staffMe(['support']) });
    renderApp('/');
    const language = await screen.findByLabelText('Language');
    await userEvent.selectOptions(language, 'ru');
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
    expect(document.title).toBe('Wheelhouse: бэк-офис');
    await userEvent.selectOptions(screen.getByLabelText('Язык'), 'en');
    await waitFor(() => expect(document.title).toBe('Wheelhouse back office'));
    expect(document.documentElement.lang).toBe('en');
  });
});
