import { ZErrorBody } from '@wheelhouse/contracts/errors';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { reportSignedOut } from './session-events';

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

/** Query parameters without the empty ones, as `?a=1&b=2` (or ''). */
export function queryString(params: Record<string, string | number | boolean | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Fetches JSON from the staff API (same origin: the staff session cookie, scoped to /api/admin,
 * goes along), checks the answer against its contract and throws one ApiError for anything else.
 * A 401 on any call but sign-in means the staff session ended: the app shows the sign-in screen.
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

  if (!response.ok) {
    const error = await toApiError(response);
    if (error.status === 401 && error.detail === 'unauthorized') reportSignedOut();
    throw error;
  }
  if (schema === null) return undefined as Result<TSchema>;

  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) throw new ApiError({ status: response.status, detail: 'invalid_response' });
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
  const parsed = ZErrorBody.safeParse(await readJson(response));
  if (!parsed.success)
    return new ApiError({
      status: response.status,
      detail: response.status >= 500 ? 'internal_error' : 'invalid_response',
    });
  return new ApiError({
    status: response.status,
    detail: parsed.data.detail,
    message: parsed.data.message,
    fields: parsed.data.fields,
    body: parsed.data,
  });
}
