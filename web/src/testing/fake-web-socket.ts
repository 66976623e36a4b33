/**
 * A stand-in for the browser WebSocket: records what the client sends and lets a test open, feed and drop
 * the connection. `FakeWebSocket.install()` puts it in place of the global for the realtime client.
 */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];

  static install(): void {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  }

  /** The socket opened last. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No WebSocket was opened');
    return socket;
  }

  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The server accepted the upgrade. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** A frame from the server (objects are sent as JSON text). */
  receive(frame: unknown): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The connection dropped (server restart, network). */
  drop(): void {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}
