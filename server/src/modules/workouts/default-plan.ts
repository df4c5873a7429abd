import { SAMPLE_TODAY, SAMPLE_WEEK } from '@common/fitness/sample-week';
import type { WorkoutPlan } from '@common/schemas/workouts';
import type { FastifyInstance } from 'fastify';
import { nextDefaultName } from '../../db/next-default-name';
import { transaction } from '../../db/pool';
import { type AuditActor, recordAudit } from '../audit';
import { planWithSchedule } from './plan-helpers';
import { insertPlan as insertWorkoutPlan, replaceSchedule } from './plan-writes';

// 'Create a Default Plan' (spec section 2, Admin Dashboard), workouts' half: a recommended plan
// every member then sees, built from what the app already knows (the sample week, the catalogue's
// exercises), never typed in by hand.

const LOWER_BODY = [
  { name: 'Back Squat', sets: 3, reps: 8 },
  { name: 'Romanian Deadlift', sets: 3, reps: 10 },
  { name: 'Walking Lunge', sets: 3, reps: 12 },
  { name: 'Standing Calf Raise', sets: 3, reps: 15 },
  { name: 'Plank', sets: 3, durationSeconds: 45 },
];
const CARDIO = [{ name: 'Running', sets: 1, durationSeconds: 30 * 60 }];

/** The sample week's pattern: strength days alternate upper and lower body, cardio days run. */
function defaultWeek() {
  let strengthDay = 0;
  return SAMPLE_WEEK.filter((d) => d.focus !== 'rest').map(({ weekday, focus }) => {
    if (focus === 'cardio') return { weekday, title: 'Cardio', exercises: CARDIO };
    const upper = strengthDay++ % 2 === 0;
    return upper
      ? { weekday, title: SAMPLE_TODAY.title, exercises: SAMPLE_TODAY.exercises }
      : { weekday, title: 'Lower Body Strength', exercises: LOWER_BODY };
  });
}

export async function createDefaultWorkoutPlan(app: FastifyInstance, actor: AuditActor): Promise<WorkoutPlan> {
  const week = defaultWeek();
  const names = [...new Set(week.flatMap((d) => d.exercises.map((e) => e.name)))];
  const { rows } = await app.db.query<{ id: number; name: string }>(
    'select id, name from exercises where user_id is null and name = any($1)',
    [names],
  );
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  const missing = names.filter((n) => !idOf.has(n));
  // The library is loaded at start; a missing name is a broken deployment, not a request error.
  if (missing.length > 0) throw new Error(`default plan: not in the exercise library: ${missing.join(', ')}`);
  const name = await nextDefaultName(app.db, 'workout_plans', 'Default Full-Body Plan');
  const planId = await transaction(app.db, async (tx) => {
    const id = await insertWorkoutPlan(tx, null, {
      name,
      description: `A balanced week for everyone: ${SAMPLE_TODAY.minutes}-minute upper and lower body strength days, two cardio days and rest in between.`,
      level: 'beginner',
      goal: 'strength',
      frequency: week.length,
      durationWeeks: 8,
      minutesPerSession: SAMPLE_TODAY.minutes,
      curated: true,
    });
    await replaceSchedule(
      tx,
      id,
      week.map((day) => ({
        weekday: day.weekday,
        title: day.title,
        exercises: day.exercises.map(({ name: exercise, ...target }) => ({
          exerciseId: idOf.get(exercise)!,
          ...target,
        })),
      })),
    );
    await recordAudit(tx, actor, 'workout_plan.create_default', { type: 'workout_plan', id, label: name });
    return id;
  });
  return planWithSchedule(app.db, planId);
}
