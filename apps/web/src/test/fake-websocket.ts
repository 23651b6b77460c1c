/**
 * A WebSocket stand-in that never touches the network: tests read what the client sent and play
 * the server's part with open(), receive() and serverClose(). setup.ts installs it globally, so a
 * signed-in app under test never tries to reach a real /ws.
 */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];

  static latest(): FakeWebSocket | undefined {
    return FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: unknown[] = [];
  closedByClient: { code?: number; reason?: string } | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send before open');
    this.sent.push(JSON.parse(data));
  }

  close(code?: number, reason?: string): void {
    this.closedByClient = { code, reason };
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** The server accepted the upgrade. */
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server sent one message (serialised as the real server does). */
  receive(message: unknown): void {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The connection ended from the server's side (or the network): 1006 when it just dropped. */
  serverClose(code = 1006): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code }));
  }

  /** Opens and confirms the subscription the client asked for, as the gateway does. */
  acceptSubscription(): void {
    this.open();
    const request = this.sent[0] as { channels: string[] };
    this.receive({ type: 'subscribed', channels: request.channels });
  }
}
