/**
 * How an adapter reaches its provider: one HTTP exchange. Production uses `httpTransport`; the
 * embedded simulators answer the same requests in process (no port of our own to call back).
 */
export interface ProviderRequest {
  method: 'GET' | 'POST';
  /** Path and query below the provider's base URL, starting with "/". */
  path: string;
  headers: Record<string, string>;
  /** The JSON body exactly as sent (amounts are written as decimal literals, never floats). */
  body?: string;
}

export interface ProviderResponse {
  status: number;
  text: string;
}

export type Transport = (request: ProviderRequest) => Promise<ProviderResponse>;

const TIMEOUT_MS = 10_000;

export function httpTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/$/, '');
  return async (request) => {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: {
        ...request.headers,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: response.status, text: await response.text() };
  };
}

/** The provider could not be reached or answered outside its protocol: try again later. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}

/** The provider understood and refused the request (a definite answer: do not retry). */
export class ProviderRefused extends Error {
  constructor(readonly reason: string) {
    super(`provider refused: ${reason}`);
    this.name = 'ProviderRefused';
  }
}

/** One exchange: network failures and 5xx are `ProviderUnavailable`, the rest is returned. */
export async function exchange(transport: Transport, request: ProviderRequest) {
  let response: ProviderResponse;
  try {
    response = await transport(request);
  } catch (error) {
    throw new ProviderUnavailable(`${request.method} ${request.path} failed`, { cause: error });
  }
  if (response.status >= 500)
    throw new ProviderUnavailable(`${request.method} ${request.path} answered ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(response.text);
  } catch (error) {
    throw new ProviderUnavailable(`${request.path}: not JSON`, { cause: error });
  }
  return { status: response.status, json };
}

/** A JSON object with one member holding a decimal written as a number literal, exactly. */
export function jsonWithDecimal(
  fields: Record<string, unknown>,
  decimalField: string,
  decimal: string,
): string {
  if (!/^(0|[1-9]\d*)(\.\d+)?$/.test(decimal)) throw new TypeError('not a decimal');
  const rest = JSON.stringify(fields);
  const member = `${JSON.stringify(decimalField)}:${decimal}`;
  return rest === '{}' ? `{${member}}` : `{${member},${rest.slice(1)}`;
}

/** "12.500000" → "12.5", "20.000000" → "20": the shortest form of a decimal, as people write it. */
export function plainDecimal(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal;
}
