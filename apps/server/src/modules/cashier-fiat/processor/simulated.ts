import { createHmac } from 'node:crypto';
import type { FiatProcessor } from './client';

/** The dev page of a simulated invoice, with Pay / Fail buttons (dev-routes.ts). */
export function simulatedInvoicePath(externalId: string): string {
  return `/api/dev/fiat-invoice/${encodeURIComponent(externalId)}`;
}

/** A payout the simulated processor took (what its payout_success callback reports). */
export interface SimulatedPayout {
  orderId: string;
  externalId: string;
  amount: string;
  currency: string;
}

export interface SimulatedFiatProcessor extends FiatProcessor {
  /** Called after each payout is taken; the dev routes answer it with a signed payout_success. */
  onPayout(listener: (payout: SimulatedPayout) => void): void;
}

/**
 * The embedded-mode processor (`FIAT_PROCESSOR=simulated`, never in production): the invoice is
 * a dev page (/api/dev/fiat-invoice/{externalId}) whose Pay / Fail buttons post a signed callback
 * through the real webhook path; a payout is taken at once and reported paid by a signed
 * payout_success callback shortly after (dev-routes.ts). Ids derive from the order id
 * (keyed by `secret`), so a repeated call answers the same id, like the real processor.
 */
export function simulatedFiatProcessor(options: { secret: string }): SimulatedFiatProcessor {
  const idFor = (kind: string, orderId: string) =>
    `sim_${kind}_${createHmac('sha256', options.secret).update(`${kind}:${orderId}`).digest('hex').slice(0, 24)}`;
  const listeners: ((payout: SimulatedPayout) => void)[] = [];
  return {
    name: 'simulated',
    configured: true,
    async createInvoice(request) {
      const externalId = idFor('inv', request.orderId);
      return { externalId, url: simulatedInvoicePath(externalId), target: 'blank' };
    },
    async createPayout(request) {
      const payout = {
        orderId: request.orderId,
        externalId: idFor('po', request.orderId),
        amount: request.amount,
        currency: request.currency,
      };
      for (const listener of listeners) listener(payout);
      return { externalId: payout.externalId };
    },
    onPayout(listener) {
      listeners.push(listener);
    },
  };
}

/** The simulated processor, when that is the one configured. */
export function asSimulatedFiatProcessor(
  processor: FiatProcessor,
): SimulatedFiatProcessor | undefined {
  return processor.name === 'simulated' && 'onPayout' in processor
    ? (processor as SimulatedFiatProcessor)
    : undefined;
}
