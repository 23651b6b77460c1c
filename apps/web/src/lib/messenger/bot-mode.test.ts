import { afterEach, describe, expect, it, vi } from 'vitest';
import { botContext, resetBotContext } from './bot-context';
import { hasBotPayments, isBotMode } from './bot-mode';

function enter(flag: 'auto' | 'on' | 'off' | undefined, search: string) {
  if (flag) vi.stubEnv('VITE_BOT_MODE', flag);
  window.history.replaceState(null, '', `/en${search}`);
  resetBotContext();
}

describe('bot mode and the messenger payment options follow the build flag (one decision)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    window.history.replaceState(null, '', '/en');
    resetBotContext();
  });

  it('auto (the default): bot mode exactly when the entry names a bot', () => {
    enter(undefined, '?bot_id=7000000001');
    expect(isBotMode()).toBe(true);
    expect(hasBotPayments()).toBe(true);

    enter('auto', '');
    expect(isBotMode()).toBe(false);
    expect(hasBotPayments()).toBe(false);
  });

  it('on: bot mode and the payment options without any bot parameter', () => {
    enter('on', '');
    expect(botContext()).toBeNull();
    expect(isBotMode()).toBe(true);
    expect(hasBotPayments()).toBe(true);
  });

  it('off: bot parameters mean nothing, not even an invalid bot type', () => {
    enter('off', '?bot_id=7000000001&bot_type=vip');
    expect(botContext()).toBeNull();
    expect(isBotMode()).toBe(false);
    expect(hasBotPayments()).toBe(false);

    enter('off', '?bot_id=7000000001&bot_type=gold');
    expect(botContext()).toBeNull();
    // Nothing is kept for the tab either: a later auto reading starts from the address alone.
    expect(sessionStorage.getItem('wh-bot-context')).toBeNull();
  });

  it('an invalid bot has no payment options in any mode that reads it', () => {
    enter('on', '?bot_id=7000000001&bot_type=gold');
    expect(botContext()?.invalid).toBe(true);
    expect(hasBotPayments()).toBe(false);

    enter('auto', '?bot_type=gold');
    expect(isBotMode()).toBe(true);
    expect(hasBotPayments()).toBe(false);
  });
});
