import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { createServer } from 'node:net';

/**
 * web-push-testing (npm): a local push service that speaks the real protocol (RFC 8030 delivery,
 * RFC 8291 encryption, VAPID), started in this process on a free port. It subscribes like a
 * browser's PushManager, decrypts what it receives, and can expire a subscription (then answers
 * 410 Gone, as a real push service does for an unsubscribed browser).
 */
interface TestingServerClass {
  new (model: unknown, port: number): { startServer(): void; _server?: Server };
}
const require = createRequire(import.meta.url);
const { PushApiModel } = require('web-push-testing/src/PushApiModel') as {
  PushApiModel: new () => unknown;
};
const WebPushTestingServer = require('web-push-testing/src/server') as TestingServerClass;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export async function startPushService() {
  const port = await freePort();
  const server = new WebPushTestingServer(new PushApiModel(), port);
  server.startServer();
  const base = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const up = await fetch(`${base}/status`, { method: 'POST' }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    const json = response.headers.get('content-type')?.includes('json');
    return json ? (JSON.parse(text) as { data: unknown }) : { data: null };
  };
  return {
    /** What PushManager.subscribe({userVisibleOnly, applicationServerKey}) gives a page. */
    async subscribe(applicationServerKey: string): Promise<TestSubscription> {
      return (await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey }))
        .data as TestSubscription;
    },
    /** The decrypted payloads this subscription received, oldest first. */
    async messages(clientHash: string): Promise<string[]> {
      return ((await post('/get-notifications', { clientHash })).data as { messages: string[] })
        .messages;
    },
    async expire(clientHash: string): Promise<void> {
      await post(`/expire-subscription/${clientHash}`);
    },
    async close(): Promise<void> {
      await new Promise<void>((resolve) => {
        if (!server._server) return resolve();
        server._server.closeAllConnections();
        server._server.close(() => resolve());
      });
    },
  };
}
