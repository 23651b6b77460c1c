import type { IncomingMessage } from 'node:http';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, requestIdFor, requestLog, stripSecretsFromUrl } from './logging';

async function appLogging(level: string, slowMs?: number) {
  const lines: Array<{ msg?: string; res?: { statusCode: number }; req?: { url: string } }> = [];
  const app = Fastify({
    loggerInstance: createLogger(level, {
      write: (line: string) => void lines.push(JSON.parse(line)),
    }),
    logController: new LogController({ disableRequestLogging: true }),
  });
  await app.register(requestLog, { slowMs });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async (_request, reply) => reply.code(503).send({ down: true }));
  const completed = async (url: string) => {
    lines.length = 0;
    await app.inject({ url });
    return lines.filter((line) => line.msg === 'request completed');
  };
  return { app, completed };
}

describe('request log', () => {
  it('logs only server errors and slow requests at info, every request at debug', async () => {
    const info = await appLogging('info');
    expect(await info.completed('/ok')).toEqual([]);
    const [failed] = await info.completed('/broken');
    expect(failed).toMatchObject({ res: { statusCode: 503 }, req: { url: '/broken' } });
    await info.app.close();

    const slow = await appLogging('info', 0);
    expect(await slow.completed('/ok')).toHaveLength(1);
    await slow.app.close();

    const debug = await appLogging('debug');
    expect(await debug.completed('/ok')).toMatchObject([{ res: { statusCode: 200 } }]);
    await debug.app.close();
  });
});

describe('logging', () => {
  it('blanks secrets in query strings', () => {
    expect(stripSecretsFromUrl('/ws?token=abc.def&x=1')).toBe('/ws?token=%5Bredacted%5D&x=1');
    expect(stripSecretsFromUrl('/api/v1/me')).toBe('/api/v1/me');
  });

  it('keeps a sane incoming request id and replaces anything else', () => {
    const request = (id?: string) =>
      ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;
    expect(requestIdFor(request('abc-12345-xyz'))).toBe('abc-12345-xyz');
    for (const id of [
      undefined,
      'short',
      'has spaces in it',
      'x'.repeat(200),
      'new\nline-injected',
    ]) {
      expect(requestIdFor(request(id))).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('redacts credentials wherever they sit in a log object', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    log.info(
      {
        password: 'p1-secret',
        token: 't1-secret',
        user: { password: 'p2-secret', passwordHash: 'h-secret' },
        req: { headers: { authorization: 'Bearer t2-secret', cookie: 'wh_session=t3-secret' } },
      },
      'hello',
    );
    expect(lines.join('')).toContain('hello');
    for (const secret of [
      'p1-secret',
      't1-secret',
      'p2-secret',
      'h-secret',
      't2-secret',
      't3-secret',
    ]) {
      expect(lines.join('')).not.toContain(secret);
    }
  });
});
