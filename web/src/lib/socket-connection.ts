// The socket connection itself, loaded after the first screen (socket-client.ts imports it when
// the member's socket opens): it parses server events with the shared schemas, whose library the
// first screen does not need.
import { LIMITS } from '@common/limits';
import {
  type ClientEvent,
  type ClientMessageEvent,
  parseServerEvent,
  type ServerEvent,
  SOCKET_PATH,
} from '@common/socket-events';

export type SocketStatus = 'connecting' | 'open' | 'closed';
type Listener = (event: ServerEvent) => void;

const BACKOFF_FIRST_MS = 1000;
/** OPEN, spelled out so the class also runs where there is no global WebSocket (tests). */
const OPEN = 1;
const BACKOFF_MAX_MS = 30_000;
/**
 * The server closes a member's sockets with this code when their session ended while the socket
 * was open (suspension, account deletion, logout elsewhere): the client stops reconnecting and
 * lets the app check the session again. The same number as the server's CLOSE_SESSION_ENDED.
 */
export const CLOSE_SESSION_ENDED = 4401;

/** ws:// or wss:// on this page's own host (wss when the page is https). */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}`;
}

/** The reconnect delay after `attempt` failures: doubling from 1 s up to 30 s, with jitter. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const base = Math.min(BACKOFF_FIRST_MS * 2 ** attempt, BACKOFF_MAX_MS);
  return Math.round(base * (0.5 + random() / 2));
}

/**
 * The member's real-time connection (spec section 4, Chat connection): opened for the signed-in
 * member, announces online on open; a socket not open within 3 s is closed and dropped, then
 * reopened with backoff, as is one that closes. `stop()` announces offline and closes for good.
 */
export class SocketClient {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private openTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<Listener>();
  private readonly statusListeners = new Set<() => void>();
  private opens = 0;
  status: SocketStatus = 'closed';

  constructor(
    private readonly url: string,
    private readonly createSocket: (url: string) => WebSocket = (u) => new WebSocket(u),
    private readonly onSessionEnded?: () => void,
  ) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** How many times the socket has opened; a change after the first means "reconnected". */
  get openCount(): number {
    return this.opens;
  }

  private connect(): void {
    clearTimeout(this.retryTimer);
    const ws = this.createSocket(this.url);
    this.ws = ws;
    this.setStatus('connecting');
    this.openTimer = setTimeout(() => {
      if (ws.readyState !== OPEN) ws.close();
    }, LIMITS.chatSocketOpenTimeoutMs);
    ws.onopen = () => {
      clearTimeout(this.openTimer);
      this.attempt = 0;
      this.opens += 1;
      ws.send(JSON.stringify({ type: 'status', status: 'online' }));
      this.setStatus('open');
    };
    ws.onmessage = (message) => {
      const event = typeof message.data === 'string' ? parseServerEvent(message.data) : null;
      if (event) for (const listener of this.listeners) listener(event);
    };
    ws.onclose = (event?: CloseEvent) => {
      clearTimeout(this.openTimer);
      if (this.ws !== ws) return;
      this.ws = null;
      this.setStatus('closed');
      if (event?.code === CLOSE_SESSION_ENDED) {
        this.stopped = true;
        this.onSessionEnded?.();
        return;
      }
      if (!this.stopped) this.retryTimer = setTimeout(() => this.connect(), backoffDelay(this.attempt++));
    };
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.openTimer);
    const ws = this.ws;
    this.ws = null;
    if (ws?.readyState === OPEN) ws.send(JSON.stringify({ type: 'status', status: 'offline' }));
    ws?.close();
    this.setStatus('closed');
  }

  /** Sends a chat message; false when the socket is not open (nothing is sent then). */
  sendMessage(event: Omit<ClientMessageEvent, 'type'>): boolean {
    const ws = this.ws;
    if (!ws || ws.readyState !== OPEN) return false;
    ws.send(JSON.stringify({ type: 'message', ...event }));
    return true;
  }

  /** Sends any other client event (issue 34: watching a challenge's board); false when not open. */
  send(event: ClientEvent): boolean {
    const ws = this.ws;
    if (!ws || ws.readyState !== OPEN) return false;
    ws.send(JSON.stringify(event));
    return true;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }
}
