import { createHmac, timingSafeEqual } from 'node:crypto';

export const WEBSOCKET_TOKEN_TTL_MS = 10 * 60_000;

/**
 * A short-lived, stateless token that only opens /ws: `<userId>.<expiresAtSeconds>.<hmac>`, signed with
 * SESSION_SECRET so any server process can check it without the database.
 */
export function signWebsocketToken(
  secret: string,
  userId: number,
  now: Date,
  ttlMs = WEBSOCKET_TOKEN_TTL_MS,
): string {
  const expires = Math.floor((now.getTime() + ttlMs) / 1000);
  const payload = `${userId}.${expires}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The user id the token was issued to, or null when it is malformed, forged or expired. */
export function verifyWebsocketToken(secret: string, token: string, now: Date): number | null {
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, userId, expires, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(secret, `${userId}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return Number(userId);
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`ws:${payload}`).digest('base64url');
}
