import { useEffect, useRef, useState } from 'react';
import { newArrivals } from '../lib/new-arrivals';

/** The live region keeps the last few announcements: older ones were read out already. */
const ANNOUNCEMENTS_KEPT = 5;

/**
 * What the live region says: each message that arrived since the last render, by `announce`.
 * The first look once `ready` only notes what is there; nothing is said again on a re-render.
 */
export function useArrivalAnnouncements<Message extends { id: number | string }>(
  messages: Message[],
  ready: boolean,
  announce: (message: Message) => string | null,
) {
  const seen = useRef<Set<Message['id']> | null>(null);
  const announceRef = useRef(announce);
  announceRef.current = announce;
  const [spoken, setSpoken] = useState<{ key: string; text: string }[]>([]);

  useEffect(() => {
    if (!ready) return;
    const arrived = newArrivals(messages, seen.current);
    seen.current = new Set(messages.map((m) => m.id));
    const said = arrived.flatMap((m) => {
      const text = announceRef.current(m);
      return text === null ? [] : [{ key: String(m.id), text }];
    });
    if (said.length > 0) setSpoken((list) => [...list, ...said].slice(-ANNOUNCEMENTS_KEPT));
  }, [ready, messages]);

  return spoken;
}
