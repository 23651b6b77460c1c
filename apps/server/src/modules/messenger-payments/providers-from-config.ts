import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import { cryptoPayClient } from './crypto-pay-client';
import { CRYPTO_PAY_SIMULATOR_PATH, XROCKET_SIMULATOR_PATH } from './dev-routes';
import type { MessengerProviders } from './providers';
import { cryptoPayFake, xrocketFake, type Deliver } from './simulators';
import { httpTransport } from './transport';
import { xrocketClient } from './xrocket-client';

/**
 * The providers the configuration selects: a real service where its key is set, else (with the
 * simulators on) an in-process fake speaking its protocol, whose keys derive from the session
 * secret and whose pay pages live under /api/dev.
 */
export function providersFromConfig(
  config: Config,
  deliver: { cryptobot: Deliver; xrocket: Deliver },
) {
  const { cryptoPay, xrocket } = config.messengerPayments;
  const simulatedKey = (name: string) =>
    createHmac('sha256', config.sessionSecret).update(`simulator:${name}`).digest('hex');
  const origin = config.publicOrigin ?? '';
  const providers: MessengerProviders = {};
  const fakes: {
    cryptoPay?: ReturnType<typeof cryptoPayFake>;
    xrocket?: ReturnType<typeof xrocketFake>;
  } = {};

  if (cryptoPay)
    providers.cryptobot = {
      token: cryptoPay.token,
      client: cryptoPayClient({ token: cryptoPay.token, transport: httpTransport(cryptoPay.url) }),
    };
  else if (config.simulators) {
    const token = simulatedKey('crypto-pay');
    const fake = cryptoPayFake({
      token,
      payPageBase: `${origin}${CRYPTO_PAY_SIMULATOR_PATH}/pay`,
      deliver: deliver.cryptobot,
    });
    fakes.cryptoPay = fake;
    providers.cryptobot = { token, client: cryptoPayClient({ token, transport: fake.handle }) };
  }

  if (xrocket)
    providers.xrocket = {
      apiKey: xrocket.apiKey,
      walletUrl: xrocket.walletUrl,
      client: xrocketClient({ apiKey: xrocket.apiKey, transport: httpTransport(xrocket.url) }),
    };
  else if (config.simulators) {
    const apiKey = simulatedKey('xrocket');
    const fake = xrocketFake({
      apiKey,
      payPageBase: `${origin}${XROCKET_SIMULATOR_PATH}/pay`,
      deliver: deliver.xrocket,
    });
    fakes.xrocket = fake;
    providers.xrocket = {
      apiKey,
      walletUrl: `${origin}${XROCKET_SIMULATOR_PATH}/wallet`,
      client: xrocketClient({ apiKey, transport: fake.handle }),
    };
  }
  return { providers, fakes };
}
