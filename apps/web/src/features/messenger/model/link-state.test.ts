import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { linkErrorKey, messengerUserOf } from './link-state';

const conflict = (reason?: string) =>
  new ApiError({
    status: 409,
    detail: 'conflict',
    body: { detail: 'conflict', message: '', key: 'k', time: '', ...(reason ? { reason } : {}) },
  });

describe('account linking', () => {
  it('names the taken side of a 409 in words, and an expired or ended session', () => {
    expect(linkErrorKey(conflict('messenger_linked_elsewhere'))).toBe(
      'bot.link_error_messenger_taken',
    );
    expect(linkErrorKey(conflict('player_linked_elsewhere'))).toBe('bot.link_error_player_taken');
    expect(linkErrorKey(conflict())).toBeNull();
    expect(linkErrorKey(new ApiError({ status: 401, detail: 'invalid_credentials' }))).toBe(
      'bot.link_error_expired',
    );
    expect(linkErrorKey(new ApiError({ status: 401, detail: 'unauthorized' }))).toBe(
      'bot.link_error_signed_out',
    );
    expect(linkErrorKey(new ApiError({ status: 500, detail: 'internal_error' }))).toBeNull();
    expect(linkErrorKey(new Error('offline'))).toBeNull();
  });

  it("shows the init data's user, with '+' and unicode as the messenger sent them", () => {
    const user = { id: 1, first_name: 'Ann+Bob', last_name: 'Ёлкина 🎰', username: 'ann' };
    const initData = new URLSearchParams({ user: JSON.stringify(user), hash: 'x' }).toString();
    expect(messengerUserOf(initData)).toEqual({
      firstName: 'Ann+Bob',
      lastName: 'Ёлкина 🎰',
      username: 'ann',
    });
    expect(messengerUserOf('user=%7B%7D')).toBeNull();
    expect(messengerUserOf('user=not-json')).toBeNull();
  });
});
