import type { StaffRole } from '@wheelhouse/contracts/staff';
import { vi } from 'vitest';

type Reply = { status: number; body?: unknown };
type Handler = (request: { body: unknown; url: URL; headers: Headers }) => Reply;

/** Routes keyed "METHOD /path" (query ignored); anything unrouted answers 404 like the server. */
export type ApiRoutes = Record<string, Handler | Reply>;

export function errorBody(detail: string, extra: Record<string, unknown> = {}) {
  return {
    detail,
    message: detail,
    key: 'test-request',
    time: '2030-01-01T00:00:00.000Z',
    ...extra,
  };
}

export interface Call {
  url: URL;
  body: unknown;
  headers: Headers;
}

export function mockApi(routes: ApiRoutes) {
  const calls = new Map<string, Call[]>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init?.headers);
    calls.set(key, [...(calls.get(key) ?? []), { url, body, headers }]);
    const route = routes[key];
    const reply: Reply = !route
      ? { status: 404, body: errorBody('not_found') }
      : typeof route === 'function'
        ? route({ body, url, headers })
        : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, calls: (key: string) => calls.get(key) ?? [] };
}

export function staffMe(roles: StaffRole[]): Reply {
  return {
    status: 200,
    body: {
      id: 7,
      email: `${roles.join('-')}@staff.example`,
      roles,
      secondFactor: {
        enrolled: false,
        required: roles.includes('admin') || roles.includes('finance'),
      },
    },
  };
}

/** A list page's answer: the items, all on the first page. */
export function listReply(data: unknown[]): Reply {
  return { status: 200, body: { data, meta: { offset: 0, limit: 30, total: data.length } } };
}

/** The header's queue badges: every queue empty but the ones given. */
export function queuesReply(
  counts: Partial<
    Record<
      'cryptoWithdrawalsPending' | 'fiatReceiptsWaiting' | 'disputesOpen' | 'sellsPending',
      number
    >
  > = {},
): Reply {
  return {
    status: 200,
    body: {
      cryptoWithdrawalsPending: 0,
      fiatReceiptsWaiting: 0,
      disputesOpen: 0,
      sellsPending: 0,
      ...counts,
    },
  };
}
