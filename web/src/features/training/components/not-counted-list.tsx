import type { TrainingSession } from '@common/schemas/training';
import { TRAINING_TEXTS as T } from '@common/training-texts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useRateEffort } from '../api/rate-effort';
import { EffortSelect } from './effort-select';

function NotCountedRow({ session }: { session: TrainingSession }) {
  const id = useId();
  const [effort, setEffort] = useState<number | null>(null);
  const rate = useRateEffort(session.kind, session.id);
  const date = new Date(`${session.date}T12:00:00`).toLocaleDateString('en-US', { dateStyle: 'medium' });
  return (
    <li className="flex flex-wrap items-end justify-between gap-2 py-2">
      <div className="min-w-0">
        {session.kind === 'activity' ? (
          <Link to={`/activities/${session.id}`} className="font-medium underline [overflow-wrap:anywhere]">
            {session.title}
          </Link>
        ) : (
          <span className="font-medium [overflow-wrap:anywhere]">{session.title}</span>
        )}
        <p className="text-xs text-muted-foreground">
          {session.kind === 'activity' ? 'Activity' : 'Workout'} · {date}
          {session.hasHeartRate && ' · has heart rate: set your maximum in Settings to count it'}
        </p>
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          // On the promise, not mutate's callbacks: a rated session leaves this list, and the row
          // may be gone before a per-call callback would run (they are skipped once unmounted).
          void rate.mutateAsync(effort).then(
            () => toast({ title: T.effortSaved, variant: 'success' }),
            (e) => toast({ title: errorMessage(e, 'Could not save the rating'), variant: 'destructive' }),
          );
        }}
      >
        <label htmlFor={id} className="sr-only">
          {/* Two sessions may share a title: the date tells their boxes apart. */}
          {`${T.effortLabel}: ${session.title}, ${date}`}
        </label>
        <EffortSelect id={id} className="w-44" value={effort} onChange={setEffort} />
        <Button type="submit" variant="outline" disabled={effort === null || rate.isPending}>
          Rate
        </Button>
      </form>
    </li>
  );
}

/** The range's sessions whose load is unknown: listed, never counted as 0, each rateable here. */
export function NotCountedList({ sessions }: { sessions: TrainingSession[] }) {
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby="not-counted-heading" className="flex flex-col gap-1">
      <h3 id="not-counted-heading" className="font-semibold">
        {T.notCountedTitle} ({sessions.length})
      </h3>
      <p className="text-sm text-muted-foreground">{T.notCountedHint}</p>
      <ul aria-label="Sessions not counted" className="flex flex-col divide-y divide-border">
        {sessions.map((s) => (
          <NotCountedRow key={`${s.kind}-${s.id}`} session={s} />
        ))}
      </ul>
    </section>
  );
}
