import type { OriginalBet, OriginalGame } from '@wheelhouse/contracts/originals';
import type { FairParamError } from '@wheelhouse/fair/result';
import { verify } from '@wheelhouse/fair/verify';

/** What the player checks: a past bet's seeds, or seeds pasted by hand. */
export interface VerifyBetInput {
  game: OriginalGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  params: unknown;
  /** The outcome the server recorded (bigints as integer strings); absent when only recomputing. */
  recordedOutcome?: Record<string, unknown> | null;
}

export type VerifyBetResult =
  | { status: 'invalid'; error: FairParamError }
  | {
      /** match: the seed is the committed one and the outcome is the recorded one. */
      status: 'match' | 'mismatch' | 'computed';
      hashMatches: boolean;
      computedHash: string;
      /** The recomputed outcome, bigints as integer strings (the server's JSON form). */
      outcome: Record<string, unknown>;
      /** The recorded outcome differs from the recomputed one; null when none was given. */
      outcomeMatches: boolean | null;
    };

/** The fair outcome as the API writes it: bigints become integer strings. */
export function outcomeAsJson(outcome: object): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(outcome, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    ),
  ) as Record<string, unknown>;
}

/** Key order must not matter: compare the canonical JSON of both sides. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

/**
 * Recomputes a bet in the browser with @wheelhouse/fair, trusting nothing the server says but the
 * seeds: the revealed server seed must hash to the commitment and produce the recorded outcome.
 * Bad input (a malformed seed, a nonce that is not a number) is "invalid", never a mismatch.
 */
export function verifyBet(input: VerifyBetInput): VerifyBetResult {
  const result = verify({
    game: input.game,
    serverSeed: input.serverSeed.trim().toLowerCase(),
    serverSeedHash: input.serverSeedHash,
    clientSeed: input.clientSeed,
    nonce: input.nonce,
    params: input.params,
  });
  if (!result.ok) return { status: 'invalid', error: result.error };
  const outcome = outcomeAsJson(result.value.outcome);
  const outcomeMatches =
    input.recordedOutcome == null ? null : canonical(outcome) === canonical(input.recordedOutcome);
  const status =
    outcomeMatches === null
      ? result.value.hashMatches
        ? 'computed'
        : 'mismatch'
      : result.value.hashMatches && outcomeMatches
        ? 'match'
        : 'mismatch';
  return {
    status,
    hashMatches: result.value.hashMatches,
    computedHash: result.value.computedHash,
    outcome,
    outcomeMatches,
  };
}

/** The inputs of a settled bet whose server seed has been revealed; null until rotation. */
export function verifyInputOf(bet: OriginalBet): VerifyBetInput | null {
  if (!bet.serverSeed || !bet.outcome) return null;
  return {
    game: bet.game,
    serverSeed: bet.serverSeed,
    serverSeedHash: bet.serverSeedHash,
    clientSeed: bet.clientSeed,
    nonce: bet.nonce,
    params: bet.params,
    recordedOutcome: bet.outcome,
  };
}
