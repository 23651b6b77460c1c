import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/**
 * The provider's memory of money in flight, kept on disk so a restart forgets nothing a real
 * provider must keep doing: the wins and rollbacks the operator has not acknowledged yet (they are
 * retried with the same transaction ids until it does), the bets of rounds still open, and the
 * hands of games played in several steps (blackjack).
 *
 * The file is append-only JSON lines, an entry that announces a wallet call written and fsynced
 * before the call is sent; at start it is replayed (a torn last line, a write cut short by a crash, is
 * ignored) and, when it has grown past `compactBytes`, rewritten as the live state alone (written
 * aside, fsynced, then renamed over the old file).
 */

/** A wallet call body, as sent. */
export type Body = Record<string, unknown>;

/** A table game's hand, opaque to the journal: its key, its round and what it needs to resume. */
export interface JournaledHand {
  key: string;
  round: string;
  state: unknown;
}

type Entry =
  /** A bet about to be sent (it opens its round, or adds to it). */
  | { t: 'bet'; body: Body }
  /** The operator's definite answer to a bet: taken, or refused (no money moved). */
  | { t: 'bet_ok'; tx: string }
  | { t: 'bet_no'; tx: string }
  /** A win or rollback to deliver until acknowledged. */
  | { t: 'send'; path: string; body: Body }
  | { t: 'ack'; tx: string }
  /** A table game's hand as it stands now (replaces the one before under the same key). */
  | { t: 'hand'; hand: JournaledHand };

/** A round still open: its bets, each sent (answer unknown) or taken. */
export interface OpenRound {
  round: string;
  bets: Array<{ body: Body; taken: boolean }>;
}

export interface JournalState {
  deliveries: Map<string, { path: string; body: Body }>;
  rounds: Map<string, OpenRound>;
  hands: Map<string, JournaledHand>;
}

export interface Journal {
  bet(body: Body): void;
  betAnswered(tx: string, taken: boolean): void;
  send(path: string, body: Body): void;
  ack(tx: string): void;
  hand(hand: JournaledHand): void;
  /** What the journal holds now (the state replayed at start, kept up to date). */
  readonly state: JournalState;
  close(): void;
}

const txOf = (body: Body) => String(body.transaction_uuid);

function emptyState(): JournalState {
  return { deliveries: new Map(), rounds: new Map(), hands: new Map() };
}

/** Applies one entry to the state: the same code replays the file and follows the live writes. */
function apply(state: JournalState, entry: Entry): void {
  switch (entry.t) {
    case 'bet': {
      const round = String(entry.body.round);
      const open = state.rounds.get(round) ?? { round, bets: [] };
      open.bets.push({ body: entry.body, taken: false });
      state.rounds.set(round, open);
      return;
    }
    case 'bet_ok':
    case 'bet_no':
      for (const open of state.rounds.values()) {
        const index = open.bets.findIndex((bet) => txOf(bet.body) === entry.tx);
        if (index < 0) continue;
        if (entry.t === 'bet_ok') open.bets[index]!.taken = true;
        else open.bets.splice(index, 1);
        if (open.bets.length === 0) state.rounds.delete(open.round);
        return;
      }
      return;
    case 'send': {
      state.deliveries.set(txOf(entry.body), { path: entry.path, body: entry.body });
      const round = String(entry.body.round);
      const open = state.rounds.get(round);
      const reversed = entry.body.reference_transaction_uuid;
      if (open && reversed !== undefined)
        open.bets = open.bets.filter((bet) => txOf(bet.body) !== reversed);
      if (entry.body.round_closed === true || (open && open.bets.length === 0)) {
        state.rounds.delete(round);
        for (const [key, hand] of state.hands) if (hand.round === round) state.hands.delete(key);
      }
      return;
    }
    case 'ack':
      state.deliveries.delete(entry.tx);
      return;
    case 'hand':
      state.hands.set(entry.hand.key, entry.hand);
      return;
  }
}

