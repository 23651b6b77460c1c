import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the network does to one call on its way to the operator and back:
 * - ok: passes;
 * - drop-request: the connection dies before the operator sees the call (it never acts);
 * - drop-response: the operator acts, then the connection dies before the answer is sent;
 * - timeout: the operator acts; the answer comes only after the caller gave up waiting;
 * - bad-gateway: a 502 from something in between, the operator never sees the call.
 */
export type Fault = 'ok' | 'drop-request' | 'drop-response' | 'timeout' | 'bad-gateway';

export interface FaultProxy {
  url: string;
  /** Every call seen, in order: its path and what was done to it. */
  log: Array<{ path: string; fault: Fault }>;
  close(): Promise<void>;
}

/**
 * An HTTP proxy in front of the operator that applies `plan(path, attempt)` to each call
 * (`attempt` counts the calls to that path so far, from 0), so a test can make a provider's
 * calls time out or lose their answers deterministically.
 */
export async function faultProxy(
  target: string,
  plan: (path: string, attempt: number) => Fault,
  timeoutMs: number,
): Promise<FaultProxy> {
  const counts = new Map<string, number>();
  const log: FaultProxy['log'] = [];
  const pending = new Set<Promise<unknown>>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://proxy').pathname;
      const key = path.replace(/^\/api\/provider\/[^/]+/, '');
      const attempt = counts.get(key) ?? 0;
      counts.set(key, attempt + 1);
      const fault = plan(key, attempt);
      log.push({ path: key, fault });
      if (fault === 'drop-request') return request.socket.destroy();
      if (fault === 'bad-gateway') {
        response.writeHead(502, { 'content-type': 'text/plain' });
        return response.end('bad gateway');
      }
      const forwarded = fetch(`${target}${request.url}`, {
        method: request.method,
        headers: {
          'content-type': String(request.headers['content-type'] ?? 'application/json'),
          'x-signature': String(request.headers['x-signature'] ?? ''),
        },
        body: Buffer.concat(chunks),
      }).then(async (answer) => {
        const body = await answer.text();
        if (fault === 'drop-response') return request.socket.destroy();
        if (fault === 'timeout') await new Promise((resolve) => setTimeout(resolve, timeoutMs));
        if (response.destroyed) return;
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(body);
      });
      const tracked = forwarded.catch(() => request.socket.destroy());
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    async close() {
      await Promise.all(pending);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
