/**
 * Client process of `npm run bench:sportsbook` (feed half): opens the sockets, subscribes each to
 * one live event's channel (round robin) and records, per socket, every update's event, version and
 * arrival time (process.hrtime, shared by the processes of one machine). At the end it is sent the
 * coordinator's "first handled" times per (event, version) and answers the delivery latencies.
 */
import WebSocket from 'ws';

type Start = { type: 'start'; url: string; connections: number; channels: string[] };
type Finish = { type: 'finish'; handledAt: Record<string, number> };

const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const sockets: WebSocket[] = [];
/** Per socket: [eventId, version, arrivalUs] of each update, in arrival order. */
const receipts: Array<Array<[number, number, number]>> = [];

function send(message: unknown) {
  process.send?.(message);
}

async function start(message: Start) {
  let connected = 0;
  let failed = 0;
  await Promise.all(
    Array.from(
      { length: message.connections },
      (_, index) =>
        new Promise<void>((resolve) => {
          const socket = new WebSocket(message.url);
          const mine: Array<[number, number, number]> = [];
          receipts.push(mine);
          sockets.push(socket);
          const channel = message.channels[index % message.channels.length]!;
          socket.on('open', () =>
            socket.send(JSON.stringify({ type: 'subscribe', channels: [channel] })),
          );
          socket.on('message', (raw) => {
            const text = raw.toString();
            if (text.includes('"type":"subscribed"')) {
              connected++;
              resolve();
              return;
            }
            const arrival = nowUs();
            const parsed = JSON.parse(text) as {
              data?: { type?: string; event?: { id: number; version: number } };
            };
            // A snapshot (sent when the event's markets change) carries its changes like an update.
            const type = parsed.data?.type;
            if ((type === 'update' || type === 'snapshot') && parsed.data?.event)
              mine.push([parsed.data.event.id, parsed.data.event.version, arrival]);
          });
          socket.on('error', () => {
            failed++;
            resolve();
          });
        }),
    ),
  );
  send({ type: 'ready', connected, failed });
}

function finish(message: Finish) {
  const latencies: number[] = [];
  let updates = 0;
  for (const list of receipts) {
    const previous = new Map<number, number>();
    for (const [eventId, version, arrival] of list) {
      updates++;
      // An update carries every change since the socket's previous one: measure from the first of them.
      const from = (previous.get(eventId) ?? version - 1) + 1;
      previous.set(eventId, version);
      let handled: number | undefined;
      for (let v = from; v <= version && handled === undefined; v++)
        handled = message.handledAt[`${eventId}:${v}`];
      if (handled !== undefined) latencies.push(arrival - handled);
    }
  }
  for (const socket of sockets) socket.terminate();
  send({ type: 'result', updates, latenciesUs: latencies });
}

process.on('message', (message: Start | Finish) => {
  if (message.type === 'start') void start(message);
  else finish(message);
});
