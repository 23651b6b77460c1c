import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, makeUser, mockApi } from '../../test/mock-api';
import { bearerToken, setBearerToken } from '../session/bearer-token';
import { fetchMe } from '../session/get-me';
import { resetBotContext } from './bot-context';
import { initDataOf, messengerEntry } from './entry';
import { signInWithInitData } from './web-app-sign-in';

const INIT_DATA =
  'query_id=AAH&user=%7B%22id%22%3A42%2C%22first_name%22%3A%22Ann%2BBob%22%7D&auth_date=1893456000&start_param=TGSTART&hash=abc';

function enterAt(address: string) {
  window.history.replaceState(null, '', address);
  resetBotContext();
}

describe('messenger sign-in on entry', () => {
  afterEach(() => {
    setBearerToken(null);
    enterAt('/en');
    vi.restoreAllMocks();
  });

  it('finds init data in the launch hash or on Telegram.WebApp, only with a bot_id', () => {
    expect(
      initDataOf(`#tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppVersion=8.0`, {}),
    ).toBe(INIT_DATA);
    expect(initDataOf('', { Telegram: { WebApp: { initData: INIT_DATA } } })).toBe(INIT_DATA);
    expect(initDataOf('#other=1', {})).toBeNull();

    enterAt(`/en?bot_id=7000000001#tgWebAppData=${encodeURIComponent(INIT_DATA)}`);
    expect(messengerEntry()).toEqual({ botId: '7000000001', initData: INIT_DATA });
    enterAt(`/en#tgWebAppData=${encodeURIComponent(INIT_DATA)}`);
    expect(messengerEntry()).toBeNull();
    enterAt(`/en?bot_id=7000000001&bot_type=gold#tgWebAppData=${encodeURIComponent(INIT_DATA)}`);
    expect(messengerEntry()).toBeNull();
  });

  it('sends botId, payload and the start parameter as promo; keeps the bearer session; clears the hash', async () => {
    enterAt(`/en/casino?bot_id=7000000001#tgWebAppData=${encodeURIComponent(INIT_DATA)}`);
    const api = mockApi({
      'POST /api/v1/auth/web-app/v2': {
        status: 200,
        body: {
          token: 'bearer-1',
          expiresAt: '2030-02-01T00:00:00.000Z',
          created: true,
          promoApplied: true,
        },
      },
      'GET /api/v1/me': { status: 200, body: makeUser() },
    });
    expect(await signInWithInitData(messengerEntry()!)).toBe(true);
    expect(api.calls('POST /api/v1/auth/web-app/v2')).toEqual([
      { botId: '7000000001', payload: INIT_DATA, promo: 'TGSTART' },
    ]);
    expect(bearerToken()).toBe('bearer-1');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/en/casino?bot_id=7000000001');

    expect(await fetchMe()).not.toBeNull();
    const [, init] = api.fetch.mock.calls.at(-1)! as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer bearer-1');
  });

  it('a refused sign-in is logged only: no session, no throw, the hash stays', async () => {
    enterAt(`/en?bot_id=7000000001#tgWebAppData=${encodeURIComponent(INIT_DATA)}`);
    mockApi({
      'POST /api/v1/auth/web-app/v2': { status: 401, body: errorBody('invalid_credentials') },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await signInWithInitData(messengerEntry()!)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(bearerToken()).toBeNull();
    expect(window.location.hash).toContain('tgWebAppData');
  });
});
