import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type {
  ActiveMinesRoundResponse,
  MinesRound,
  MinesRoundResponse,
  SeedsResponse,
} from '@wheelhouse/contracts/originals';
import { isApiError } from '../../../lib/api-error';
import { useMe } from '../../../lib/session/get-me';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { originalsQueryKeys } from '../../../lib/originals/originals-query-keys';
import { writeBalance } from '../../../lib/wallet/write-balance';
import { cashOutMinesRound } from '../api/cash-out-mines-round';
import { activeMinesRoundKey, useActiveMinesRound } from '../api/get-active-mines-round';
import { revealMinesTile } from '../api/reveal-mines-tile';
import { startMinesRound } from '../api/start-mines-round';

/** What is on its way to the server; one step at a time. */
export type MinesStep =
  { kind: 'start' } | { kind: 'reveal'; tile: number } | { kind: 'cashout' } | null;

/** A lost answer to a start may still have started the round: the same key replays it. */
const START_ATTEMPTS = 3;

async function startWithRetry(amount: string, mines: number): Promise<MinesRoundResponse> {
  const key = newIdempotencyKey();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startMinesRound({ amount, mines }, key);
    } catch (error) {
      if (!(isApiError(error) && error.status === 0) || attempt >= START_ATTEMPTS) throw error;
    }
  }
}

/**
 * A mines round in the browser. The active round comes from the server on mount (so it resumes
 * after a reload) and is replaced by every answer; a finished round stays on screen until the
 * next one starts. One step runs at a time: a second click while a reveal is on its way is
 * ignored before it reaches the network, so a double click never sends two reveals.
 */
export function useMinesRound() {
  const queryClient = useQueryClient();
  const me = useMe();
  const active = useActiveMinesRound();
  const [finished, setFinished] = useState<MinesRound | null>(null);
  const [step, setStep] = useState<MinesStep>(null);
  const inFlight = useRef(false);
  const round = active.data?.round ?? finished;

  const apply = async ({ round: next, balance }: MinesRoundResponse) => {
    const over = next.status !== 'active';
    queryClient.setQueryData<ActiveMinesRoundResponse>(activeMinesRoundKey, {
      round: over ? null : next,
    });
    setFinished(over ? next : null);
    // The round used the active pair's nonce: the fairness panel shows the next one.
    queryClient.setQueryData<SeedsResponse>(originalsQueryKeys.seeds, (seeds) =>
      seeds && seeds.clientSeed === next.clientSeed && seeds.serverSeedHash === next.serverSeedHash
        ? { ...seeds, nonce: Math.max(seeds.nonce, next.nonce + 1) }
        : seeds,
    );
    if (over) void queryClient.invalidateQueries({ queryKey: originalsQueryKeys.betsAll });
    await writeBalance(queryClient, balance);
  };

  /** Runs one step unless another is in flight; resolves to the round, or throws the API error. */
  const run = async (
    next: Exclude<MinesStep, null>,
    call: () => Promise<MinesRoundResponse>,
  ): Promise<MinesRound | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setStep(next);
    try {
      const response = await call();
      await apply(response);
      return response.round;
    } catch (error) {
      // The round moved on elsewhere (another tab), or the answer was lost on the way although the
      // step may have happened: either way, show what the server has.
      if (!isApiError(error) || error.status !== 400) {
        void queryClient.invalidateQueries({ queryKey: activeMinesRoundKey });
      }
      throw error;
    } finally {
      inFlight.current = false;
      setStep(null);
    }
  };

  return {
    round,
    /** Until the server has said whether a round is unfinished (a guest has none). */
    loading: me.isPending || (Boolean(me.data) && active.isPending && !active.isError),
    loadError: active.isError ? active.error : null,
    retryLoad: () => void active.refetch(),
    step,
    start: (amount: string, mines: number) =>
      run({ kind: 'start' }, () => startWithRetry(amount, mines)),
    reveal: (tile: number) => {
      const id = round?.status === 'active' ? round.id : null;
      if (id === null) return Promise.resolve(null);
      return run({ kind: 'reveal', tile }, () => revealMinesTile(id, tile));
    },
    cashOut: () => {
      const id = round?.status === 'active' ? round.id : null;
      if (id === null) return Promise.resolve(null);
      return run({ kind: 'cashout' }, () => cashOutMinesRound(id));
    },
  };
}
