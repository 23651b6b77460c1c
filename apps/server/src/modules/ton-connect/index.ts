import type { ModuleRegistry, Platform } from '../../platform/module-registry';
import type { CashierCryptoService } from '../cashier-crypto';
import type { RgGuard } from '../responsible-gaming';
import type { SettingsService } from '../settings';
import type { WalletService } from '../wallet';
import { tonFromConfig } from './chain-from-config';
import { TON_VALID_SECONDS } from './constants';
import { devTonRoutes } from './dev-routes';
import { defineTonConnectJobs } from './jobs';
import { tonConnectRoutes } from './routes';
import { tonConnectService } from './service';

/**
 * TON Connect deposits (cashier spec crypto-deposit-ton): a wallet proven by ton_proof, the
 * sendTransaction to sign, and the chain poll that credits what arrives through the crypto cashier.
 */
export type { TonConnectService } from './service';
export type { TonChain, IncomingTransfer } from './ton-chain';
export { TON_JOBS } from './jobs';

export function registerTonConnect(
  { db, clock, config }: Platform,
  registry: ModuleRegistry,
  deps: {
    cashierCrypto: CashierCryptoService;
    settings: SettingsService;
    wallet: Pick<WalletService, 'transactionOfUser'>;
    rg: Pick<RgGuard, 'assertDepositAllowed'>;
  },
) {
  const ton = tonFromConfig(config, clock);
  const service = tonConnectService({
    db,
    clock,
    chain: ton.chain,
    settings: {
      network: config.ton.network,
      depositAddress: ton.depositAddress,
      usdtMaster: ton.usdtMaster,
      domainAllowed: ton.domainAllowed,
    },
    cashier: deps.cashierCrypto,
    operatorSettings: deps.settings,
    rg: deps.rg,
  });
  registry.routes('/api/v1', tonConnectRoutes, {
    ton: service,
    originOf: (request: { protocol: string; host: string }) =>
      config.publicOrigin ?? `${request.protocol}://${request.host}`,
    config: (origin: string) => ({
      manifestUrl: `${origin}/api/v1/wallet/ton/manifest.json`,
      network: config.ton.network,
      walletsListSource: ton.simulated ? `${origin}/api/dev/ton/wallets-v2.json` : null,
      validSeconds: TON_VALID_SECONDS,
    }),
    historyRow: (userId: number, id: string) => deps.wallet.transactionOfUser(userId, id),
  });
  if (config.simulators && ton.simulated)
    registry.routes('/api/dev', devTonRoutes, {
      secret: config.sessionSecret,
      clock,
      chain: ton.simulated,
      network: config.ton.network,
      usdtMaster: ton.usdtMaster,
    });
  if (ton.chain.name !== 'none')
    registry.jobs((jobs) =>
      defineTonConnectJobs(jobs, {
        ton: service,
        everySeconds: ton.simulated ? 1 : config.ton.pollSeconds,
      }),
    );
  return service;
}