/** The entries that rebuild `state` and nothing else: what a compacted file holds. */
function snapshot(state: JournalState): Entry[] {
  const entries: Entry[] = [];
  for (const open of state.rounds.values())
    for (const bet of open.bets) {
      entries.push({ t: 'bet', body: bet.body });
      if (bet.taken) entries.push({ t: 'bet_ok', tx: txOf(bet.body) });
    }
  for (const hand of state.hands.values()) entries.push({ t: 'hand', hand });
  for (const delivery of state.deliveries.values())
    entries.push({ t: 'send', path: delivery.path, body: delivery.body });
  return entries;
}

/** Reads a journal file: every whole line, a torn or unreadable one skipped. */
export function replay(file: string, log?: (message: string) => void): JournalState {
  const state = emptyState();
  if (!existsSync(file)) return state;
  const lines = readFileSync(file, 'utf8').split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let entry: Entry;
    try {
      entry = JSON.parse(line) as Entry;
    } catch {
      // The last line may be a write a crash cut short; anything else is damage worth a word.
      if (index < lines.length - 1 || !line.endsWith('}'))
        log?.(`journal: ignored a torn line ${index + 1} of ${file}`);
      continue;
    }
    if (entry && typeof entry === 'object' && typeof entry.t === 'string') apply(state, entry);
  }
  return state;
}

export interface JournalOptions {
  /** The directory of the journal file (`journal.jsonl`), made when missing. */
  dir: string;
  /** Past this size the file is rewritten as the live state alone (default 1 MiB). */
  compactBytes?: number;
  log?: (message: string) => void;
}

export const JOURNAL_FILE = 'journal.jsonl';

export function openJournal(options: JournalOptions): Journal {
  mkdirSync(options.dir, { recursive: true });
  const file = path.join(options.dir, JOURNAL_FILE);
  const compactBytes = options.compactBytes ?? 1024 * 1024;
  const state = replay(file, options.log);
  let fd = -1;
  let size = 0;

  function write(target: number, entries: Entry[], sync = true): number {
    const text = entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');
    if (text === '') return 0;
    writeSync(target, text);
    if (sync) fsyncSync(target);
    return Buffer.byteLength(text);
  }

  /** Rewrites the file as the live state: aside first, then renamed over, then the directory synced. */
  function compact() {
    const aside = `${file}.compact`;
    const next = openSync(aside, 'w', 0o600);
    const written = write(next, snapshot(state));
    closeSync(next);
    renameSync(aside, file);
    try {
      const dir = openSync(options.dir, 'r');
      fsyncSync(dir);
      closeSync(dir);
    } catch {
      // Some platforms cannot fsync a directory; the rename is still atomic.
    }
    if (fd >= 0) closeSync(fd);
    fd = openSync(file, 'a', 0o600);
    size = written;
  }

  // The torn tail (if any) goes with the first compaction: start from a clean file.
  compact();
  if (state.deliveries.size + state.rounds.size + state.hands.size > 0)
    options.log?.(
      `journal: ${state.deliveries.size} unacknowledged calls, ${state.rounds.size} open rounds, ${state.hands.size} open hands to resume`,
    );

  function append(entry: Entry) {
    if (fd < 0) throw new Error('the journal is closed');
    apply(state, entry);
    // What announces a call (a bet, a win or rollback, a hand) is fsynced before the call is sent.
    // An answer (an acknowledgement, a bet taken or refused) is written without: a process crash
    // keeps it (it is in the kernel), and losing it to a power cut means one repeat the operator's
    // idempotency answers as before; the next fsync makes it durable anyway.
    const announces = entry.t === 'bet' || entry.t === 'send' || entry.t === 'hand';
    size += write(fd, [entry], announces);
    if (size > compactBytes) compact();
  }

  return {
    bet: (body) => append({ t: 'bet', body }),
    betAnswered: (tx, taken) => append({ t: taken ? 'bet_ok' : 'bet_no', tx }),
    send: (path, body) => append({ t: 'send', path, body }),
    ack: (tx) => {
      if (state.deliveries.has(tx)) append({ t: 'ack', tx });
    },
    hand: (hand) => append({ t: 'hand', hand }),
    state,
    close() {
      if (fd >= 0) closeSync(fd);
      fd = -1;
    },
  };
}

/** Bytes the journal file holds now (for tests and the log). */
export const journalSize = (dir: string) => {
  const file = path.join(dir, JOURNAL_FILE);
  return existsSync(file) ? statSync(file).size : 0;
};
