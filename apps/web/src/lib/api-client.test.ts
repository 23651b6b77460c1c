import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorBody, mockApi } from '../test/mock-api';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { getBan } from './ban-state';

const ZThing = z.object({ id: z.number() });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest', () => {
  it('returns the parsed body and sends JSON with the session cookie', async () => {
    const api = mockApi({ 'POST /api/thing': { status: 200, body: { id: 7, extra: true } } });
    await expect(
      apiRequest('/api/thing', { method: 'POST', body: { a: 1 }, schema: ZThing }),
    ).resolves.toEqual({ id: 7 });
    const [, init] = api.fetch.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
  });

  it('sends extra headers such as an Idempotency-Key next to its own', async () => {
    const api = mockApi({ 'POST /api/thing': { status: 200, body: { id: 1 } } });
    await apiRequest('/api/thing', {
      method: 'POST',
      body: {},
      schema: ZThing,
      headers: { 'idempotency-key': 'key-1' },
    });
    const [, init] = api.fetch.mock.calls[0]!;
    expect(init.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'idempotency-key': 'key-1',
    });
  });

  it('resolves a 204 without a body', async () => {
    mockApi({ 'POST /api/v1/auth/logout': { status: 204 } });
    await expect(
      apiRequest('/api/v1/auth/logout', { method: 'POST', schema: null }),
    ).resolves.toBeUndefined();
  });

  it('throws the parsed error body with its field errors', async () => {
    mockApi({
      'POST /api/v1/auth/register': {
        status: 400,
        body: errorBody('validation_error', {
          fields: { password: { key: 'Validation.min_length', params: { min: 8 } } },
        }),
      },
    });
    const error = await caught(
      apiRequest('/api/v1/auth/register', { method: 'POST', body: {}, schema: ZThing }),
    );
    expect(error.status).toBe(400);
    expect(error.detail).toBe('validation_error');
    expect(error.fields.password).toEqual({ key: 'Validation.min_length', params: { min: 8 } });
    expect(error.body?.key).toBe('test-request');
  });

  it('reads Retry-After of a 429 in seconds', async () => {
    mockApi({
      'POST /api/v1/auth/login': {
        status: 429,
        body: errorBody('too_many_requests'),
        headers: { 'retry-after': '42' },
      },
    });
    const error = await caught(
      apiRequest('/api/v1/auth/login', { method: 'POST', schema: ZThing }),
    );
    expect(error.detail).toBe('too_many_requests');
    expect(error.retryAfter).toBe(42);
  });

  it('reports a 401 banned to the app-wide ban state', async () => {
    mockApi({
      'GET /api/v1/me': {
        status: 401,
        body: errorBody('banned', { reason: '8.20 bonus abuse', userId: 'WH-9' }),
      },
    });
    expect(getBan()).toBeNull();
    const error = await caught(apiRequest('/api/v1/me', { schema: ZThing }));
    expect(error.isBanned).toBe(true);
    expect(getBan()).toEqual({ reason: '8.20 bonus abuse', userId: 'WH-9' });
  });

  it('does not treat other 401s as a ban', async () => {
    mockApi({ 'GET /api/v1/me': { status: 401, body: errorBody('unauthorized') } });
    const error = await caught(apiRequest('/api/v1/me', { schema: ZThing }));
    expect(error.isBanned).toBe(false);
    expect(getBan()).toBeNull();
  });

  it('turns an unreadable 5xx into internal_error without exposing it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await caught(apiRequest('/api/thing', { schema: ZThing }));
    expect(error.status).toBe(502);
    expect(error.detail).toBe('internal_error');
    expect(error.isServerOrNetwork).toBe(true);
  });

  it('turns a failed connection into network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await caught(apiRequest('/api/thing', { schema: ZThing }));
    expect(error.status).toBe(0);
    expect(error.detail).toBe('network_error');
  });

  it('rejects a success body that breaks the contract', async () => {
    mockApi({ 'GET /api/thing': { status: 200, body: { id: 'seven' } } });
    const error = await caught(apiRequest('/api/thing', { schema: ZThing }));
    expect(error.detail).toBe('invalid_response');
  });
});
