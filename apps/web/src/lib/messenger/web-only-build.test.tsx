import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { resetBotContext } from './bot-context';

function enterAt(search: string) {
  window.history.replaceState(null, '', `/en${search}`);
  resetBotContext();
}

describe('a web-only build (VITE_BOT_MODE=off)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    enterAt('');
  });

  it('ignores bot parameters: an unknown bot type does not replace the app with the invalid-bot page', async () => {
    vi.stubEnv('VITE_BOT_MODE', 'off');
    mockApi({
      'GET /api/v1/me': { status: 401, body: { detail: 'unauthorized' } },
      'GET /api/v1/languages': { status: 200, body: [] },
    });
    enterAt('?bot_id=7000000001&bot_type=gold');
    renderApp('/en');
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(screen.queryByTestId('invalid-bot-page')).toBeNull();
  });
});
