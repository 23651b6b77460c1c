import { randomBytes } from 'node:crypto';
import { demoBalance } from './stakes';

export const GAME_CODES = [
  'slot',
  'crash',
  'hilo',
  'roulette',
  'blackjack',
  'baccarat',
  'wheel',
  'sicbo',
  'videopoker',
] as const;
export type GameCode = (typeof GAME_CODES)[number];

export interface PlaySession {
  id: string;
  code: GameCode;
  mode: 'real' | 'demo';
  currency: string;
  /** The operator's launch token (real mode); never sent to the browser. */
  token?: string;
  user?: string;
  /** The operator's game (the launch URL's `game`): free rounds are granted for it. */
  game?: string;
  /** Demo only: the fun balance (`demoBalance` of its currency at the start). */
  funBalance: number;
  touchedAt: number;
}

/** What a journaled real-money hand keeps of its session, and the session it resumes with. */
export type SavedSession = Pick<PlaySession, 'code' | 'currency' | 'token' | 'user' | 'game'>;
export function restoredSession(session: SavedSession, round: string): PlaySession {
  return {
    ...session,
    id: `restored:${round}`,
    mode: 'real',
    funBalance: 0,
    touchedAt: Date.now(),
  };
}

const LIMIT = 10_000;
const IDLE_MS = 6 * 60 * 60_000;

/** The frames' sessions, in memory: the browser holds only an opaque id. */
export function playSessions() {
  const sessions = new Map<string, PlaySession>();

  function evict(now: number) {
    for (const [id, session] of sessions)
      if (now - session.touchedAt > IDLE_MS || sessions.size > LIMIT) sessions.delete(id);
      else break;
  }

  return {
    create(input: Omit<PlaySession, 'id' | 'touchedAt' | 'funBalance'>): PlaySession {
      const now = Date.now();
      evict(now);
      const session = {
        ...input,
        id: randomBytes(18).toString('base64url'),
        funBalance: demoBalance(input.currency),
        touchedAt: now,
      };
      sessions.set(session.id, session);
      return session;
    },
    get(id: unknown): PlaySession | undefined {
      if (typeof id !== 'string') return undefined;
      const session = sessions.get(id);
      if (!session) return undefined;
      // Re-inserting keeps the map in least-recently-used order for eviction.
      sessions.delete(id);
      session.touchedAt = Date.now();
      sessions.set(id, session);
      return session;
    },
  };
}

export type PlaySessions = ReturnType<typeof playSessions>;
