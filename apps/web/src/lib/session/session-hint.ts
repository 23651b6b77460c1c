/**
 * The server's readable "this browser has a session" cookie (set with the httpOnly session cookie,
 * cleared with it, and kept in step on every page load; apps/server/src/platform/cookies.ts).
 * Without it the visitor is a guest, known without asking GET /api/v1/me, whose 401 answer every
 * browser logs as a console error.
 */
export const SESSION_HINT_COOKIE = 'wh_signed_in';

export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie
    .split(';')
    .some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=1`));
}
