import { OFFLINE_TOASTS as T } from '@common/offline-texts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { toast } from '@/components/ui/toast';
import { useOnline } from '@/lib/use-online';
import type { OutboxEntry } from './offline-db';
import { outboxStore, syncOutbox } from './outbox';
import { persistQueries, restoreQueries } from './persist-queries';

const RETRY_MS = 30_000;

/** The member's queued workouts, live (this tab's and other tabs' changes). */
export function useOutbox(userId: number): readonly OutboxEntry[] {
  useEffect(() => void outboxStore.load(userId), [userId]);
  const entries = useSyncExternalStore(outboxStore.subscribe, outboxStore.snapshot, outboxStore.snapshot);
  return entries.filter((e) => e.userId === userId);
}

/**
 * Keeps the member's offline data going while the app is open: restores the persisted workouts
 * queries and keeps writing them, and syncs the outbox at start, whenever the network comes back,
 * and every 30 s while something waits. Synced workouts refresh every workouts view.
 */
export function useOfflineSync(userId: number, pending: number): () => void {
  const queryClient = useQueryClient();
  const online = useOnline();

  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    void restoreQueries(queryClient, userId)
      .catch(() => undefined)
      .then(() => {
        if (!cancelled) stop = persistQueries(queryClient, userId);
      });
    return () => {
      cancelled = true;
      stop();
    };
  }, [queryClient, userId]);

  const sync = useCallback(() => {
    void syncOutbox(userId).then(({ saved, refused }) => {
      if (saved.length > 0) {
        // The workouts feature's key root: its lists, calendar and records include them now.
        void queryClient.invalidateQueries({ queryKey: ['workouts'] });
        toast({ title: T.synced(saved.length), variant: 'success' });
      }
      if (refused > 0) toast({ title: T.conflict, variant: 'destructive' });
    });
  }, [queryClient, userId]);

  useEffect(() => {
    if (online) sync();
  }, [online, sync]);

  useEffect(() => {
    if (!online || pending === 0) return;
    const timer = setInterval(sync, RETRY_MS);
    return () => clearInterval(timer);
  }, [online, pending, sync]);

  return sync;
}
