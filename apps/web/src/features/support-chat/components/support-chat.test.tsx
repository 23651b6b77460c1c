import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const staffReply = {
  id: '1',
  author: 'staff',
  body: 'Hello! How can we help?',
  attachment: null,
  createdAt: '2026-01-01T10:00:00.000Z',
};

describe('support chat', () => {
  it('opens from the sidebar, shows the conversation and sends a message', async () => {
    const api = mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v1/languages': { status: 200, body: [] },
      'GET /api/v1/support/config': { status: 200, body: { mode: 'builtin', scriptUrl: null } },
      'GET /api/v1/support/conversation': { status: 200, body: { messages: [staffReply] } },
      'POST /api/v1/support/messages': ({ body }) => ({
        status: 201,
        body: {
          id: '2',
          author: 'player',
          body: (body as { body: string }).body,
          attachment: null,
          createdAt: '2026-01-01T10:01:00.000Z',
        },
      }),
    });
    renderApp('/en');
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('tab-bar')).getByRole('button', { name: 'Menu' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Support' }));
    const chat = await screen.findByRole('dialog', { name: 'Support chat' });
    expect(await within(chat).findByText('Hello! How can we help?')).toBeTruthy();

    await user.click(within(chat).getByLabelText('Your message'));
    await user.paste('My deposit is late');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(await within(chat).findByText('My deposit is late')).toBeTruthy();
    expect(api.calls('POST /api/v1/support/messages')).toEqual([{ body: 'My deposit is late' }]);
    expect((within(chat).getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');
  }, 20_000);

  it('asks a guest to sign in', async () => {
    mockApi({
      'GET /api/v1/me': {
        status: 401,
        body: { detail: 'unauthorized', message: '', key: 'k', time: 't' },
      },
      'GET /api/v1/languages': { status: 200, body: [] },
      'GET /api/v1/support/config': { status: 200, body: { mode: 'builtin', scriptUrl: null } },
    });
    renderApp('/en');
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('tab-bar')).getByRole('button', { name: 'Menu' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Support' }));
    const chat = await screen.findByRole('dialog', { name: 'Support chat' });
    expect(await within(chat).findByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
