import type { ErrorBody, FieldError } from '@wheelhouse/contracts/errors';

/** Codes the client itself produces when there is no usable error body from the server. */
export type ClientErrorCode = 'network_error' | 'invalid_response';

/** The one error every API call throws: the server's error body, parsed, plus HTTP facts. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly fields: Record<string, FieldError>;
  /** Seconds to wait before retrying, from the Retry-After header of a 429. */
  readonly retryAfter: number | undefined;
  readonly body: ErrorBody | undefined;

  constructor(options: {
    status: number;
    detail: string;
    message?: string;
    fields?: Record<string, FieldError>;
    retryAfter?: number;
    body?: ErrorBody;
  }) {
    super(options.message ?? options.detail);
    this.name = 'ApiError';
    this.status = options.status;
    this.detail = options.detail;
    this.fields = options.fields ?? {};
    this.retryAfter = options.retryAfter;
    this.body = options.body;
  }

  get isBanned(): boolean {
    return this.status === 401 && this.detail === 'banned';
  }

  /** Network failures and 5xx: the "unstable connection" family, worth a retry. */
  get isServerOrNetwork(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
