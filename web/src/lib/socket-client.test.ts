import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, CLOSE_SESSION_ENDED, SocketClient, socketUrl } from './socket-connection';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event?: { code: number }) => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.readyState = 3;
    this.onclose?.(code === undefined ? undefined : { code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}

const client = () => new SocketClient('ws://x/ws', (url) => new FakeSocket(url) as unknown as WebSocket);

describe('socket client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('uses wss on https pages and ws otherwise, on the page host', () => {
    expect(socketUrl({ protocol: 'https:', host: 'fit.example' })).toBe('wss://fit.example/ws');
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/ws');
  });

  it('backs off from 1 s, doubling up to 30 s, with jitter below the base', () => {
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(10, () => 1)).toBe(30_000);
    expect(backoffDelay(2, () => 0)).toBe(2000);
  });

  it('announces online on open and passes server events to subscribers', () => {
    const c = client();
    const seen: unknown[] = [];
    c.subscribe((e) => seen.push(e));
    c.start();
    FakeSocket.all[0].open();
    expect(c.status).toBe('open');
    expect(JSON.parse(FakeSocket.all[0].sent[0])).toEqual({ type: 'status', status: 'online' });
    FakeSocket.all[0].onmessage?.({ data: JSON.stringify({ type: 'unread', notifications: 1, messages: 2 }) });
    FakeSocket.all[0].onmessage?.({ data: 'garbage' });
    expect(seen).toEqual([{ type: 'unread', notifications: 1, messages: 2 }]);
  });

  it('closes a socket not open after 3 s and reconnects with backoff', () => {
    const c = client();
    c.start();
    expect(c.sendMessage({ tempId: 'temp-1', receiverId: 2, content: 'x' })).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(FakeSocket.all[0].readyState).toBe(0);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all[0].readyState).toBe(3);
    expect(c.status).toBe('closed');
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1].open();
    expect(c.sendMessage({ tempId: 'temp-1', receiverId: 2, content: 'x' })).toBe(true);
  });

  it('announces offline and does not reconnect after stop()', () => {
    const c = client();
    c.start();
    FakeSocket.all[0].open();
    c.stop();
    expect(JSON.parse(FakeSocket.all[0].sent.at(-1)!)).toEqual({ type: 'status', status: 'offline' });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('stops reconnecting and reports it when the server ends the session (a suspension)', () => {
    const ended = vi.fn();
    const c = new SocketClient('ws://x/ws', (url) => new FakeSocket(url) as unknown as WebSocket, ended);
    c.start();
    FakeSocket.all[0].open();
    FakeSocket.all[0].close(CLOSE_SESSION_ENDED);
    expect(ended).toHaveBeenCalledOnce();
    expect(c.status).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
