import { vi } from 'vitest';
import type { User } from '@wheelhouse/contracts/users';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: { body: unknown; url: URL }) => Reply | Promise<Reply>;

/** Routes keyed "METHOD /path" (query ignored); anything unrouted answers 404 like the server. */
export type ApiRoutes = Record<string, Handler | Reply>;

export interface MockApi {
  fetch: ReturnType<typeof vi.fn>;
  calls: (key: string) => unknown[];
}

export function errorBody(detail: string, extra: Record<string, unknown> = {}) {
  return {
    detail,
    message: detail,
    key: 'test-request',
    time: '2030-01-01T00:00:00.000Z',
    ...extra,
  };
}

export function mockApi(routes: ApiRoutes): MockApi {
  const seen = new Map<string, unknown[]>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    seen.set(key, [...(seen.get(key) ?? []), body]);
    const route = routes[key];
    const reply: Reply = !route
      ? { status: 404, body: errorBody('not_found') }
      : typeof route === 'function'
        ? await route({ body, url })
        : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, calls: (key) => seen.get(key) ?? [] };
}

export const guestMe: Reply = { status: 401, body: errorBody('unauthorized') };

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    globalId: 'WH-100200',
    email: 'player@example.com',
    language: 'en',
    currency: 'USD',
    websocketToken: 'ws-token',
    isVip: false,
    isNameChangeAvailable: false,
    isPushNotificationsActive: false,
    webimUser: null,
    hasDeposits: false,
    depositCount: 0,
    firstName: null,
    lastName: null,
    gender: null,
    dateOfBirth: null,
    vipManager: { telegramUsername: null },
    ...overrides,
  };
}
