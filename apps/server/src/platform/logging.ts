import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

/**
 * Paths pino blanks before writing. Bodies are never logged, but errors and our own log calls may
 * carry these fields, and the request/response headers carry credentials.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'token',
  'websocketToken',
  '*.password',
  '*.token',
  '*.websocketToken',
  '*.passwordHash',
  '*.*.password',
  '*.*.token',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req: { id?: string; method?: string; url?: string; ip?: string }) => ({
          id: req.id,
          method: req.method,
          url: stripSecretsFromUrl(req.url ?? ''),
          ip: req.ip,
        }),
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}

/**
 * Readable, coloured lines for a person at a terminal (`npm start`, `npm run dev`); JSON lines
 * everywhere else and always in production, where a collector reads them.
 */
export function terminalDestination(config: { nodeEnv: string }): DestinationStream | undefined {
  if (config.nodeEnv === 'production' || !process.stdout.isTTY) return undefined;
  return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
}

const SECRET_QUERY_PARAMS = ['token', 'password', 'access_token'];

/** The websocket opens with `?token=`; request URLs are logged, so secrets in the query are blanked. */
export function stripSecretsFromUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of SECRET_QUERY_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps a caller's x-request-id when it looks like an id (so traces join up), else makes one. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  if (typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)) return incoming;
  return randomUUID();
}

const VERBOSE_LEVELS = new Set(['debug', 'trace']);

/** A request that took at least this long is logged at info level; quicker ones only at debug. */
export const SLOW_REQUEST_MS = 1_000;

export interface RequestLogOptions {
  /** Default SLOW_REQUEST_MS. */
  slowMs?: number;
}

/**
 * One "request completed" line per request that matters, instead of Fastify's two lines for every
 * request (turn those off: `logController: new LogController({ disableRequestLogging: true })`):
 * at info level the slow ones (>= `slowMs`) and the server errors (5xx; the error handler logs the
 * error itself), at debug level every request. A busy API (a bet costs well under a millisecond
 * of CPU) does not spend its time writing logs.
 */
async function requestLogPlugin(app: FastifyInstance, options: RequestLogOptions) {
  const slowMs = options.slowMs ?? SLOW_REQUEST_MS;
  app.addHook('onResponse', async (request, reply) => {
    const responseTime = reply.elapsedTime;
    const notable = reply.statusCode >= 500 || responseTime >= slowMs;
    if (!notable && !VERBOSE_LEVELS.has(request.log.level)) return;
    const line = { req: request, res: { statusCode: reply.statusCode }, responseTime };
    if (notable) request.log.info(line, 'request completed');
    else request.log.debug(line, 'request completed');
  });
}

export const requestLog = fp(requestLogPlugin, { name: 'request-log' });
