import type { XRocketCurrenciesResponse } from '@wheelhouse/contracts/messenger-payments';
import { CRYPTO_METHOD_CODES } from '@wheelhouse/contracts/cashier-crypto';
import { formatAmount } from '@wheelhouse/contracts/money';
import { AppError } from '../../platform/errors';
import type { CashierCryptoService } from '../cashier-crypto';
import type { MessengerService } from '../messenger';
import { unavailable } from './deposits';
import { providerAsset, type MessengerProviders } from './providers';

/**
 * What the x-rocket view offers (cashier spec §7 "available currencies and withdrawal link"):
 * our active methods whose currency xRocket lists as available, with our limits.
 */
export function xrocketCurrencies(deps: {
  providers: MessengerProviders;
  cashier: Pick<CashierCryptoService, 'depositMethod'>;
  messenger: Pick<MessengerService, 'telegramUserIdOf'>;
}) {
  return {
    async list(userId: number): Promise<XRocketCurrenciesResponse> {
      const xrocket = deps.providers.xrocket;
      if (!xrocket) throw new AppError('error_currency_not_supported');
      let available: Set<string>;
      try {
        available = new Set((await xrocket.client.availableCurrencies()).map((c) => c.currency));
      } catch (error) {
        throw unavailable(error);
      }
      const items: XRocketCurrenciesResponse['items'] = [];
      // One method per currency: the coin's own network first (TON before USDT-TON).
      const seen = new Set<string>();
      for (const code of CRYPTO_METHOD_CODES) {
        const method = await deps.cashier.depositMethod(code).catch(() => null);
        if (!method || seen.has(method.currency)) continue;
        const asset = providerAsset('xrocket', method);
        if (!asset || !available.has(asset)) continue;
        seen.add(method.currency);
        items.push({
          code: method.code,
          name: method.currency,
          minDeposit: formatAmount(method.minDepositMinor, method.scale),
          minWithdraw: formatAmount(method.minWithdrawMinor, method.scale),
          withdrawAllowed: method.withdrawAllowed,
        });
      }
      return {
        items,
        withdrawalLink: xrocket.walletUrl,
        linked: (await deps.messenger.telegramUserIdOf(userId)) !== null,
      };
    },
  };
}
export type XRocketCurrencies = ReturnType<typeof xrocketCurrencies>;
