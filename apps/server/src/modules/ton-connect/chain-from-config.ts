import { createHash } from 'node:crypto';
import { Address } from '@ton/core';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { simulatedTonChain, type SimulatedTonChain } from './simulated-chain';
import type { TonChain } from './ton-chain';
import { toncenterChain } from './toncenter-chain';

/** Loopback hosts a simulator-mode proof may name (any port): the local app and the browser tests. */
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function unavailable(): never {
  throw new AppError('service_unavailable', {
    message: 'TON Connect deposits are not configured on this server',
  });
}

/** The chain of a server without one configured: every call answers 503. */
const noChain: TonChain = {
  name: 'none',
  incomingTon: async () => [],
  incomingJettons: async () => [],
  tonBalance: async () => unavailable(),
  jettonWallet: async () => unavailable(),
  walletPublicKey: async () => unavailable(),
};

/** The TON chain adapter, deposit wallet and proof domains the configuration selects. */
export function tonFromConfig(config: Config, clock: Clock) {
  const { ton } = config;
  const simulated: SimulatedTonChain | null =
    ton.chain === 'simulated' ? simulatedTonChain({ clock }) : null;
  const chain: TonChain =
    simulated ??
    (ton.chain === 'toncenter'
      ? toncenterChain({ baseUrl: ton.toncenterUrl, apiKey: ton.toncenterApiKey })
      : noChain);
  // The simulator's house wallet: a stable address of its own, derived from the session secret.
  const depositAddress = ton.depositAddress
    ? Address.parse(ton.depositAddress)
    : new Address(
        0,
        createHash('sha256').update(`wheelhouse-sim:ton-deposit:${config.sessionSecret}`).digest(),
      );
  const domains = new Set(ton.proofDomains.map((domain) => domain.toLowerCase()));
  if (config.publicOrigin) domains.add(new URL(config.publicOrigin).host.toLowerCase());
  return {
    chain,
    simulated,
    depositAddress,
    usdtMaster: Address.parse(ton.usdtMaster),
    domainAllowed: (domain: string) =>
      domains.has(domain.toLowerCase()) || (config.simulators && LOOPBACK.test(domain)),
  };
}
