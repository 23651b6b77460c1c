import { useRef, useState } from 'react';
import type {
  OddsPolicy,
  PlaceSportsBetRequest,
  SportsBet,
} from '@wheelhouse/contracts/sportsbook-bets';
import { isApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { usePlaceBet } from '../api/place-bet';
import { changedOdds } from '../model/error-text';
import {
  MULTI_STAKE_KEY,
  removeSelection,
  updateSelectionFromFeed,
  type SlipState,
} from '../model/bet-slip-store';
import { parseStake } from '../model/slip-maths';

export interface PlacementResult {
  placed: SportsBet[];
  /** Per outcome id (singles) or MULTI_STAKE_KEY (the multi): why it was refused. */
  errors: Map<string, unknown>;
}

/**
 * Places the slip: one multi, or one single per pick that has a stake. Every placement carries
 * its own Idempotency-Key; the same request sent again after a dropped connection or a 5xx reuses
 * its key, so a retry can never place the bet twice. Accepted picks leave the slip; an
 * odds_changed answer marks the new odds on the picks for the player to accept.
 */
export function usePlaceBets() {
  const mutation = usePlaceBet();
  const keys = useRef(new Map<string, string>());
  const [pending, setPending] = useState(false);

  function keyFor(request: PlaceSportsBetRequest): string {
    const body = JSON.stringify(request);
    let key = keys.current.get(body);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(body, key);
    }
    return key;
  }

  async function send(request: PlaceSportsBetRequest): Promise<SportsBet> {
    const body = JSON.stringify(request);
    try {
      const response = await mutation.mutateAsync({ request, idempotencyKey: keyFor(request) });
      keys.current.delete(body);
      return response.bet;
    } catch (error) {
      // A definite answer ends this request; a lost one keeps its key for the retry.
      if (!isApiError(error) || !error.isServerOrNetwork) keys.current.delete(body);
      throw error;
    }
  }

  async function place(
    slip: SlipState,
    precision: number,
    oddsPolicy: OddsPolicy,
  ): Promise<PlacementResult> {
    const result: PlacementResult = { placed: [], errors: new Map() };
    setPending(true);
    try {
      if (slip.mode === 'multi') {
        const selections = slip.selections;
        const stake = parseStake(slip.stakes[MULTI_STAKE_KEY] ?? '', precision);
        if (!stake.ok) return result;
        try {
          const bet = await send({
            stake: (slip.stakes[MULTI_STAKE_KEY] ?? '').trim().replace(',', '.'),
            selections: selections.map(({ outcomeId, odds }) => ({ outcomeId, odds })),
            oddsPolicy,
          });
          result.placed.push(bet);
          for (const selection of selections) removeSelection(selection.outcomeId);
        } catch (error) {
          result.errors.set(MULTI_STAKE_KEY, error);
          for (const [index, odds] of changedOdds(error)) {
            const selection = selections[index];
            if (selection) updateSelectionFromFeed(selection.outcomeId, { odds });
          }
        }
        return result;
      }
      for (const selection of slip.selections) {
        const text = slip.stakes[String(selection.outcomeId)] ?? '';
        if (!parseStake(text, precision).ok) continue;
        try {
          const bet = await send({
            stake: text.trim().replace(',', '.'),
            selections: [{ outcomeId: selection.outcomeId, odds: selection.odds }],
            oddsPolicy,
          });
          result.placed.push(bet);
          removeSelection(selection.outcomeId);
        } catch (error) {
          result.errors.set(String(selection.outcomeId), error);
          const odds = changedOdds(error).get(0);
          if (odds) updateSelectionFromFeed(selection.outcomeId, { odds });
        }
      }
      return result;
    } finally {
      setPending(false);
    }
  }

  return { place, pending };
}
