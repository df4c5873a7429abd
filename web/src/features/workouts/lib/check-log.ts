import { type WorkoutLogBody, workoutLogSchemaIn } from '@common/schemas/workout-logs';
import type { UnitPreferences } from '@common/units';
import { decimalUnreadable, readDecimal } from '@/components/ui/decimal-input';
import { browserTimeZone } from '@/lib/browser-time-zone';
import type { LiveExercise, LiveSet, LiveWorkout, SetBox } from './live-workout';
import { toLogInput } from './live-workout';
import { inMemberUnits } from './unit-messages';

// The logger's check before saving: the shared schema (the server's) over the log it would send,
// its date judged in the browser's zone as the server judges it (the save sends that zone),
// with each problem traced back to the exercise and set row the member filled in. The log holds
// done sets only, so its indexes are not the rows': 'Bench Press, set 2' is the second row.

export type { SetBox };

const BOX_OF: Record<string, SetBox> = {
  reps: 'reps',
  weightKg: 'weight',
  durationSeconds: 'time',
  distanceKm: 'distance',
};

export interface LogProblem {
  /** 'Bench Press, set 2: Reps must be a whole number between 0 and 1000'. */
  message: string;
  exerciseKey?: string;
  setKey?: string;
  /** The box the problem is in, when it is one. */
  box?: SetBox;
}

export type LogCheck = { ok: true; body: WorkoutLogBody } | { ok: false; problems: LogProblem[] };

/** The problem's place in the rows: the issue path is over the log's done sets and kept exercises. */
function placeOf(workout: LiveWorkout, path: PropertyKey[]): { exercise?: LiveExercise; set?: LiveSet; n?: number } {
  if (path[0] !== 'exercises' || typeof path[1] !== 'number') return {};
  const exercise = workout.exercises.filter((e) => e.sets.some((s) => s.done))[path[1]];
  if (!exercise || path[2] !== 'sets' || typeof path[3] !== 'number') return { exercise };
  const set = exercise.sets.filter((s) => s.done)[path[3]];
  return { exercise, set, n: set ? exercise.sets.indexOf(set) + 1 : undefined };
}

/** Each done set's box whose text could not be read ('6,2,5'): the member must mend it, at the box. */
function unreadableProblems(workout: LiveWorkout): LogProblem[] {
  return workout.exercises.flatMap((exercise) =>
    exercise.sets.flatMap((set, i) =>
      set.done
        ? Object.entries(set.unreadable ?? {}).map(([box, text]) => {
            const reading = readDecimal(text);
            return {
              message: `${exercise.name}, set ${i + 1}: ${reading.ok ? decimalUnreadable(text) : reading.message}`,
              exerciseKey: exercise.key,
              setKey: set.key,
              box: box as SetBox,
            };
          })
        : [],
    ),
  );
}

/**
 * The log to save, or every problem with it, each naming its exercise and set, with weights and
 * distances in the member's units. One problem per box (the schema may find two in one). A set
 * with a box that could not be read shows that problem alone: its other figures wait for it.
 */
export function checkLog(workout: LiveWorkout, durationMinutes: number | null, units: UnitPreferences): LogCheck {
  const unreadable = unreadableProblems(workout);
  const parsed = workoutLogSchemaIn(browserTimeZone()).safeParse(toLogInput(workout, durationMinutes));
  if (parsed.success && unreadable.length === 0) return { ok: true, body: parsed.data };
  const problems: LogProblem[] = [...unreadable];
  const waiting = new Set(unreadable.map((p) => p.setKey));
  const seen = new Set<string>();
  for (const issue of parsed.error?.issues ?? []) {
    const { exercise, set, n } = placeOf(workout, issue.path);
    if (set && waiting.has(set.key)) continue;
    const box = set ? BOX_OF[String(issue.path[4])] : undefined;
    const text = inMemberUnits(issue.message, units);
    const message =
      exercise && set ? `${exercise.name}, set ${n}: ${text}` : exercise ? `${exercise.name}: ${text}` : text;
    const place = `${exercise?.key}|${set?.key}|${box ?? issue.path.join('.')}`;
    if (seen.has(place)) continue;
    seen.add(place);
    problems.push({ message, exerciseKey: exercise?.key, setKey: set?.key, box });
  }
  return { ok: false, problems };
}

/** The id of a problem's message on screen, for the box it is about to be described by. */
export const problemId = (base: string, index: number) => `${base}-problem-${index}`;
