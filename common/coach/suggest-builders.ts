import type { Equipment, LoggingType } from '../exercises/vocab';
import type {
  CoachHistory,
  CoachPlanDay,
  CoachPlanRef,
  CoachSession,
  CoachSet,
  CoachSettings,
  Progression,
} from '../schemas/coach';
import { defaultCoachSettings } from './steps';
import { suggestNextSession } from './suggest';

// Builders shared by the coach's rule tests (suggest-*.test.ts). They live beside the rules, not
// under server/src/test/: common/ imports neither side, and these tests are common's own.

export const set = (weightKg: number | null, reps: number, extra: Partial<CoachSet> = {}): CoachSet => ({
  kind: 'normal',
  reps,
  weightKg,
  rpe: null,
  rir: null,
  ...extra,
});
export const session = (date: string, sets: CoachSet[], logId: number | null = 1): CoachSession => ({
  date,
  logId,
  sets,
});
export const at = (kg: number, ...reps: number[]) => reps.map((r) => set(kg, r));

export function history(
  sessions: CoachSession[],
  equipment: Equipment = 'barbell',
  loggingType: LoggingType = 'weight_reps',
) {
  return { exerciseId: 7, equipment, loggingType, sessions } satisfies CoachHistory;
}

export function suggest(
  sessions: CoachSession[],
  options: {
    progression?: Progression | null;
    equipment?: Equipment;
    loggingType?: LoggingType;
    settings?: Partial<CoachSettings>;
    plannedSets?: number | null;
    plan?: CoachPlanRef | null;
    planDay?: CoachPlanDay | null;
    occurrence?: number;
  } = {},
) {
  const settings = { ...defaultCoachSettings('kg'), ...options.settings };
  return suggestNextSession({
    history: history(sessions, options.equipment, options.loggingType),
    progression: options.progression ?? null,
    plannedSets: options.plannedSets ?? null,
    settings,
    plan: options.plan ?? null,
    planDay: options.planDay ?? null,
    occurrence: options.occurrence,
  });
}

export const shape = (s: ReturnType<typeof suggest>) => s.sets.map((x) => `${x.weight ?? '-'}x${x.reps}`).join(' ');
