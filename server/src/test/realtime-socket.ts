import type { ServerEvent, ServerEventOf, ServerEventType } from '@common/socket-events';
import WebSocket from 'ws';

/** A test client of /ws that records every event and waits for the ones a test expects. */
export interface TestSocket {
  ws: WebSocket;
  events: ServerEvent[];
  /**
   * The close code, recorded from the moment the socket is created: a socket the server drops while
   * a test is still opening others must not be missed by a listener attached too late.
   */
  closed: Promise<number>;
  /** The next event of this type (matching `where`) not yet taken, waiting up to `timeoutMs`. */
  next<T extends ServerEventType>(
    type: T,
    where?: (e: ServerEventOf<T>) => boolean,
    timeoutMs?: number,
  ): Promise<ServerEventOf<T>>;
  /** Resolves true if no such event arrives within `ms`. */
  none<T extends ServerEventType>(type: T, where?: (e: ServerEventOf<T>) => boolean, ms?: number): Promise<boolean>;
  send(event: unknown): void;
  close(): Promise<void>;
}

export function socketUrl(httpUrl: string): string {
  return `${httpUrl.replace(/^http/, 'ws')}/ws`;
}

/** Opens a socket with the member's cookie; rejects with the HTTP status if the upgrade is refused. */
export function openSocket(
  httpUrl: string,
  cookie: string | null,
  options: { origin?: string; autoPong?: boolean } = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  const ws = new WebSocket(socketUrl(httpUrl), {
    headers,
    origin: options.origin ?? httpUrl,
    autoPong: options.autoPong ?? true,
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  const events: ServerEvent[] = [];
  const taken = new WeakSet<ServerEvent>();
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    events.push(JSON.parse(data.toString()) as ServerEvent);
    for (const w of waiters) w();
  });

  const find = <T extends ServerEventType>(type: T, where?: (e: ServerEventOf<T>) => boolean) =>
    events.find((e) => !taken.has(e) && e.type === type && (!where || where(e as ServerEventOf<T>))) as
      | ServerEventOf<T>
      | undefined;

  const client: TestSocket = {
    ws,
    events,
    closed,
    next(type, where, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find(type, where);
          if (!found) return false;
          taken.add(found);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no '${type}' event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async none(type, where, ms = 400) {
      await new Promise((r) => setTimeout(r, ms));
      return !find(type, where);
    },
    send(event) {
      ws.send(typeof event === 'string' ? event : JSON.stringify(event));
    },
    close() {
      return new Promise((resolve) => {
        if (ws.readyState === ws.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      });
    },
  };

  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_req, res) => {
      reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode }));
      ws.terminate();
    });
    ws.once('error', (err) => reject(err));
  });
}
