import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@wheelhouse/contracts/errors';
import { AppError } from './errors';
import { validationFields } from './validation-fields';

export function errorBody(error: AppError, requestId: string, now: Date): ErrorBody {
  return {
    ...error.extra,
    detail: error.code,
    message: error.message,
    key: requestId,
    time: now.toISOString(),
    ...(error.fields ? { fields: error.fields } : {}),
    ...(error.retryAfterSeconds !== undefined
      ? { retryAfterSeconds: error.retryAfterSeconds }
      : {}),
  };
}

export function sendAppError(reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(error.retryAfterSeconds));
  return reply
    .status(error.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(error, reply.request.id, new Date()));
}

/** Maps whatever was thrown to the AppError the client sees. Unknown errors become a bare 500. */
export function toAppError(
  error: FastifyError | AppError | Error,
  request?: FastifyRequest,
): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('validation_error', {
      fields: validationFields(error.validation, validatedInput(error, request)),
    });
  }
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('malformed_json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type');
    case 'FST_ERR_RATE_LIMIT':
      return new AppError('too_many_requests');
  }
  const exposed = exposedClientError(error);
  if (exposed) return exposed;
  if (isFastifyClientError(fastifyError)) {
    const code =
      fastifyError.statusCode === 404
        ? 'not_found'
        : fastifyError.statusCode === 405
          ? 'method_not_allowed'
          : 'validation_error';
    return new AppError(code);
  }
  return new AppError('internal_error', { cause: error });
}

/** The request part (body, querystring, params) that failed validation; `{}` for a missing body. */
function validatedInput(error: FastifyError, request: FastifyRequest | undefined): unknown {
  if (!request) return undefined;
  const parts: Record<string, unknown> = {
    body: request.body ?? {},
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  return error.validationContext ? parts[error.validationContext] : undefined;
}

const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/**
 * A client error of a library that speaks http-errors (`expose: true`, a 4xx status), e.g.
 * @fastify/static refusing a traversal with 403: our code for its status, else validation_error.
 */
function exposedClientError(error: Error): AppError | undefined {
  const { expose, statusCode } = error as { expose?: unknown; statusCode?: unknown };
  if (expose !== true || typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500)
    return undefined;
  return new AppError(CLIENT_ERROR_CODES[statusCode] ?? 'validation_error');
}

function isFastifyClientError(error: FastifyError) {
  return (
    typeof error.code === 'string' &&
    error.code.startsWith('FST_') &&
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    !isResponseSerializationError(error as never)
  );
}

/**
 * Fastify's routing errors (a URL that does not decode, a path parameter past maxParamLength),
 * which happen before any hook runs: the same error body as everything else. Fastify's
 * `frameworkErrors` option.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header('x-request-id', request.id);
  const appError = toAppError(error, request);
  if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ detail: appError.code, status: appError.status }, 'request rejected');
  return sendAppError(reply, appError);
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler(
    (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
      const appError = toAppError(error, request);
      if (appError.status >= 500) {
        // The client gets a generic message and the request id; the stack stays in the log.
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ detail: appError.code, status: appError.status }, 'request rejected');
      }
      return sendAppError(reply, appError);
    },
  );
}

export const errorHandler = fp(errorHandlerPlugin, { name: 'error-handler' });
