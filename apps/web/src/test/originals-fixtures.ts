import { vi } from 'vitest';
import type { LastBetEvent, OriginalBet, SeedsResponse } from '@wheelhouse/contracts/originals';
import { playOriginal, type OriginalGame } from '@wheelhouse/fair/games';
import { outcomeAsJson } from '../lib/originals/verify-bet';

/** The fair package's published vector (packages/fair/README.md): dice rolls 77.71 at nonce 0. */
export const FAIR_VECTOR = {
  serverSeed: '2c98b3f07c640e2966082754704ba619614c76f7805be8743b972096f4f8ce73',
  serverSeedHash: 'cf4ea48127b30b538ccd3a48e32fea7707f8bdb29593e8b8621e06ab371781e1',
  clientSeed: 'lucky-player-42',
};

/** A settled bet whose outcome is the real fair result of its seeds and params. */
export function makeBet(
  overrides: Partial<OriginalBet> & { game?: OriginalGame } = {},
): OriginalBet {
  const game = overrides.game ?? 'dice';
  const nonce = overrides.nonce ?? 0;
  const params = overrides.params ?? { direction: 'over', target: '50.00' };
  const played = playOriginal(
    game,
    { serverSeed: FAIR_VECTOR.serverSeed, clientSeed: FAIR_VECTOR.clientSeed, nonce },
    params,
  );
  if (!played.ok) throw new Error(`bad test params: ${JSON.stringify(played.error)}`);
  const multiplier = (Number(played.value.multiplier) / 10_000).toFixed(4);
  const money = (amount: string) => ({
    amount,
    currency: 'USD',
    houseAmount: amount,
    houseCurrency: 'USD',
  });
  return {
    id: String(nonce + 1),
    game,
    status: 'settled',
    stake: money('1.00'),
    payout: money(multiplier === '0.0000' ? '0.00' : (Number(multiplier) * 1).toFixed(2)),
    multiplier,
    params,
    outcome: outcomeAsJson(played.value),
    nonce,
    serverSeedHash: FAIR_VECTOR.serverSeedHash,
    clientSeed: FAIR_VECTOR.clientSeed,
    serverSeed: FAIR_VECTOR.serverSeed,
    createdAt: '2030-01-01T12:00:00.000Z',
    ...overrides,
  };
}

export function betsPage(bets: OriginalBet[]) {
  return { data: bets, meta: { offset: 0, limit: 30, total: bets.length } };
}

export function makeSeeds(overrides: Partial<SeedsResponse> = {}): SeedsResponse {
  return {
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'my-seed',
    nonce: 3,
    previous: null,
    ...overrides,
  };
}

export function lastBet(id: number, overrides: Partial<LastBetEvent> = {}): LastBetEvent {
  return {
    id: String(id),
    gameId: 1,
    game: 'Dice',
    gameSlug: 'dice',
    player: 'Jo***n',
    stake: '1.00',
    payout: '1.98',
    currency: 'USD',
    multiplier: '1.9800',
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** matchMedia answering `prefers-reduced-motion: reduce` as asked (everything else false). */
export function stubReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
