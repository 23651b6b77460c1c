import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeRoundGrants, parseGrant, signedByOperator } from './free-rounds';
import { openJournal } from './journal';
import { gamePage, pageLanguageOf } from './page';
import { player } from './play';
import { PlayError, roundKeeper } from './rounds';
import { GAME_CODES, playSessions, type GameCode } from './sessions';
import { walletClient } from './wallet-client';

/**
 * The reference game provider: its own HTTP server serving nine HTML5 games in a frame, deciding
 * every outcome here and settling every round only through the operator's signed wallet API.
 *
 * Environment: PORT (8091), PLATFORM_URL (http://127.0.0.1:8080), PROVIDER_SLUG (demo-provider),
 * PRIVATE_KEY_FILE (PEM, PKCS#8; the operator knows the public half), FRAME_ANCESTORS (origins
 * allowed to frame the games, default *), WALLET_TIMEOUT_MS (5000: a wallet call without an answer by
 * then counts as unanswered and is retried or rolled back; the fault tests shorten it),
 * OPERATOR_PUBLIC_KEY_FILE (PEM; verifies the operator's free rounds grants — without it
 * POST /freerounds is refused), BLACKJACK_IDLE_MS (600000: a blackjack hand left this long is
 * stood for the player, a video poker hand settled as dealt, a hi-lo card guessed on the likelier
 * side, and the round closed), JOURNAL_DIR (where money in flight is kept across
 * restarts: unacknowledged wins and rollbacks, open rounds and hands; default the directory of
 * PRIVATE_KEY_FILE, which the platform keeps in DATA_DIR/demo-provider).
 */
