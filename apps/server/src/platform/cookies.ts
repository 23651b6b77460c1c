import type { FastifyReply, FastifyRequest } from 'fastify';

export const PLAYER_SESSION_COOKIE = 'wh_session';
export const STAFF_SESSION_COOKIE = 'wh_staff_session';
/**
 * Readable by the player app, unlike the session cookie: "this browser has a session". It holds
 * no secret. Without it the app knows a guest without asking GET /api/v1/me, whose 401 every
 * browser logs as a console error (issue 12, Lighthouse best practices).
 */
export const PLAYER_SESSION_HINT_COOKIE = 'wh_signed_in';

export type CookieSecureMode = 'auto' | 'true' | 'false';

/** `auto`: Secure when this request came over https (request.protocol honours trustProxy). */
export function cookieIsSecure(mode: CookieSecureMode, request: FastifyRequest): boolean {
  if (mode === 'auto') return request.protocol === 'https';
  return mode === 'true';
}

export function setSessionCookie(
  reply: FastifyReply,
  options: {
    name: string;
    token: string;
    expiresAt: Date;
    secureMode: CookieSecureMode;
    path?: string;
  },
) {
  reply.setCookie(options.name, options.token, {
    httpOnly: true,
    sameSite: 'lax',
    path: options.path ?? '/',
    secure: cookieIsSecure(options.secureMode, reply.request),
    expires: options.expiresAt,
  });
  if (options.name === PLAYER_SESSION_COOKIE)
    reply.setCookie(PLAYER_SESSION_HINT_COOKIE, '1', {
      httpOnly: false,
      sameSite: 'lax',
      path: '/',
      secure: cookieIsSecure(options.secureMode, reply.request),
      expires: options.expiresAt,
    });
}

export function clearSessionCookie(
  reply: FastifyReply,
  name: string,
  secureMode: CookieSecureMode,
  path = '/',
) {
  reply.clearCookie(name, {
    httpOnly: true,
    sameSite: 'lax',
    path,
    secure: cookieIsSecure(secureMode, reply.request),
  });
  if (name === PLAYER_SESSION_COOKIE)
    reply.clearCookie(PLAYER_SESSION_HINT_COOKIE, {
      httpOnly: false,
      sameSite: 'lax',
      path: '/',
      secure: cookieIsSecure(secureMode, reply.request),
    });
}

/**
 * Keeps the session hint true to the session cookie on every page load: sessions that began
 * before the hint existed get it, and a hint left without a session goes.
 */
export function syncSessionHint(request: FastifyRequest, reply: FastifyReply): void {
  const hasSession = Boolean(request.cookies[PLAYER_SESSION_COOKIE]);
  const hasHint = Boolean(request.cookies[PLAYER_SESSION_HINT_COOKIE]);
  // It holds no secret: Secure only follows the request, whatever the session cookie's setting.
  const options = {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
  } as const;
  if (hasSession && !hasHint) reply.setCookie(PLAYER_SESSION_HINT_COOKIE, '1', options);
  else if (!hasSession && hasHint) reply.clearCookie(PLAYER_SESSION_HINT_COOKIE, options);
}

/** The session token of a request: the Bearer header wins over the cookie (API clients, messenger build). */
export function sessionTokenOf(request: FastifyRequest, cookieName: string): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  return request.cookies[cookieName];
}
