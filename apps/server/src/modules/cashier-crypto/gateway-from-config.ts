import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import { unconfiguredGateway, type ChainGateway } from './chain-gateway';
import { processingGateway } from './processing-gateway';
import { simulatedGateway } from './simulated-gateway';

/** The chain gateway the configuration selects (CRYPTO_GATEWAY; see config.ts). */
export function gatewayFromConfig(config: Config, clock: Clock): ChainGateway {
  if (config.cryptoGateway === 'simulated')
    return simulatedGateway({ secret: config.sessionSecret });
  if (config.cryptoGateway === 'processing' && config.cryptoProcessing)
    return processingGateway({
      baseUrl: config.cryptoProcessing.url,
      apiKey: config.cryptoProcessing.apiKey,
      secret: config.cryptoProcessing.secret,
      now: () => clock.now(),
    });
  return unconfiguredGateway();
}
