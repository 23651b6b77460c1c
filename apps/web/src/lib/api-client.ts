import { ZErrorBody } from '@wheelhouse/contracts/errors';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { reportBan } from './ban-state';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface RequestOptions<TSchema extends z.ZodType | null> {
  method?: Method;
  body?: unknown;
  /** Schema of a successful response; null for answers without a body (204). */
  schema: TSchema;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of a money-moving request. */
  headers?: Record<string, string>;
}

type Result<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : void;

/**
 * Fetches JSON from our own API (same origin, so the httpOnly session cookie goes along), checks
 * the answer against its contract and throws one ApiError for anything else.
 */
export async function apiRequest<TSchema extends z.ZodType | null>(
  path: string,
  { method = 'GET', body, schema, signal, headers }: RequestOptions<TSchema>,
): Promise<Result<TSchema>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ status: 0, detail: 'network_error' });
  }

  if (!response.ok) throw await toApiError(response);
  if (schema === null) return undefined as Result<TSchema>;

  const json = await readJson(response);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, detail: 'invalid_response' });
  }
  return parsed.data as Result<TSchema>;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  const parsed = ZErrorBody.safeParse(await readJson(response));
  if (!parsed.success) {
    // A proxy's HTML page or an empty body: keep the status, never show what came back.
    return new ApiError({
      status: response.status,
      detail: response.status >= 500 ? 'internal_error' : 'invalid_response',
      retryAfter,
    });
  }
  const error = new ApiError({
    status: response.status,
    detail: parsed.data.detail,
    message: parsed.data.message,
    fields: parsed.data.fields,
    retryAfter,
    body: parsed.data,
  });
  if (error.isBanned) {
    reportBan({ reason: parsed.data.reason ?? 'other', userId: parsed.data.userId ?? '' });
  }
  return error;
}

/** Retry-After is either delta-seconds or an HTTP date. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
