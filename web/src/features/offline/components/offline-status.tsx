import { OFFLINE_TEXTS as T } from '@common/offline-texts';
import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/use-online';
import type { OutboxEntry } from '../lib/offline-db';
import { removeEntry, requeue } from '../lib/outbox';
import { useOfflineSync, useOutbox } from '../lib/use-outbox';

/**
 * Under the header of every signed-in page (issue 17): that the app is offline, how many finished
 * workouts wait to sync, and each workout the server refused (its plan was deleted, say), with
 * what the member can do about it. Nothing queued disappears without the member's say.
 */
export function OfflineStatus({ userId }: { userId: number }) {
  const online = useOnline();
  const entries = useOutbox(userId);
  const pending = entries.filter((e) => e.status === 'pending');
  const conflicts = entries.filter((e) => e.status === 'conflict');
  const sync = useOfflineSync(userId, pending.length);
  if (online && entries.length === 0) return null;
  return (
    <div className="mx-auto flex w-full max-w-[90rem] flex-col gap-2 px-3 pt-3 sm:px-6">
      {(!online || pending.length > 0) && (
        <div
          role="status"
          aria-label="Connection"
          className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {!online && (
            <>
              <CloudOff className="size-4" aria-hidden="true" />
              <span className="font-semibold">{T.offline}</span>
              <span>{T.offlineDetail}</span>
            </>
          )}
          {pending.length > 0 && <span className="font-semibold">{T.waiting(pending.length)}</span>}
          {online && pending.length > 0 && (
            <Button type="button" size="sm" variant="outline" onClick={sync}>
              <RefreshCw aria-hidden="true" />
              {T.syncNow}
            </Button>
          )}
        </div>
      )}
      {conflicts.length > 0 && (
        <section
          role="alert"
          aria-label={T.conflictsTitle}
          className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm"
        >
          <h2 className="font-semibold">{T.conflictsTitle}</h2>
          <p className="text-muted-foreground">{T.conflictHelp}</p>
          <ul className="mt-2 flex flex-col gap-2">
            {conflicts.map((entry) => (
              <ConflictRow key={entry.key} entry={entry} onRequeued={sync} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function ConflictRow({ entry, onRequeued }: { entry: OutboxEntry; onRequeued: () => void }) {
  const name = `${entry.body.title ?? 'Workout'}, ${entry.body.date}`;
  const discard = () => {
    if (window.confirm(T.discardConfirm)) void removeEntry(entry);
  };
  return (
    <li aria-label={name} className="flex flex-wrap items-center gap-2">
      <span className="font-medium">{name}:</span>
      <span className="text-destructive">{entry.problem}</span>
      <span className="flex gap-2">
        {entry.body.planId != null && (
          <Button
            type="button"
            size="sm"
            onClick={() => void requeue(entry, { ...entry.body, planId: null }).then(onRequeued)}
          >
            {T.saveWithoutPlan}
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void requeue(entry, entry.body).then(onRequeued)}
        >
          {T.retry}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={discard}>
          {T.discard}
        </Button>
      </span>
    </li>
  );
}
