import type { z } from 'zod';
import {
  FIAT_PROCESSOR_PATHS,
  ZFiatInvoiceAnswer,
  ZFiatPayoutAnswer,
} from '@wheelhouse/contracts/fiat-processor';
import type { FiatDetails } from '@wheelhouse/contracts/fiat';
import { AppError } from '../../../platform/errors';
import {
  signWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../cashier-crypto';

/**
 * The external P2P processor behind `external` fiat methods (ARCHITECTURE.md "Payments": one
 * adapter interface per kind). The protocol (paths, bodies, signatures) is documented in
 * packages/contracts/src/fiat-processor.ts; results arrive as signed callbacks
 * (routes.ts, service.ts), not by polling. Both calls are idempotent on `orderId`.
 *
 * Any failure (unreachable, timeout, non-2xx, an unexpected body) is AppError
 * `service_unavailable` to the caller; nothing of ours has changed at that point.
 */
export interface FiatProcessor {
  name: 'simulated' | 'http' | 'none';
  configured: boolean;
  /** A deposit invoice: where the player pays (`url`, opened as `target`). `amount`: decimal string, major units. */
  createInvoice(request: {
    orderId: string;
    amount: string;
    currency: string;
    methodId: string;
    callbackUrl?: string;
  }): Promise<{ externalId: string; url: string; target: 'parent' | 'blank' | 'iframe' }>;
  /** A payout of a fiat withdrawal (net amount, decimal string, major units) to `details`. */
  createPayout(request: {
    orderId: string;
    amount: string;
    currency: string;
    methodId: string;
    details: FiatDetails;
  }): Promise<{ externalId: string }>;
}

export const FIAT_PROCESSOR_API_KEY_HEADER = 'x-api-key';

export interface HttpFiatProcessorOptions {
  baseUrl: string;
  apiKey: string;
  secret: string;
  /** How long one call may take before the processor counts as down (default 10 s). */
  timeoutMs?: number;
  now?: () => Date;
}

function unavailable(detail: string, cause?: unknown): AppError {
  return new AppError('service_unavailable', {
    message: 'The payment processor is unavailable; try again later',
    cause: cause ?? new Error(`fiat processor: ${detail}`),
  });
}

/** The processor over HTTP (`FIAT_PROCESSOR=http`): signed JSON calls, see the contracts file. */
export function httpFiatProcessor(options: HttpFiatProcessorOptions): FiatProcessor {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/+$/, '');

  /** One signed call; anything but a well-formed 2xx answer is 503 to our caller. */
  async function call<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    const rawBody = JSON.stringify(body);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [FIAT_PROCESSOR_API_KEY_HEADER]: options.apiKey,
          [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(options.secret, timestamp, rawBody),
        },
        body: rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unavailable(`${path} unreachable or timed out`, error);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw unavailable(`${path} answered ${response.status}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw unavailable(`${path} answered without JSON`, error);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw unavailable(`${path} answered an unexpected body`, parsed.error);
    return parsed.data;
  }

  return {
    name: 'http',
    configured: true,
    createInvoice: (request) =>
      call(
        FIAT_PROCESSOR_PATHS.invoices,
        {
          orderId: request.orderId,
          amount: request.amount,
          currency: request.currency,
          methodId: request.methodId,
          ...(request.callbackUrl ? { callbackUrl: request.callbackUrl } : {}),
        },
        ZFiatInvoiceAnswer,
      ),
    createPayout: (request) =>
      call(
        FIAT_PROCESSOR_PATHS.payouts,
        {
          orderId: request.orderId,
          amount: request.amount,
          currency: request.currency,
          methodId: request.methodId,
          details: request.details,
        },
        ZFiatPayoutAnswer,
      ),
  };
}

/** No processor configured: `external` methods answer 503 (nothing is created). */
export function unconfiguredFiatProcessor(): FiatProcessor {
  const refuse = async (): Promise<never> => {
    throw new AppError('service_unavailable', {
      message: 'No payment processor is configured on this server',
    });
  };
  return { name: 'none', configured: false, createInvoice: refuse, createPayout: refuse };
}
