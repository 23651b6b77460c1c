import type { FastifyReply, FastifyRequest } from 'fastify';

export const PLAYER_SESSION_COOKIE = 'wh_session';
export const STAFF_SESSION_COOKIE = 'wh_staff_session';

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
