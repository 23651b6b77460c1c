import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProviderStatusResponse } from '@wheelhouse/contracts/provider-api';
import { expectErrorBody } from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { servicesOf } from '../../test/ledger-consistency';
import { connectTestProvider, rsaKeys, type TestProvider } from '../../test/provider-wallet';

/** A port nothing listens on: bound once, then released. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createTcpServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe.each(databaseTargets())('provider status on %s', (target) => {
  let t: TestApp;
  let provider: TestProvider;
  let studio: Server;
  let studioUrl: string;
  /** Requests the studio's server received, as "METHOD path". */
  const received: string[] = [];
  const publicKey = rsaKeys().publicKey;

  beforeAll(async () => {
    t = await createTestApp(target);
    provider = await connectTestProvider(t.app);
    // A provider that is up but unhappy: any HTTP answer still proves its server is there.
    studio = createHttpServer((request, response) => {
      received.push(`${request.method} ${request.url}`);
      response.writeHead(503).end();
    });
    await new Promise<void>((resolve) => studio.listen(0, '127.0.0.1', resolve));
    studioUrl = `http://127.0.0.1:${(studio.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => studio.close(resolve));
  });

  const connect = (launchUrl: string, active = true) =>
    servicesOf(t.app).providerLaunch.saveProvider({
      slug: provider.slug,
      name: 'Test provider',
      signature: 'rsa',
      publicKey,
      secret: null,
      launchUrl,
      currencies: ['USD'],
      active,
    });
  const status = (game: number | string = provider.slotId) =>
    t.app.inject({ url: `/api/v2/games/${game}/provider-status` });

  it('says a provider whose server answers is reachable, probing only its configured origin', async () => {
    await connect(studioUrl);
    const response = await status();
    expect(response.statusCode, response.body).toBe(200);
    expect(ZProviderStatusResponse.parse(response.json())).toEqual({ reachable: true });
    expect(received).toEqual(['HEAD /']);
  });

  it('asks the provider once for a crowd of players, and again once the answer is old', async () => {
    await connect(studioUrl);
    const before = received.length;
    const crowd = await Promise.all(Array.from({ length: 8 }, () => status()));
    expect(crowd.map((response) => response.json())).toEqual(
      Array.from({ length: 8 }, () => ({ reachable: true })),
    );
    // The first test's answer is still fresh: nobody probed.
    expect(received.length).toBe(before);

    t.clock.advance(6_000);
    const later = await Promise.all(Array.from({ length: 8 }, () => status()));
    expect(later.every((response) => response.json().reachable === true)).toBe(true);
    expect(received.length).toBe(before + 1);
  });

  it('says a provider whose server refuses connections is unreachable', async () => {
    await connect(`http://127.0.0.1:${await closedPort()}`);
    const response = await status();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ reachable: false });
  });

  it('refuses a switched-off provider as the launch does, without probing it', async () => {
    await connect(studioUrl, false);
    t.clock.advance(6_000);
    const before = received.length;
    const body = expectErrorBody(await status(), 409, 'conflict');
    expect(body.reason).toBe('provider_not_connected');
    expect(received.length).toBe(before);
    await connect(studioUrl);
  });

  it('answers 404 for an unknown game and 400 for a malformed id', async () => {
    expectErrorBody(await status(2_000_000_000), 404, 'not_found');
    expectErrorBody(await status('Not_A_Slug'), 400, 'validation_error');
  });
});
