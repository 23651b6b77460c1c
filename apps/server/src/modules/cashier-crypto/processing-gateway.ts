import { z } from 'zod';
import type { CryptoNetwork } from '@wheelhouse/contracts/cashier-crypto';
import { formatAmount } from '@wheelhouse/contracts/money';
import { AppError } from '../../platform/errors';
import type { ChainGateway, DepositAddress, PayoutRequest } from './chain-gateway';
import { signWebhook } from './webhook';

/**
 * The protocol of the third-party crypto processing service (`CRYPTO_GATEWAY=processing`), kept
 * small on purpose:
 *
 *   POST {CRYPTO_PROCESSING_URL}/v1/addresses  {network, reference}  → 200 {address, memo?}
 *   POST {CRYPTO_PROCESSING_URL}/v1/payouts    {reference, network, currency, address, memo,
 *                                               amount}               → 200 {payoutId}
 *
 * `reference` is ours: `user-<id>` for an address (the same reference gets the same address) and
 * the withdrawal id for a payout (the provider's idempotency key: a repeated reference answers the
 * first payoutId and pays once). `amount` is a decimal string in major units of `currency` (the
 * method code, e.g. "USDT-TRC20"). Every request carries
 *   X-Api-Key: CRYPTO_PROCESSING_API_KEY
 *   X-Webhook-Timestamp: unix seconds
 *   X-Webhook-Signature: hex HMAC-SHA256 keyed by CRYPTO_PROCESSING_WEBHOOK_SECRET over
 *                        `${timestamp}.${rawBody}`
 * i.e. the same scheme and shared secret the provider signs its webhooks with (webhook.ts). Results
 * come back as webhooks (`type: 'deposit'` and `type: 'payout'`), not by polling.
 */
export const PROCESSING_API_KEY_HEADER = 'x-api-key';
export const PROCESSING_PATHS = { addresses: '/v1/addresses', payouts: '/v1/payouts' } as const;

const ZAddressAnswer = z.object({
  address: z.string().min(1).max(200),
  memo: z.string().max(100).nullish(),
});
const ZPayoutAnswer = z.object({ payoutId: z.string().min(1).max(200) });

export interface ProcessingGatewayOptions {
  baseUrl: string;
  apiKey: string;
  secret: string;
  /** How long one call may take before the provider counts as down (default 10 s). */
  timeoutMs?: number;
  now?: () => Date;
}

export function processingGateway(options: ProcessingGatewayOptions): ChainGateway {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/+$/, '');

  /** One signed call; anything but a well-formed 2xx answer is 503 to our caller. */
  async function call<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    const rawBody = JSON.stringify(body);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const unavailable = (detail: string, cause?: unknown) =>
      new AppError('service_unavailable', {
        message: 'The crypto processing service is unavailable; try again later',
        cause: cause ?? new Error(`processing ${path}: ${detail}`),
      });
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PROCESSING_API_KEY_HEADER]: options.apiKey,
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': signWebhook(options.secret, timestamp, rawBody),
        },
        body: rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unavailable('unreachable or timed out', error);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw unavailable(`answered ${response.status}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw unavailable('answered without JSON', error);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw unavailable('answered an unexpected body', parsed.error);
    return parsed.data;
  }

  return {
    name: 'processing',
    configured: true,
    async depositAddress(userId: number, network: CryptoNetwork): Promise<DepositAddress> {
      const answer = await call(
        PROCESSING_PATHS.addresses,
        { network, reference: `user-${userId}` },
        ZAddressAnswer,
      );
      return { address: answer.address, memo: answer.memo ?? '' };
    },
    // The provider confirms deposits itself and reports by webhook; no local counting.
    confirmationIntervalMs: () => Number.MAX_SAFE_INTEGER,
    async sendPayout(request: PayoutRequest): Promise<{ payoutId: string }> {
      return call(
        PROCESSING_PATHS.payouts,
        {
          reference: request.withdrawalId,
          network: request.network,
          currency: request.methodCode,
          address: request.address,
          memo: request.memo,
          amount: formatAmount(request.amount, request.scale),
        },
        ZPayoutAnswer,
      );
    },
  };
}
