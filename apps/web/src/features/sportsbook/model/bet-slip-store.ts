import { useSyncExternalStore } from 'react';

/** One pick in the bet slip: what the player clicked, with the odds they saw. */
export interface SlipSelection {
  outcomeId: number;
  marketId: number;
  eventId: number;
  eventName: string;
  marketName: string;
  outcomeName: string;
  /** Odds the player accepted last (decimal string). */
  odds: string;
  /** The freshest odds from the feed when they moved since the player accepted them. */
  newOdds?: string;
  /** The market stopped taking bets (suspended, settled) since the pick. */
  unavailable?: boolean;
  live: boolean;
  /** Sport path segment ("soccer-1"), for a link back to the event. */
  sportPath: string;
}

export type SlipMode = 'single' | 'multi';

export interface SlipState {
  selections: SlipSelection[];
  mode: SlipMode;
  /** Single mode: one stake per outcome; multi: the one stake under the key "multi". */
  stakes: Record<string, string>;
  /** Counts opens, so the phone drawer opens when a pick is added. */
  openCount: number;
}

/** A multi holds 2 to 20 selections, at most one per event (issue 16 §3). */
export const MAX_SELECTIONS = 20;
export const MULTI_STAKE_KEY = 'multi';
const STORAGE_KEY = 'wheelhouse.sportsbook.slip';

const EMPTY: SlipState = { selections: [], mode: 'single', stakes: {}, openCount: 0 };

function readStored(): SlipState {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<SlipState>;
    if (!Array.isArray(parsed.selections)) return EMPTY;
    return {
      selections: parsed.selections.slice(0, MAX_SELECTIONS),
      mode: parsed.mode === 'multi' ? 'multi' : 'single',
      stakes: typeof parsed.stakes === 'object' && parsed.stakes !== null ? parsed.stakes : {},
      openCount: 0,
    };
  } catch {
    return EMPTY;
  }
}

let state: SlipState = readStored();
const listeners = new Set<() => void>();

function set(next: SlipState): void {
  state = next;
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ selections: next.selections, mode: next.mode, stakes: next.stakes }),
    );
  } catch {
    // Private mode or a full store: the slip still works for this page.
  }
  for (const listener of listeners) listener();
}

export function getSlip(): SlipState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSlip(): SlipState {
  return useSyncExternalStore(subscribe, getSlip, () => EMPTY);
}

export function isSelected(slip: SlipState, outcomeId: number): boolean {
  return slip.selections.some((selection) => selection.outcomeId === outcomeId);
}

/**
 * Adds a pick, or takes it out when it is already there (an odds button is a toggle). A second
 * pick from the same event replaces the first: a multi allows one selection per event.
 */
export function toggleSelection(selection: SlipSelection): void {
  if (isSelected(state, selection.outcomeId)) {
    removeSelection(selection.outcomeId);
    return;
  }
  const others = state.selections.filter((s) => s.eventId !== selection.eventId);
  if (others.length >= MAX_SELECTIONS) return;
  const selections = [...others, selection];
  set({
    ...state,
    selections,
    // The second pick makes a multi the natural choice; the player may switch back.
    mode: selections.length >= 2 && state.selections.length < 2 ? 'multi' : state.mode,
    openCount: state.openCount + 1,
  });
}

export function removeSelection(outcomeId: number): void {
  const selections = state.selections.filter((s) => s.outcomeId !== outcomeId);
  const { [String(outcomeId)]: _removed, ...stakes } = state.stakes;
  set({ ...state, selections, stakes, mode: selections.length < 2 ? 'single' : state.mode });
}

export function clearSlip(): void {
  set({ ...EMPTY, openCount: state.openCount });
}

export function setSlipMode(mode: SlipMode): void {
  set({ ...state, mode });
}

export function setStake(key: string, value: string): void {
  set({ ...state, stakes: { ...state.stakes, [key]: value } });
}

/** The feed moved or stopped a picked outcome: the slip shows it until the player accepts. */
export function updateSelectionFromFeed(
  outcomeId: number,
  update: { odds?: string; unavailable?: boolean },
): void {
  const index = state.selections.findIndex((s) => s.outcomeId === outcomeId);
  if (index < 0) return;
  const current = state.selections[index]!;
  const newOdds =
    update.odds === undefined || update.odds === current.odds ? current.newOdds : update.odds;
  const next: SlipSelection = {
    ...current,
    newOdds: update.odds === current.odds ? undefined : newOdds,
    unavailable: update.unavailable ?? current.unavailable,
  };
  if (next.newOdds === current.newOdds && next.unavailable === current.unavailable) return;
  const selections = [...state.selections];
  selections[index] = next;
  set({ ...state, selections });
}

/** The player accepts every changed price: the slip's odds become the feed's. */
export function acceptOddsChanges(): void {
  set({
    ...state,
    selections: state.selections.map(({ newOdds, ...selection }) =>
      newOdds ? { ...selection, odds: newOdds } : selection,
    ),
  });
}

/** Replaces one pick's odds (the server answered 409 odds_changed with new odds). */
export function setSelectionOdds(outcomeId: number, odds: string): void {
  set({
    ...state,
    selections: state.selections.map((s) =>
      s.outcomeId === outcomeId ? { ...s, odds, newOdds: undefined } : s,
    ),
  });
}

/** Test hook: back to an empty slip. */
export function resetSlipForTests(): void {
  state = EMPTY;
  for (const listener of listeners) listener();
}
