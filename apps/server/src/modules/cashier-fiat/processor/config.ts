import { createHmac } from 'node:crypto';
import { httpFiatProcessor, unconfiguredFiatProcessor, type FiatProcessor } from './client';
import { simulatedFiatProcessor } from './simulated';

/** The processor the configuration selects (FIAT_PROCESSOR; see the server's config.ts). */
export function fiatProcessorFromConfig(
  config: {
    fiatProcessor: 'simulated' | 'http' | 'none';
    fiatProcessorHttp?: { url: string; apiKey: string; secret: string };
    sessionSecret: string;
  },
  now: () => Date,
): FiatProcessor {
  if (config.fiatProcessor === 'simulated')
    return simulatedFiatProcessor({ secret: config.sessionSecret });
  if (config.fiatProcessor === 'http' && config.fiatProcessorHttp)
    return httpFiatProcessor({
      baseUrl: config.fiatProcessorHttp.url,
      apiKey: config.fiatProcessorHttp.apiKey,
      secret: config.fiatProcessorHttp.secret,
      now,
    });
  return unconfiguredFiatProcessor();
}

/**
 * The key callbacks are verified with: FIAT_PROCESSOR_WEBHOOK_SECRET, or for the simulated
 * processor one derived from the session secret (its dev page signs with it); undefined → the
 * webhook route is not registered.
 */
export function fiatProcessorWebhookSecret(config: {
  fiatProcessor: 'simulated' | 'http' | 'none';
  fiatProcessorWebhookSecret?: string;
  sessionSecret: string;
}): string | undefined {
  if (config.fiatProcessorWebhookSecret) return config.fiatProcessorWebhookSecret;
  return config.fiatProcessor === 'simulated'
    ? createHmac('sha256', config.sessionSecret)
        .update('fiat-processor:simulated-webhook')
        .digest('hex')
    : undefined;
}
