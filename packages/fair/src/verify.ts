import { parseIntegerIn } from './decimal';
import { playOriginal, type OriginalGame, type OriginalOutcomes } from './games';
import { fail, ok, type FairResult } from './result';
import { hashServerSeed, isServerSeed, parseClientSeed } from './seeds';
import { WHEEL_SLOTS, wheelIndex } from './wheel';

export interface VerifyInput<G extends OriginalGame = OriginalGame> {
  game: G;
  /** The server seed revealed by rotation. */
  serverSeed: string;
  /** The hash the player was shown before betting. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The bet's parameters as the game takes them (target, mines and picks, rows and risk, …). */
  params: unknown;
}

export interface Verification<G extends OriginalGame = OriginalGame> {
  /** SHA-256 of the revealed seed, recomputed here. */
  computedHash: string;
  /** The revealed seed is the one committed to before the bet. */
  hashMatches: boolean;
  /** The outcome the seeds produce; compare it with the bet's recorded result. */
  outcome: OriginalOutcomes[G];
}

/**
 * What the fairness panel runs in the browser: recompute the commitment and the outcome from the
 * revealed seed, without trusting the server. An invalid input is an error, never a "mismatch".
 */
export function verify<G extends OriginalGame>(input: VerifyInput<G>): FairResult<Verification<G>> {
  if (!isServerSeed(input.serverSeed)) return fail('serverSeed', 'invalid_format');
  const clientSeed = parseClientSeed(input.clientSeed);
  if (!clientSeed.ok) return clientSeed;
  const nonce = parseIntegerIn('nonce', input.nonce, 0, Number.MAX_SAFE_INTEGER);
  if (!nonce.ok) return nonce;
  const outcome = playOriginal(
    input.game,
    { serverSeed: input.serverSeed, clientSeed: clientSeed.value, nonce: nonce.value },
    input.params,
  );
  if (!outcome.ok) return outcome;
  const computedHash = hashServerSeed(input.serverSeed);
  return ok({
    computedHash,
    hashMatches:
      typeof input.serverSeedHash === 'string' &&
      computedHash === input.serverSeedHash.trim().toLowerCase(),
    outcome: outcome.value,
  });
}

export interface VerifyWheelInput {
  /** The server seed the spin revealed. */
  serverSeed: string;
  /** The hash the wheel showed before the spin. */
  serverSeedHash: string;
  /** The player's own seed, sent by the browser with the spin. */
  clientSeed: string;
  nonce: number;
  /** Winning slots: min(prizes, 14); the default is the spec's 14. */
  slots?: number;
}

export interface WheelVerification {
  computedHash: string;
  hashMatches: boolean;
  /** The segment the seeds land on; compare it with the spin's recorded index. */
  index: number;
}

/**
 * Recomputes a wheel-of-luck spin the way `verify` recomputes an original: the revealed seed must
 * hash to the commitment, and the seeds decide the index. Invalid input is an error, never a
 * mismatch.
 */
export function verifyWheel(input: VerifyWheelInput): FairResult<WheelVerification> {
  if (!isServerSeed(input.serverSeed)) return fail('serverSeed', 'invalid_format');
  const clientSeed = parseClientSeed(input.clientSeed);
  if (!clientSeed.ok) return clientSeed;
  const nonce = parseIntegerIn('nonce', input.nonce, 0, Number.MAX_SAFE_INTEGER);
  if (!nonce.ok) return nonce;
  const slots = parseIntegerIn('slots', input.slots ?? WHEEL_SLOTS, 1, WHEEL_SLOTS);
  if (!slots.ok) return slots;
  const computedHash = hashServerSeed(input.serverSeed);
  return ok({
    computedHash,
    hashMatches:
      typeof input.serverSeedHash === 'string' &&
      computedHash === input.serverSeedHash.trim().toLowerCase(),
    index: wheelIndex(
      { serverSeed: input.serverSeed, clientSeed: clientSeed.value, nonce: nonce.value },
      slots.value,
    ),
  });
}
