import type { ServerEventOf, ServerEventType } from '@common/socket-events';
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { SocketClient, SocketStatus } from './socket-connection';
import { whenIdle } from './when-idle';

export type { SocketClient, SocketStatus } from './socket-connection';

const SocketContext = createContext<SocketClient | null>(null);

/**
 * One socket per signed-in tab, reopened when the member changes (spec section 4).
 * `onSessionEnded` runs when the server ended the member's session while the socket was open.
 */
export function SocketProvider({
  userId,
  onSessionEnded,
  children,
}: {
  userId: number | null | undefined;
  onSessionEnded?: () => void;
  children: ReactNode;
}) {
  const [client, setClient] = useState<SocketClient | null>(null);
  const sessionEnded = useRef(onSessionEnded);
  sessionEnded.current = onSessionEnded;
  useEffect(() => {
    if (!userId) return;
    // The connection's code (and the schemas it parses events with) downloads once the first
    // screen has loaded and the browser is idle: nothing on that screen waits for the socket.
    let next: SocketClient | null = null;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('./socket-connection').then(({ SocketClient, socketUrl }) => {
        if (cancelled) return;
        next = new SocketClient(socketUrl(), undefined, () => sessionEnded.current?.());
        next.start();
        setClient(next);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      next?.stop();
      setClient(null);
    };
  }, [userId]);
  return createElement(SocketContext.Provider, { value: client }, children);
}

export function useSocket(): SocketClient | null {
  return useContext(SocketContext);
}

/** Calls `handler` for every server event of this type while the component is mounted. */
export function useSocketEvent<T extends ServerEventType>(type: T, handler: (event: ServerEventOf<T>) => void): void {
  const client = useSocket();
  // The latest handler is used without resubscribing on every render.
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!client) return;
    return client.subscribe((event) => {
      if (event.type === type) latest.current(event as ServerEventOf<T>);
    });
  }, [client, type]);
}

const noop = () => () => {};

export function useSocketStatus(): SocketStatus {
  const client = useSocket();
  return useSyncExternalStore(
    client ? (listener) => client.onStatus(listener) : noop,
    () => client?.status ?? 'closed',
    () => 'closed',
  );
}
