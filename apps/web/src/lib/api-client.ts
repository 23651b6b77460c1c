import type { z } from 'zod';
import { ApiError } from './api-error';
import { reportBan } from './ban-state';
import { loadSection } from './i18n';
import { lazySchema, type SchemaSource } from './lazy-schema';
import { reportRegion } from './region/region-state';
import { bearerToken } from './session/bearer-token';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface RequestOptions<TSchema extends SchemaSource | null> {
  method?: Method;
  body?: unknown;
  /**
   * Schema of a successful response, or a loader of it (lazy-schema.ts); null for answers without
   * a body (204).
   */
  schema: TSchema;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of a money-moving request. */
  headers?: Record<string, string>;
}

type Result<TSchema> = TSchema extends () => Promise<infer TLoaded extends z.ZodType>
  ? z.output<TLoaded>
  : TSchema extends z.ZodType
    ? z.output<TSchema>
    : void;

/** The error body's schema: only needed once an answer is an error. */
const errorBodySchema = lazySchema(() =>
  import('@wheelhouse/contracts/errors').then((m) => m.ZErrorBody),
);

/**
 * Fetches JSON from our own API (same origin, so the httpOnly session cookie goes along), checks
 * the answer against its contract and throws one ApiError for anything else.
 */
export async function apiRequest<TSchema extends SchemaSource | null>(
  path: string,
  { method = 'GET', body, schema, signal, headers }: RequestOptions<TSchema>,
): Promise<Result<TSchema>> {
  // A lazy schema's chunk loads while the request is in flight, not after it.
  const validator: z.ZodType | Promise<z.ZodType> | null =
    typeof schema === 'function' ? schema() : schema;
  // Nobody waits on it when the request fails first; its own failure is handled below.
  if (validator instanceof Promise) validator.catch(() => undefined);
  let response: Response;
  const bearer = bearerToken();
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
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
  if (validator === null) return undefined as Result<TSchema>;

  const json = await readJson(response);
  const parsed = (await loadValidator(validator)).safeParse(json);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, detail: 'invalid_response' });
  }
  return parsed.data as Result<TSchema>;
}

async function loadValidator<TSchema extends z.ZodType>(
  validator: TSchema | Promise<TSchema>,
): Promise<TSchema> {
  try {
    return await validator;
  } catch {
    // Offline before the schema's chunk arrived: the same as a request that never got through.
    throw new ApiError({ status: 0, detail: 'network_error' });
  }
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
  const [json, ZErrorBody] = await Promise.all([
    readJson(response),
    loadValidator(errorBodySchema()),
  ]);
  const parsed = ZErrorBody.safeParse(json);
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
  // A responsible-gaming refusal is read in that section's words (lib/error-message).
  if (parsed.data.detail.startsWith('rg_'))
    await loadSection('responsible-gaming').catch(() => undefined);
  if (response.status === 451 && parsed.data.detail === 'restricted_region') {
    reportRegion({ country: parsed.data.country ?? '', ip: parsed.data.ip ?? '' });
  }
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
