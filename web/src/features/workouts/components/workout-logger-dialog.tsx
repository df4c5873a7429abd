import { shareSummaryOf } from '@common/fitness/share-summary';
import type { WorkoutLog } from '@common/schemas/workout-logs';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { readDecimal } from '@/components/ui/decimal-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useSession, useUnits } from '@/features/auth';
import { clearDraft, newClientKey, saveDraft } from '@/features/offline';
import { useExercises } from '../api/exercises';
import { useSaveLog } from '../api/logs';
import { checkLog, problemId, type SetBox } from '../lib/check-log';
import { countDoneSets, type LoggerStart, startWorkout } from '../lib/live-workout';
import { liveWorkoutReducer } from '../lib/live-workout-reducer';
import { type LoggerDraft, resumedWorkout } from '../lib/logger-draft';
import { primeRestSound } from '../lib/rest-alerts';
import { LiveBar, LoggerDetails } from './logger-details';
import { LoggerExercises } from './logger-exercises';
import { RestTimer } from './rest-timer';
import { ShareWorkoutStep } from './share-workout-step';

export type { LoggerStart } from '../lib/live-workout';

/**
 * Records a workout: the live workout dialog of Start Workout (sets marked done as they happen,
 * a rest timer between sets, the clock giving the duration) and the manual form for past
 * workouts. The whole workout is one state object (lib/live-workout.ts). Saving stores a log; a
 * new one can then be shared as a post.
 *
 * A new workout works offline (issue 17): every change is kept on the device (a draft, offered
 * back by the workouts page after the tab was closed), and it is saved with an Idempotency-Key
 * made when it started, queued to sync later when there is no network.
 */
export function WorkoutLoggerDialog({
  start,
  resume,
  onClose,
}: {
  start: LoggerStart;
  /** A workout in progress kept on the device, to carry on with. */
  resume?: LoggerDraft;
  onClose: () => void;
}) {
  const ids = useId();
  const { user } = useSession();
  const library = useExercises();
  const units = useUnits();
  const save = useSaveLog();
  const [workout, dispatch] = useReducer(liveWorkoutReducer, start, (s) =>
    resume ? resumedWorkout(resume) : startWorkout(s),
  );
  const [clientKey] = useState(() => resume?.clientKey ?? newClientKey());
  const live = workout.mode === 'live';
  const [now, setNow] = useState(() => Date.now());
  // After a refused save, the problems follow every change, so a mended box loses its mark at once.
  const [checked, setChecked] = useState(false);
  // Each refused save moves the focus to the first bad box, as the plan builder's form does.
  const [refusals, setRefusals] = useState(0);
  const contentRef = useRef<HTMLDivElement>(null);
  const [saved, setSaved] = useState<WorkoutLog | null>(null);
  const userId = user?.id;
  const isNew = !start.log;

  // The workout in progress, on the device after every change (not an edit of a saved log).
  useEffect(() => {
    if (isNew && userId !== undefined && !saved) void saveDraft(userId, { clientKey, workout } satisfies LoggerDraft);
  }, [isNew, userId, saved, clientKey, workout]);
  const forgetDraft = () => {
    if (isNew && userId !== undefined) void clearDraft(userId);
  };

  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [live]);

  const elapsedMinutes = Math.max(1, Math.round((now - workout.startedAt) / 60_000));
  const doneSets = countDoneSets(workout.exercises);

  const check = () => {
    const typed = readDecimal(workout.minutes);
    // An imported workout with an unknown duration stays unknown unless the member types one.
    const unknownKept = start.log !== undefined && start.log.durationMinutes === null;
    // Text that is not one number is NaN, which the check refuses (never read as empty).
    const minutes = !typed.ok ? Number.NaN : typed.value;
    return checkLog(workout, minutes ?? (live ? elapsedMinutes : unknownKept ? null : Number.NaN), units);
  };
  const rechecked = checked ? check() : null;
  const problems = rechecked && !rechecked.ok ? rechecked.problems : [];
  // Each bad box, by set, is marked invalid and described by its problem's line.
  const invalid = new Map<string, Partial<Record<SetBox, string>>>();
  problems.forEach((p, i) => {
    if (p.setKey && p.box) invalid.set(p.setKey, { ...invalid.get(p.setKey), [p.box]: problemId(ids, i) });
  });

  useEffect(() => {
    if (refusals > 0) contentRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = () => {
    const result = check();
    setChecked(!result.ok);
    if (!result.ok) return setRefusals((n) => n + 1);
    save.mutate(
      {
        id: start.log?.id,
        body: result.body,
        once: isNew && userId !== undefined ? { userId, clientKey } : undefined,
      },
      {
        onSuccess: (log) => {
          forgetDraft();
          // Kept on the device (offline): nothing to share yet.
          if (start.log || !log) onClose();
          else setSaved(log);
        },
      },
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
    if (!saved) forgetDraft();
    onClose();
  };

  const onSetDone = live
    ? () => {
        // The tap that ends a set also lets the rest's end beep later.
        primeRestSound();
        dispatch({ type: 'rest-start', now: Date.now() });
      }
    : undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && leave()}>
      <DialogContent ref={contentRef} className="max-w-2xl p-4 sm:p-6" aria-describedby={`${ids}-desc`}>
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
            {live && <LiveBar workout={workout} now={now} doneSets={doneSets} dispatch={dispatch} />}
            {workout.restEndsAt !== null && (
              <RestTimer
                endsAt={workout.restEndsAt}
                onSkip={() => dispatch({ type: 'rest-stop' })}
                onExtend={(seconds) => dispatch({ type: 'rest-extend', seconds, now: Date.now() })}
              />
            )}
            <LoggerDetails workout={workout} dispatch={dispatch} elapsedMinutes={elapsedMinutes} part="top" />
            {library.isPending ? (
              <Spinner label="Loading exercises" />
            ) : (
              <LoggerExercises
                workout={workout}
                dispatch={dispatch}
                library={library.data ?? []}
                units={units}
                onSetDone={onSetDone}
                invalid={invalid}
              />
            )}
            <LoggerDetails workout={workout} dispatch={dispatch} elapsedMinutes={elapsedMinutes} part="bottom" />
            {problems.length > 0 && (
              <div role="alert" className="text-sm font-medium text-destructive">
                <ul className="flex flex-col gap-1">
                  {problems.map((p, i) => (
                    <li key={`${p.exerciseKey}|${p.setKey}|${p.box}|${p.message}`} id={problemId(ids, i)}>
                      {p.message}
                    </li>
                  ))}
                </ul>
              </div>
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
