import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetBotContext } from '../../../lib/messenger/bot-context';
import { errorBody, guestMe, makeUser, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const INIT_DATA = new URLSearchParams({
  user: JSON.stringify({ id: 42, first_name: 'Ann+Bob', username: 'ann_b' }),
  auth_date: '1893456000',
  hash: 'abc',
}).toString();

function enterAt(address: string) {
  window.history.replaceState(null, '', address);
  resetBotContext();
}

describe('linking the messenger account', () => {
  afterEach(() => enterAt('/en'));

  it('links only after the player confirms, and says in words why a link is refused', async () => {
    enterAt(`/en?bot_id=7000000001#tgWebAppData=${encodeURIComponent(INIT_DATA)}`);
    let answer = {
      status: 409,
      body: errorBody('conflict', { reason: 'messenger_linked_elsewhere' }),
    };
    const api = mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser({ email: 'ann@example.com' }) },
      'GET /api/v1/settings': {
        status: 200,
        body: { push: { enabled: false, vapidPublicKey: null } },
      },
      'POST /api/v1/auth/web-app/link': () => answer,
    });
    renderApp('/en/profile/messenger');
    // The page's chunk brings the messenger SDK: the first import takes a while under test.
    expect(
      (await screen.findByTestId('messenger-link-user', {}, { timeout: 10_000 })).textContent,
    ).toBe('Ann+Bob (@ann_b)');
    const submit = screen.getByTestId('messenger-link-submit');
    expect(submit).toHaveProperty('disabled', true);

    const user = userEvent.setup();
    await user.click(screen.getByTestId('messenger-link-confirm'));
    await user.click(submit);
    expect((await screen.findByTestId('messenger-link-error')).textContent).toContain(
      'already belongs to another player account',
    );
    expect(api.calls('POST /api/v1/auth/web-app/link')).toEqual([
      { botId: '7000000001', payload: INIT_DATA, confirm: true },
    ]);

    answer = { status: 200, body: { linked: true, telegramUserId: '42' } } as never;
    await user.click(submit);
    expect((await screen.findByTestId('messenger-link-done')).textContent).toContain(
      'Ann+Bob (@ann_b) now signs in',
    );
  });

  it('outside the messenger, says where linking happens', async () => {
    mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v1/settings': {
        status: 200,
        body: { push: { enabled: false, vapidPublicKey: null } },
      },
    });
    renderApp('/en/profile/messenger');
    await screen.findByTestId('messenger-link-outside');
    expect(screen.queryByTestId('messenger-link-submit')).toBeNull();
  });

  it('sends a guest to sign in first', async () => {
    mockApi({ 'GET /api/v1/me': guestMe });
    const { router } = renderApp('/en/profile/messenger');
    await waitFor(() => expect(router.state.location.search).toContain('auth=login'));
  });
});
