import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { providerProbe } from './provider-probe';

describe('provider probe', () => {
  let silent: Server;
  let redirecting: Server;
  const held: Array<() => void> = [];
  const redirectedTo: string[] = [];

  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  };

  beforeAll(() => {
    // Accepts the connection but never answers, like a hung game server.
    silent = createServer((_request, response) => held.push(() => response.end()));
    redirecting = createServer((request, response) => {
      if (request.url !== '/') redirectedTo.push(request.url ?? '');
      response.writeHead(302, { location: '/elsewhere' }).end();
    });
  });

  afterAll(async () => {
    for (const release of held) release();
    await Promise.all(
      [silent, redirecting].map((server) => new Promise((resolve) => server.close(resolve))),
    );
  });

  it('counts a server that stays silent past the timeout as unreachable', async () => {
    const url = await listen(silent);
    const probe = providerProbe({ clock: manualClock(), timeoutMs: 200 });
    expect(await probe.reachable(`${url}/games`)).toBe(false);
  });

  it('counts a redirect as an answer without following it', async () => {
    const url = await listen(redirecting);
    const probe = providerProbe({ clock: manualClock() });
    expect(await probe.reachable(url)).toBe(true);
    expect(redirectedTo).toEqual([]);
  });

  it('counts a failed host lookup as unreachable', async () => {
    const probe = providerProbe({ clock: manualClock(), timeoutMs: 1000 });
    expect(await probe.reachable('http://no-such-host.invalid')).toBe(false);
  });
});
