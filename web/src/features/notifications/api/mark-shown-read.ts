import type { AppNotification } from '@common/schemas/notifications';
import { useEffect, useRef, useState } from 'react';
import { useMarkNotificationsRead } from './mark-notifications-read';

/** The server takes at most this many ids per call (`markNotificationsReadSchema`). */
const IDS_PER_CALL = 100;

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * Opening the notifications page marks what it shows as read (issue 16), so the bell drops at
 * once: the unread notifications on screen (the first page, each page Load More adds, and those
 * pushed live while the page is open) are marked by id, never the older ones not loaded yet.
 * Nothing is marked while the tab is hidden: a notification nobody saw stays unread.
 *
 * Answers the ids that were unread when first shown in this visit, so the page can keep them
 * highlighted as new after the server has them read.
 */
export function useMarkShownRead(shown: AppNotification[]): ReadonlySet<number> {
  const markRead = useMarkNotificationsRead();
  const { mutate } = markRead;
  const visible = usePageVisible();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const sent = useRef(new Set<number>());

  useEffect(() => {
    if (!visible) return;
    const ids = shown.filter((n) => !n.read && !sent.current.has(n.id)).map((n) => n.id);
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    setFresh(new Set(sent.current));
    for (let i = 0; i < ids.length; i += IDS_PER_CALL) {
      const chunk = ids.slice(i, i + IDS_PER_CALL);
      // A failed call is tried again the next time the list changes.
      mutate(chunk, {
        onError: () => {
          for (const id of chunk) sent.current.delete(id);
        },
      });
    }
  }, [shown, visible, mutate]);

  return fresh;
}