const env = process.env;
const port = Number(env.PORT ?? 8091);
const platformUrl = (env.PLATFORM_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const slug = env.PROVIDER_SLUG ?? 'demo-provider';
const keyFile = env.PRIVATE_KEY_FILE;
if (!keyFile) {
  console.error('demo-provider: PRIVATE_KEY_FILE is required');
  process.exit(1);
}
const frameAncestors = env.FRAME_ANCESTORS ?? '*';
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const log = (message: string) => console.log(`[demo-provider] ${message}`);

const wallet = walletClient({
  baseUrl: `${platformUrl}/api/provider/${slug}`,
  privateKey: createPrivateKey(readFileSync(keyFile, 'utf8')),
  timeoutMs: Number(env.WALLET_TIMEOUT_MS ?? 5000),
  log,
});
const operatorKey: KeyObject | undefined = env.OPERATOR_PUBLIC_KEY_FILE
  ? createPublicKey(readFileSync(env.OPERATOR_PUBLIC_KEY_FILE, 'utf8'))
  : undefined;
const journal = openJournal({
  dir: path.resolve(env.JOURNAL_DIR ?? path.dirname(keyFile)),
  compactBytes: Number(env.JOURNAL_COMPACT_BYTES ?? 1024 * 1024) || 1024 * 1024,
  log,
});
const rounds = roundKeeper(wallet, log, { journal });
const grants = freeRoundGrants();
const idleMs = Math.max(1000, Number(env.BLACKJACK_IDLE_MS ?? 600_000) || 600_000);
const idleMinutes = Math.max(1, Math.round(idleMs / 60_000));
const games = player(rounds, grants, { idleMs, log, journal });
const sessions = playSessions();
// What the last run left in flight: hands resume, their wins and rollbacks go on being retried,
// and open rounds no hand resumes are rolled back.
void rounds.recover(games.restore(journal.state.hands.values()));

const STATIC: Record<string, string> = {
  'frame.css': 'text/css; charset=utf-8',
  'frame.js': 'text/javascript; charset=utf-8',
  'ready.js': 'text/javascript; charset=utf-8',
  'slot.js': 'text/javascript; charset=utf-8',
  'crash.js': 'text/javascript; charset=utf-8',
  'hilo.js': 'text/javascript; charset=utf-8',
  'roulette.js': 'text/javascript; charset=utf-8',
  'blackjack.js': 'text/javascript; charset=utf-8',
  'baccarat.js': 'text/javascript; charset=utf-8',
  'chips.js': 'text/javascript; charset=utf-8',
  'wheel.js': 'text/javascript; charset=utf-8',
  'sicbo.js': 'text/javascript; charset=utf-8',
  'videopoker.js': 'text/javascript; charset=utf-8',
};

function send(response: ServerResponse, status: number, type: string, body: string | Buffer) {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'self'; frame-ancestors ${frameAncestors}`,
  });
  response.end(body);
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));

async function readRaw(request: IncomingMessage): Promise<Buffer> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new PlayError('too_large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function readJson(request: IncomingMessage, raw?: Buffer): Promise<Record<string, unknown>> {
  const bytes = raw ?? (await readRaw(request));
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // falls through
  }
  throw new PlayError('bad_request');
}

async function openGame(url: URL, code: GameCode, response: ServerResponse) {
  const mode = url.searchParams.get('mode') === 'real' ? 'real' : 'demo';
  const currency = (url.searchParams.get('currency') ?? 'USD').slice(0, 10);
  const lang = pageLanguageOf(url.searchParams.get('lang'));
  if (mode === 'demo') {
    const session = sessions.create({ code, mode, currency });
    return send(
      response,
      200,
      'text/html; charset=utf-8',
      gamePage({ code, session, lang, idleMinutes }),
    );
  }
  const token = url.searchParams.get('token') ?? '';
  const info = await rounds.userInfo(token).catch(() => null);
  if (!info || info.status !== 'RS_OK' || info.game_code !== code)
    return send(
      response,
      info ? 403 : 502,
      'text/html; charset=utf-8',
      gamePage({ code, lang, error: info ? 'session' : 'operator' }),
    );
  const game = url.searchParams.get('game')?.slice(0, 100) || undefined;
  const session = sessions.create({
    code,
    mode,
    currency: info.currency ?? currency,
    token,
    user: info.user,
    game,
  });
  return send(
    response,
    200,
    'text/html; charset=utf-8',
    gamePage({
      code,
      session,
      lang,
      balance: info.balance,
      freeSpinsLeft: games.freeSpinsLeft(session),
      idleMinutes,
    }),
  );
}

/** The operator grants free rounds (signed with its key; idempotent by its reference). */
async function grantFreeRounds(request: IncomingMessage, response: ServerResponse) {
  const raw = await readRaw(request);
  if (!operatorKey || !signedByOperator(raw, request.headers['x-signature'], operatorKey))
    return json(response, 401, { status: 'RS_ERROR_INVALID_SIGNATURE' });
  const grant = parseGrant(await readJson(request, raw).catch(() => null));
  if (!grant) return json(response, 400, { status: 'RS_ERROR_WRONG_TYPES' });
  if (grants.grant(grant))
    log(`granted ${grant.count} free rounds on ${grant.game} (reference ${grant.reference})`);
  // A known reference (the operator's resend at a launch) keeps the smaller count: still RS_OK.
  return json(response, 200, { status: 'RS_OK', reference: grant.reference });
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://provider.local');
  const parts = url.pathname.split('/').filter(Boolean);
  if (request.method === 'GET' && url.pathname === '/healthz')
    return json(response, 200, { ok: true });
  if (request.method === 'GET' && parts[0] === 'games' && parts.length === 2) {
    const code = parts[1] as GameCode;
    if (!GAME_CODES.includes(code)) return json(response, 404, { error: 'no_such_game' });
    return openGame(url, code, response);
  }
  if (request.method === 'GET' && parts[0] === 'static' && parts.length === 2) {
    const type = STATIC[parts[1]!];
    if (!type) return json(response, 404, { error: 'not_found' });
    return send(response, 200, type, await readFile(path.join(publicDir, parts[1]!)));
  }
  if (request.method === 'POST' && url.pathname === '/freerounds')
    return grantFreeRounds(request, response);
  if (request.method === 'POST' && parts[0] === 'play' && parts.length === 2) {
    const input = await readJson(request);
    const session = sessions.get(input.session);
    if (!session) return json(response, 404, { error: 'session' });
    if (parts[1] === 'balance')
      return json(response, 200, {
        balance: await games.balance(session),
        freeSpinsLeft: games.freeSpinsLeft(session),
      });
    return json(response, 200, await games.act(session, parts[1]!, input));
  }
  return json(response, 404, { error: 'not_found' });
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    if (error instanceof PlayError)
      return json(response, 400, { error: error.status, balance: error.balance });
    log(`error: ${(error as Error).stack ?? String(error)}`);
    return json(response, 500, { error: 'internal' });
  });
});

server.listen(port, () =>
  log(`serving games on http://localhost:${port} (operator ${platformUrl})`),
);

// The journal needs no closing: every entry is on disk before the call it announces is sent.
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The platform starts this process; when the platform goes, so does the provider.
process.on('disconnect', stop);
