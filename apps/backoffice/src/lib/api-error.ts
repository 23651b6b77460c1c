import type { ErrorBody, FieldError } from '@wheelhouse/contracts/errors';

/** The one error every API call throws: the server's error body, parsed, plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  /** The body's `detail` code, or the client's own `network_error` / `invalid_response`. */
  readonly detail: string;
  /** Field errors of a validation_error, keyed by the request field's name. */
  readonly fields: Record<string, FieldError>;
  readonly body: ErrorBody | undefined;

  constructor(options: {
    status: number;
    detail: string;
    message?: string;
    fields?: Record<string, FieldError>;
    body?: ErrorBody;
  }) {
    super(options.message ?? options.detail);
    this.name = 'ApiError';
    this.status = options.status;
    this.detail = options.detail;
    this.fields = options.fields ?? {};
    this.body = options.body;
  }

  /** Network failures and 5xx: worth a retry. */
  get isServerOrNetwork(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
