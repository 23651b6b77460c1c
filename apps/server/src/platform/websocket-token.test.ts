import { describe, expect, it } from 'vitest';
import {
  WEBSOCKET_TOKEN_TTL_MS,
  signWebsocketToken,
  verifyWebsocketToken,
} from './websocket-token';

const secret = 'a-test-secret-that-is-long-enough-1234';
const now = new Date('2030-01-01T00:00:00Z');

describe('websocket token', () => {
  it('round-trips the user id until it expires', () => {
    const token = signWebsocketToken(secret, 42, now);
    expect(verifyWebsocketToken(secret, token, now)).toBe(42);
    expect(
      verifyWebsocketToken(secret, token, new Date(now.getTime() + WEBSOCKET_TOKEN_TTL_MS - 1000)),
    ).toBe(42);
    expect(
      verifyWebsocketToken(secret, token, new Date(now.getTime() + WEBSOCKET_TOKEN_TTL_MS)),
    ).toBeNull();
  });

  it('rejects another secret, a changed user id or expiry, and garbage', () => {
    const token = signWebsocketToken(secret, 42, now);
    const [, expires, signature] = token.split('.');
    expect(verifyWebsocketToken('another-secret-that-is-long-enough-12', token, now)).toBeNull();
    expect(verifyWebsocketToken(secret, `43.${expires}.${signature}`, now)).toBeNull();
    expect(
      verifyWebsocketToken(secret, `42.${Number(expires) + 3600}.${signature}`, now),
    ).toBeNull();
    for (const garbage of ['', '42', 'a.b.c', `${token}x`])
      expect(verifyWebsocketToken(secret, garbage, now)).toBeNull();
  });
});
