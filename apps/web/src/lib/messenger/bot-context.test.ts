import { describe, expect, it } from 'vitest';
import { parseBotContext } from './bot-context';

describe('bot context on entry', () => {
  it('reads bot_id and bot_type; the type defaults to normal', () => {
    expect(parseBotContext('?bot_id=7000000001&bot_type=vip')).toEqual({
      botId: '7000000001',
      botType: 'vip',
      invalid: false,
    });
    expect(parseBotContext('?bot_id=7000000001')).toEqual({
      botId: '7000000001',
      botType: 'normal',
      invalid: false,
    });
  });

  it('marks any other type invalid, and is absent outside a bot', () => {
    expect(parseBotContext('?bot_id=1&bot_type=gold')?.invalid).toBe(true);
    expect(parseBotContext('?bot_type=')?.invalid).toBe(true);
    expect(parseBotContext('?bot_id=abc')?.botId).toBeNull();
    expect(parseBotContext('?promo=X')).toBeNull();
    expect(parseBotContext('')).toBeNull();
  });
});
