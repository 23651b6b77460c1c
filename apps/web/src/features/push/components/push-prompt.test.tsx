import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBalance } from '../../../test/balance-fixtures';
import { makeUser, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const settings = {
  push: { enabled: true, vapidPublicKey: 'B'.repeat(87) },
};

function pushCapableBrowser() {
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'default' });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

describe('web-push prompt (shell spec §4 "Web push")', () => {
  beforeEach(() => pushCapableBrowser());

  it('refusing stores the refusal on the server and hides the prompt', async () => {
    const api = mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v1/languages': { status: 200, body: [] },
      'GET /api/v1/banners': { status: 200, body: { items: [] } },
      'GET /api/v1/wallet/balance': { status: 200, body: makeBalance() },
      'GET /api/v1/settings': { status: 200, body: settings },
      'GET /api/v1/push': { status: 200, body: { active: false, refusedAt: null } },
      'POST /api/v1/push/refusal': {
        status: 200,
        body: { active: false, refusedAt: '2030-01-01T00:00:00.000Z' },
      },
    });
    renderApp('/en');
    const prompt = await screen.findByTestId('push-prompt', undefined, { timeout: 5000 });
    expect(prompt.textContent).toContain('Turn on notifications?');
    fireEvent.click(screen.getByTestId('push-refuse'));
    await expect.poll(() => api.calls('POST /api/v1/push/refusal').length).toBe(1);
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    expect(api.calls('GET /api/v1/settings')).toHaveLength(1);
  });

  it('is not shown to a player who refused within 7 days', async () => {
    mockApi({
      'GET /api/v1/me': { status: 200, body: makeUser() },
      'GET /api/v1/languages': { status: 200, body: [] },
      'GET /api/v1/banners': { status: 200, body: { items: [] } },
      'GET /api/v1/wallet/balance': { status: 200, body: makeBalance() },
      'GET /api/v1/settings': { status: 200, body: settings },
      'GET /api/v1/push': {
        status: 200,
        body: { active: false, refusedAt: new Date(Date.now() - 60_000).toISOString() },
      },
    });
    renderApp('/en');
    await screen.findByTestId('header-avatar');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(screen.queryByTestId('push-prompt')).toBeNull();
  });
});
