import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createLogger, requestIdFor, stripSecretsFromUrl } from './logging';

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
