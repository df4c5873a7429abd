import { localIsoDate } from '@common/fitness/dates';
import { shareSummaryOf } from '@common/fitness/share-summary';
import { type WorkoutLog, workoutLogSchema } from '@common/schemas/workout-logs';
import { useEffect, useId, useReducer, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useExercises } from '../api/exercises';
import { useSaveLog } from '../api/logs';
import { formatClock } from '../lib/format';
import { countDoneSets, type LiveExercise, liveWorkoutReducer, toLogInput } from '../lib/live-workout';
import { LoggerExercises } from './logger-exercises';
import { REST_CHOICES, RestTimer } from './rest-timer';
import { ShareWorkoutStep } from './share-workout-step';

export interface LoggerStart {
  /** live: today, as it happens (clock, done marks, rest timer); manual: a past or edited workout. */
  mode: 'live' | 'manual';
  title: string;
  planId: number | null;
  exercises: LiveExercise[];
  /** The log being edited (manual mode). */
  log?: WorkoutLog;
}

/**
 * Records a workout: the live workout dialog of Start Workout (sets marked done as they happen,
 * a rest timer between sets, the clock giving the duration) and the manual form for past
 * workouts. Saving stores a log; a new one can then be shared as a post.
 */
export function WorkoutLoggerDialog({ start, onClose }: { start: LoggerStart; onClose: () => void }) {
  const live = start.mode === 'live';
  const ids = useId();
  const library = useExercises();
  const save = useSaveLog();
  const [exercises, dispatch] = useReducer(liveWorkoutReducer, start.exercises);
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [title, setTitle] = useState(start.title);
  const [date, setDate] = useState(start.log?.date ?? localIsoDate());
  const [minutes, setMinutes] = useState<string>(start.log ? String(start.log.durationMinutes) : '');
  const [notes, setNotes] = useState(start.log?.notes ?? '');
  const [restSeconds, setRestSeconds] = useState(90);
  const [restEndsAt, setRestEndsAt] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<WorkoutLog | null>(null);

  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [live]);

  const elapsedMinutes = Math.max(1, Math.round((now - startedAt) / 60_000));
  const doneSets = countDoneSets(exercises);

  const submit = () => {
    const input = toLogInput(exercises, {
      date,
      title,
      planId: start.planId,
      durationMinutes: minutes.trim() ? Number(minutes) : live ? elapsedMinutes : Number.NaN,
      notes,
    });
    const parsed = workoutLogSchema.safeParse(input);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the workout');
    setProblem(null);
    save.mutate(
      { id: start.log?.id, body: parsed.data },
      { onSuccess: (log) => (start.log ? onClose() : setSaved(log)) },
    );
  };

  // Escape, the close button or Cancel in the middle of a workout must not lose the sets done.
  const leave = () => {
    if (
      !saved &&
      !start.log &&
      doneSets > 0 &&
      !window.confirm('Discard this workout? The sets you marked done are not saved.')
    )
      return;
    onClose();
  };

  // Manual logs give their duration; a live one may leave it to the clock.
  const durationField = (hint?: string) => (
    <FormField id={`${ids}-minutes`} label="Duration (minutes)" hint={hint}>
      {(control) => (
        <Input
          {...control}
          type="number"
          min={1}
          max={600}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && leave()}>
      <DialogContent className="max-w-2xl" aria-describedby={`${ids}-desc`}>
        <DialogHeader>
          <DialogTitle>
            {saved ? 'Workout saved' : start.log ? 'Edit workout' : live ? 'Live workout' : 'Log a workout'}
          </DialogTitle>
          <DialogDescription id={`${ids}-desc`}>
            {saved
              ? 'Nice work! Share it with the people who follow you, or close.'
              : live
                ? 'Mark each set done as you finish it; the rest timer starts between sets.'
                : 'Record the sets you did.'}
          </DialogDescription>
        </DialogHeader>

        {saved ? (
          <ShareWorkoutStep log={saved} preview={shareSummaryOf(saved)} onDone={onClose} />
        ) : (
          <>
            {live && (
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <p>
                  Elapsed <span className="font-semibold tabular-nums">{formatClock((now - startedAt) / 1000)}</span>
                </p>
                <p>
                  Sets done <span className="font-semibold">{doneSets}</span>
                </p>
                <label htmlFor={`${ids}-rest`} className="ml-auto">
                  Rest between sets
                </label>
                <Select
                  id={`${ids}-rest`}
                  className="h-9 w-28"
                  options={REST_CHOICES.map((s) => ({ value: String(s), label: `${s} s` }))}
                  value={String(restSeconds)}
                  onChange={(event) => setRestSeconds(Number(event.target.value))}
                />
              </div>
            )}
            {restEndsAt !== null && (
              <RestTimer
                endsAt={restEndsAt}
                onSkip={() => setRestEndsAt(null)}
                onExtend={(s) => setRestEndsAt((end) => (end ?? Date.now()) + s * 1000)}
              />
            )}
            <FormField id={`${ids}-title`} label="Title">
              {(control) => (
                <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={100} />
              )}
            </FormField>
            {!live && (
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField id={`${ids}-date`} label="Date">
                  {(control) => (
                    <Input
                      {...control}
                      type="date"
                      value={date}
                      max={localIsoDate()}
                      onChange={(e) => setDate(e.target.value)}
                    />
                  )}
                </FormField>
                {durationField()}
              </div>
            )}
            {library.isPending ? (
              <Spinner label="Loading exercises" />
            ) : (
              <LoggerExercises
                exercises={exercises}
                dispatch={dispatch}
                library={library.data ?? []}
                defaultDone={!live}
                onSetDone={live ? () => setRestEndsAt(Date.now() + restSeconds * 1000) : undefined}
              />
            )}
            {live && durationField(`Leave empty to use the clock: ${elapsedMinutes} min.`)}
            <FormField id={`${ids}-notes`} label="Notes (optional)">
              {(control) => (
                <Textarea {...control} value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
              )}
            </FormField>
            {problem && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {problem}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={leave}>
                Cancel
              </Button>
              <Button type="button" onClick={submit} disabled={save.isPending}>
                {save.isPending ? 'Saving...' : start.log ? 'Save changes' : live ? 'Finish & Save' : 'Save workout'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
