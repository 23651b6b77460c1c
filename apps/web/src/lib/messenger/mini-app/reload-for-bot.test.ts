import { describe, expect, it } from 'vitest';
import { botAddress } from './reload-for-bot';

describe('the address a bot-mode language change reloads', () => {
  it('puts bot_id and bot_type back, keeping the path and its own query', () => {
    const bot = { botId: '7000000001', botType: 'vip' as const, invalid: false };
    expect(botAddress('/ru/sportsbook?tab=live', bot)).toBe(
      '/ru/sportsbook?tab=live&bot_id=7000000001&bot_type=vip',
    );
    expect(botAddress('/kk?bot_id=1&bot_type=normal', bot)).toBe(
      '/kk?bot_id=7000000001&bot_type=vip',
    );
  });

  it('leaves the address as it is outside a bot, and without a bot id keeps the type', () => {
    expect(botAddress('/uk', null)).toBe('/uk');
    expect(botAddress('/uk', { botId: null, botType: 'normal', invalid: false })).toBe(
      '/uk?bot_type=normal',
    );
  });
});
