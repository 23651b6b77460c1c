import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORIGINAL_GAMES, ORIGINAL_RTP_PERCENT, playOriginal, type OriginalGame } from './games';
import { generateServerSeed, hashServerSeed } from './seeds';
import {
  VECTOR_CLIENT_SEED,
  VECTOR_SERVER_SEED,
  VECTOR_SERVER_SEED_HASH,
} from './test-support/vectors';
import { verify, type VerifyInput } from './verify';

const PARAMS: Record<OriginalGame, unknown> = {
  dice: { direction: 'over', target: '49.50' },
  limbo: { target: '3.25' },
  mines: { mines: 5, picks: [12, 0, 24, 6] },
  plinko: { rows: 12, risk: 'medium' },
  slot: {},
};

const input = (overrides: Partial<VerifyInput> = {}): VerifyInput => ({
  game: 'dice',
  serverSeed: VECTOR_SERVER_SEED,
  serverSeedHash: VECTOR_SERVER_SEED_HASH,
  clientSeed: VECTOR_CLIENT_SEED,
  nonce: 2,
  params: PARAMS.dice,
  ...overrides,
});

describe('verify', () => {
  it('confirms the commitment and recomputes a pinned bet', () => {
    const result = verify(input({ params: { direction: 'under', target: '50.00' } }));
    expect(result).toMatchObject({
      ok: true,
      value: {
        computedHash: VECTOR_SERVER_SEED_HASH,
        hashMatches: true,
        outcome: { rollText: '12.26', won: true, multiplier: 19_800n },
      },
    });
  });

  it('reports a seed that does not match its commitment, still showing the outcome', () => {
    const result = verify(input({ serverSeedHash: hashServerSeed(generateServerSeed()) }));
    expect(result).toMatchObject({
      ok: true,
      value: { hashMatches: false, outcome: { roll: 1226 } },
    });
    const upper = verify(input({ serverSeedHash: ` ${VECTOR_SERVER_SEED_HASH.toUpperCase()} ` }));
    expect(upper).toMatchObject({ ok: true, value: { hashMatches: true } });
    const missing = verify(input({ serverSeedHash: undefined as unknown as string }));
    expect(missing).toMatchObject({ ok: true, value: { hashMatches: false } });
  });

  it('recomputes in the browser exactly what the server decided, for every game', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORIGINAL_GAMES), fc.nat(), (game, nonce) => {
        const serverSeed = generateServerSeed();
        const clientSeed = 'my own seed';
        const decided = playOriginal(game, { serverSeed, clientSeed, nonce }, PARAMS[game]);
        if (!decided.ok) throw new Error(JSON.stringify(decided.error));
        const checked = verify({
          game,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
          clientSeed,
          nonce,
          params: PARAMS[game],
        });
        expect(checked).toEqual({
          ok: true,
          value: {
            computedHash: hashServerSeed(serverSeed),
            hashMatches: true,
            outcome: decided.value,
          },
        });
      }),
      { numRuns: 100 },
    );
  });

  it('refuses malformed input with a typed error instead of a verdict', () => {
    const errorOf = (overrides: Partial<VerifyInput>) => {
      const result = verify(input(overrides));
      return result.ok ? null : result.error;
    };
    expect(errorOf({ game: 'roulette' as OriginalGame })).toMatchObject({
      field: 'game',
      rule: 'invalid_value',
    });
    expect(errorOf({ game: 'toString' as OriginalGame })).toMatchObject({ field: 'game' });
    expect(errorOf({ serverSeed: 'not-a-seed' })).toEqual({
      field: 'serverSeed',
      rule: 'invalid_format',
    });
    expect(errorOf({ clientSeed: '' })).toEqual({ field: 'clientSeed', rule: 'required' });
    expect(errorOf({ nonce: -1 })).toMatchObject({ field: 'nonce', rule: 'min' });
    expect(errorOf({ nonce: 1.5 })).toMatchObject({ field: 'nonce', rule: 'invalid_type' });
    expect(errorOf({ params: { direction: 'under', target: 99 } })).toMatchObject({
      field: 'target',
      rule: 'max',
    });
    expect(errorOf({ game: 'mines', params: { mines: 3, picks: [1, 1] } })).toMatchObject({
      field: 'picks.1',
      rule: 'duplicate',
    });
  });

  it('declares each game’s RTP as the tests compute it', () => {
    expect(ORIGINAL_RTP_PERCENT).toEqual({
      dice: '99.00',
      limbo: '99.00',
      mines: '99.00',
      plinko: '99.00',
      slot: '96.06',
    });
  });
});
