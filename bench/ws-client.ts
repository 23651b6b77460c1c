/**
 * One client process of the WebSocket benchmark (bench/ws.ts starts several): opens its share of the
 * connections, subscribes each to the broadcast channel and reports, per broadcast, how long after
 * it was sent each socket received it. Talks to the coordinator over the IPC channel.
 */
import WebSocket from 'ws';
import type { CoordinatorMessage, WorkerMessage } from './ws-protocol';

const OPEN_CONCURRENCY = 100;

function send(message: WorkerMessage) {
  process.send?.(message);
}

/** Latency of each socket's copy of each round, in microseconds, keyed by round. */
const rounds = new Map<number, number[]>();
let socketCount = 0;

function record(round: number, sentAt: bigint, receivedAt: bigint) {
  const latencyUs = Number((receivedAt - sentAt) / 1000n);
  const latencies = rounds.get(round) ?? [];
  latencies.push(latencyUs);
  rounds.set(round, latencies);
  if (latencies.length === socketCount) {
    send({ type: 'round', round, latenciesUs: latencies });
    rounds.delete(round);
  }
}

function open(url: string, channel: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    const timer = setTimeout(() => reject(new Error('open timed out')), 30_000);
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('open', () =>
      socket.send(JSON.stringify({ type: 'subscribe', channels: [channel] })),
    );
    socket.on('message', (raw) => {
      // The arrival time first; parsing waits so it does not delay the next socket's timestamp.
      const receivedAt = process.hrtime.bigint();
      setImmediate(() => {
        const message = JSON.parse(raw.toString()) as {
          type?: string;
          channel?: string;
          data?: { round?: number; sentAt?: string };
        };
        if (message.type === 'subscribed') {
          clearTimeout(timer);
          resolve(socket);
          return;
        }
        if (message.channel === channel && message.data?.sentAt !== undefined) {
          record(message.data.round ?? 0, BigInt(message.data.sentAt), receivedAt);
        }
      });
    });
  });
}

async function start(url: string, tokens: string[], channel: string) {
  const sockets: WebSocket[] = [];
  let failed = 0;
  let next = 0;
  const lane = async () => {
    while (next < tokens.length) {
      const token = tokens[next++];
      try {
        sockets.push(await open(`${url}?token=${token}`, channel));
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: OPEN_CONCURRENCY }, lane));
  socketCount = sockets.length;
  send({ type: 'ready', connected: sockets.length, failed });
  process.on('disconnect', () => {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  });
}

process.on('message', (message: CoordinatorMessage) => {
  if (message.type === 'start') void start(message.url, message.tokens, message.channel);
});
