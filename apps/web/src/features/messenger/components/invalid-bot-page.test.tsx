import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetBotContext } from '../../../lib/messenger/bot-context';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

function enterAt(search: string) {
  window.history.replaceState(null, '', `/en${search}`);
  resetBotContext();
}

describe('invalid-bot page', () => {
  afterEach(() => enterAt(''));

  it('replaces the app when the entry names a bot type other than normal or vip', async () => {
    mockApi({
      'GET /api/v1/me': { status: 401, body: { detail: 'unauthorized' } },
      'GET /api/v1/languages': { status: 200, body: [] },
    });
    enterAt('?bot_id=7000000001&bot_type=gold');
    renderApp('/en');
    const page = await screen.findByTestId('invalid-bot-page');
    expect(page.textContent).toContain('This bot link does not work');
    expect(screen.queryByTestId('home-page')).toBeNull();
  });

  it('lets a vip bot in', async () => {
    mockApi({
      'GET /api/v1/me': { status: 401, body: { detail: 'unauthorized' } },
      'GET /api/v1/languages': { status: 200, body: [] },
    });
    enterAt('?bot_id=7000000001&bot_type=vip');
    renderApp('/en');
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(screen.queryByTestId('invalid-bot-page')).toBeNull();
  });
});
