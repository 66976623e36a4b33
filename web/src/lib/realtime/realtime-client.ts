import { REALTIME_RECONNECT_INITIAL_DELAY_MS, REALTIME_RECONNECT_MAX_DELAY_MS } from '@/config/constants';

import { parseServerFrame, type ClientFrame, type ServerFrame } from './protocol';

/** WebSocket.OPEN, spelt out so a stand-in socket class needs no static constants. */
const OPEN = 1;
/** A normal close: the client is done with the socket (sign out). */
const NORMAL_CLOSURE = 1000;

export interface BackoffOptions {
  initialDelayMs: number;
  maxDelayMs: number;
  /** In [0, 1); Math.random outside tests. */
  random: () => number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  initialDelayMs: REALTIME_RECONNECT_INITIAL_DELAY_MS,
  maxDelayMs: REALTIME_RECONNECT_MAX_DELAY_MS,
  random: Math.random,
};

/**
 * The wait before reconnect attempt `attempt` (0 for the first): 1 s doubling up to 30 s, with "equal jitter"
 * (half of it fixed, half random) so that sockets dropped together by a restart do not all come back at once.
 */
export function reconnectDelay(attempt: number, { initialDelayMs, maxDelayMs, random }: BackoffOptions = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(maxDelayMs, initialDelayMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** `/ws` on the page's own host, secure when the page is (spec section 7). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

export interface RealtimeClientOptions {
  url?: () => string;
  createSocket?: (url: string) => WebSocket;
  backoff?: BackoffOptions;
}

type FrameListener = (frame: ServerFrame) => void;
type StatusListener = (connected: boolean) => void;
type ReconnectListener = () => void;

/**
 * One WebSocket for the signed-in user. `connect` opens it and authenticates on open; a dropped socket is
 * reopened with exponential backoff until `disconnect` (sign out). Listeners get every server frame and every
 * change of the connected flag; reconnect listeners hear of every open after the first of a session, when frames
 * may have been missed while the socket was down.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private userId: number | null = null;
  private connected = false;
  private attempt = 0;
  /** Whether the current user's socket opened before: the next open is a reconnect. */
  private openedBefore = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly frameListeners = new Set<FrameListener>();
  private readonly statusListeners = new Set<StatusListener>();
  private readonly reconnectListeners = new Set<ReconnectListener>();
  private readonly url: () => string;
  private readonly createSocket: (url: string) => WebSocket;
  private readonly backoff: BackoffOptions;

  constructor({ url = () => realtimeUrl(), createSocket = (address) => new WebSocket(address), backoff = DEFAULT_BACKOFF }: RealtimeClientOptions = {}) {
    this.url = url;
    this.createSocket = createSocket;
    this.backoff = backoff;
  }

  /** Opens the socket for this user; a no-op when it is already theirs. */
  connect(userId: number): void {
    if (this.userId === userId) return;
    this.disconnect();
    this.userId = userId;
    this.open();
  }

  /** Closes the socket and stops reconnecting. */
  disconnect(): void {
    this.userId = null;
    this.attempt = 0;
    this.openedBefore = false;
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      socket.close(NORMAL_CLOSURE);
    }
    this.setConnected(false);
  }

  /** Sends a frame if the socket is open; false when it is not (the caller tells the user). */
  send(frame: ClientFrame): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  isConnected = (): boolean => this.connected;

  subscribe(listener: FrameListener): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  subscribeStatus = (listener: StatusListener): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /** Called after the socket opened again for the same user (not on the first open). */
  subscribeReconnect(listener: ReconnectListener): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  private open(): void {
    const userId = this.userId;
    if (userId === null) return;
    const socket = this.createSocket(this.url());
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      socket.send(JSON.stringify({ type: 'authenticate', userId } satisfies ClientFrame));
      this.setConnected(true);
      if (this.openedBefore) this.reconnectListeners.forEach((listener) => listener());
      this.openedBefore = true;
    };
    socket.onmessage = (event: MessageEvent) => {
      const frame = parseServerFrame(event.data);
      if (frame) this.frameListeners.forEach((listener) => listener(frame));
    };
    socket.onerror = () => this.setConnected(false);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setConnected(false);
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.userId === null || this.reconnectTimer !== null) return;
    const delay = reconnectDelay(this.attempt, this.backoff);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.open();
    }, delay);
  }

  private setConnected(connected: boolean): void {
    if (this.connected === connected) return;
    this.connected = connected;
    this.statusListeners.forEach((listener) => listener(connected));
  }
}

/** The app's one realtime connection. */
export const realtime = new RealtimeClient();
