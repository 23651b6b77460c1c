import type { InvoiceProvider } from '@wheelhouse/contracts/messenger-payments';
import type { CryptoPayClient } from './crypto-pay-client';
import type { XRocketClient } from './xrocket-client';

/** A configured provider: its adapter and the token its webhooks are signed with. */
export interface MessengerProviders {
  cryptobot?: { client: CryptoPayClient; token: string };
  xrocket?: { client: XRocketClient; apiKey: string; walletUrl: string };
}

/** xRocket's currency codes for ours (its Toncoin is "TONCOIN"). */
export const XROCKET_CURRENCY_CODES: Readonly<Record<string, string>> = {
  TON: 'TONCOIN',
  USDT: 'USDT',
  BTC: 'BTC',
};

/**
 * The provider's asset for a method, or null when it does not take it: Crypto Pay where the
 * method lists it among its additional providers (cashier spec §3), xRocket by currency.
 */
export function providerAsset(
  provider: InvoiceProvider,
  method: { currency: string; additionalProviders: readonly string[] },
): string | null {
  if (provider === 'cryptobot')
    return method.additionalProviders.includes('cryptobot') ? method.currency : null;
  return XROCKET_CURRENCY_CODES[method.currency] ?? null;
}

/** The webhook secret of a provider: its API token. */
export function webhookToken(providers: MessengerProviders, provider: InvoiceProvider) {
  return provider === 'cryptobot' ? providers.cryptobot?.token : providers.xrocket?.apiKey;
}
