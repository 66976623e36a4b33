import { FakeWebSocket } from '@/testing/fake-web-socket';

import type { ServerFrame } from './protocol';
import { RealtimeClient, realtimeUrl, reconnectDelay } from './realtime-client';

const noJitter = { initialDelayMs: 1000, maxDelayMs: 30_000, random: () => 1 };

function makeClient() {
  const client = new RealtimeClient({ url: () => 'ws://test/ws', createSocket: (url) => new FakeWebSocket(url) as unknown as WebSocket, backoff: noJitter });
  const statuses: boolean[] = [];
  const frames: ServerFrame[] = [];
  client.subscribeStatus((connected) => statuses.push(connected));
  client.subscribe((frame) => frames.push(frame));
  return { client, statuses, frames };
}

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => reconnectDelay(attempt, noJitter))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('keeps at least half of the delay and randomises the rest', () => {
    expect(reconnectDelay(2, { ...noJitter, random: () => 0 })).toBe(2000);
    expect(reconnectDelay(2, { ...noJitter, random: () => 0.5 })).toBe(3000);
  });
});

describe('realtimeUrl', () => {
  it('uses wss on a secure page and ws otherwise', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'cabinetworks.example' })).toBe('wss://cabinetworks.example/ws');
    expect(realtimeUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe('ws://127.0.0.1:8080/ws');
  });
});

describe('RealtimeClient', () => {
  beforeEach(() => {
    FakeWebSocket.instances = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('authenticates on open, sets the connected flag and passes frames on', () => {
    const { client, statuses, frames } = makeClient();
    client.connect(7);
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://test/ws');
    expect(client.isConnected()).toBe(false);

    socket.open();
    expect(socket.sent).toEqual([{ type: 'authenticate', userId: 7 }]);
    expect(client.isConnected()).toBe(true);
    expect(statuses).toEqual([true]);

    socket.receive({ type: 'project_update', projectId: 3, message: 'Completed' });
    socket.receive('not json');
    socket.receive({ type: 'mystery' });
    expect(frames).toEqual([{ type: 'project_update', projectId: 3, message: 'Completed' }]);
  });

  it('sends only while open', () => {
    const { client } = makeClient();
    const frame = { type: 'join_project', projectId: 3 } as const;
    expect(client.send(frame)).toBe(false);
    client.connect(7);
    expect(client.send(frame)).toBe(false);
    FakeWebSocket.latest().open();
    expect(client.send(frame)).toBe(true);
    expect(FakeWebSocket.latest().sent).toContainEqual(frame);
  });

  it('reconnects with a growing delay and starts over after a successful open', () => {
    const { client, statuses } = makeClient();
    client.connect(7);
    FakeWebSocket.latest().open();

    FakeWebSocket.latest().drop();
    expect(client.isConnected()).toBe(false);
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);

    FakeWebSocket.latest().drop(); // the server is still down
    vi.advanceTimersByTime(1999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);

    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().sent).toEqual([{ type: 'authenticate', userId: 7 }]);
    expect(statuses).toEqual([true, false, true]);

    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('tells reconnect listeners of every open after the first of a session', () => {
    const { client } = makeClient();
    const reconnects: number[] = [];
    client.subscribeReconnect(() => reconnects.push(FakeWebSocket.instances.length));
    client.connect(7);
    FakeWebSocket.latest().open();
    expect(reconnects).toEqual([]);
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(1000);
    FakeWebSocket.latest().open();
    expect(reconnects).toEqual([2]);

    // A new session (another user) starts over.
    client.connect(8);
    FakeWebSocket.latest().open();
    expect(reconnects).toEqual([2]);
  });

  it('closes on disconnect and does not reconnect', () => {
    const { client, statuses } = makeClient();
    client.connect(7);
    const socket = FakeWebSocket.latest();
    socket.open();
    client.disconnect();
    expect(socket.closedWith).toBe(1000);
    expect(client.isConnected()).toBe(false);
    expect(statuses).toEqual([true, false]);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('stops a pending reconnect on disconnect and opens one socket per user', () => {
    const { client } = makeClient();
    client.connect(7);
    client.connect(7);
    expect(FakeWebSocket.instances).toHaveLength(1);
    FakeWebSocket.latest().drop();
    client.disconnect();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    client.connect(8);
    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().sent).toEqual([{ type: 'authenticate', userId: 8 }]);
  });
});
