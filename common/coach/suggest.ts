import { COACH_WHY as WHY } from '../coach-texts';
import {
  type CoachHistory,
  type CoachPlanDay,
  type CoachPlanRef,
  type CoachSettings,
  type CoachSuggestion,
  DEFAULT_PROGRESSION,
  type Progression,
  type SuggestedSet,
} from '../schemas/coach';
import { KG_PER_LB, type WeightUnit, weightFromKg, weightToKg } from '../units';
import { rtsPercent, setRpe } from './rts';
import { entrySessions, sameLoad, type WorkingSession, workoutSessions } from './sessions';
import {
  ceilToStep,
  defaultStepFor,
  floorToStep,
  loadable,
  nearestStep,
  stepDown,
  stepFor,
  stepUp,
  tidy,
} from './steps';
import { warmupRamp } from './warmups';

// The coach's rules (issue 33), written once: the server answers GET /api/exercises/{id}/suggestion
// with them and the logger computes the same in the browser (also offline). Pure: the same
// history, scheme and settings always give the same suggestion.

export interface SuggestInput {
  history: CoachHistory;
  /** The plan's (or the query's) scheme; null: double progression, 8-12. */
  progression: Progression | null;
  /** How many working sets the plan asks for; null: as many as last time. */
  plannedSets: number | null;
  settings: CoachSettings;
  /** The plan the scheme comes from, said with the suggestion. */
  plan?: CoachPlanRef | null;
  /** The plan day whose entry gives the scheme and sets (the next day the member trains the exercise). */
  planDay?: CoachPlanDay | null;
  /**
   * Which entry of the exercise in its workout or plan day this is for: 1 (the default) its first,
   * 2 its second (the back-off sets after a heavy entry, say). It follows the same entry of past
   * workouts (entrySessions).
   */
  occurrence?: number;
}

type Plan = Pick<CoachSuggestion, 'outcome' | 'why'> & { weight: number | null; reps: number[] };

/** A weight in the member's unit and in kg; `keptKg` keeps the exact kg of a weight lifted before. */
function suggestedSets(plan: Plan, count: number, unit: WeightUnit, keptKg: number | null): SuggestedSet[] {
  const weightKg = plan.weight === null ? null : (keptKg ?? weightToKg(plan.weight, unit));
  return Array.from({ length: count }, (_, i) => ({
    weight: plan.weight,
    weightKg,
    reps: plan.reps[Math.min(i, plan.reps.length - 1)],
    unit,
  }));
}

/** Each set one rep more than last time, up to `top` when given. */
const oneMore = (reps: number[], top: number | null) => reps.map((r) => (top !== null && r >= top ? top : r + 1));

/**
 * Reps for `count` sets: the first `count` when the plan asks for fewer than last time, the last
 * repeated for the sets the plan adds. Every rule that lists reps in its why-line lists these, so
 * the line says the sets the suggestion holds.
 */
const toSetCount = (reps: number[], count: number) =>
  Array.from({ length: count }, (_, i) => reps[Math.min(i, reps.length - 1)]);

function doubleProgression(
  sessions: WorkingSession[],
  p: Extract<Progression, { scheme: 'double' }>,
  ctx: Context,
): Plan {
  const [last] = sessions;
  const { weight, step, unit, count } = ctx;
  if (last.reps.every((r) => r >= p.max)) {
    if (ctx.assisted && weight <= 0) return noAssistanceLeft(last, p.max, ctx);
    if (step === null) {
      const reps = toSetCount(last.reps, count);
      return { outcome: 'repeat', why: WHY.noStep(reps), weight, reps };
    }
    const next = ctx.assisted ? stepDown(weight, step) : ctx.load(stepUp(weight, step), 'up');
    if (next === null) return { outcome: 'repeat', why: WHY.platesLimit, weight, reps: [p.max] };
    const change = tidy(Math.abs(next - weight));
    const why = (ctx.assisted ? WHY.lessAssistance : WHY.topReached)(
      p.max,
      change,
      unit,
      p.min,
      ctx.isDefaultStep(change),
    );
    return { outcome: 'progress', why, weight: next, reps: [p.min] };
  }
  if (step !== null && stalled(sessions, p.min)) {
    const deload = ctx.assisted
      ? Math.max(ceilToStep(weight * 1.1, step), stepUp(weight, step))
      : ctx.load(floorToStep(weight * 0.9, step), 'down')!;
    return { outcome: 'deload', why: WHY.stall(weight, unit, deload, ctx.assisted), weight: deload, reps: [p.min] };
  }
  const reps = toSetCount(oneMore(last.reps, p.max), count);
  return { outcome: 'repeat', why: WHY.climb(weight, unit, reps, ctx.assisted), weight, reps };
}

/**
 * Three sessions in a row at the same load in which the later two made no progress: no set gained
 * a rep over the same set the session before, or a set fell short of the bottom of the range.
 */
function stalled(sessions: WorkingSession[], bottom: number): boolean {
  if (sessions.length < 3) return false;
  const [a, b, c] = sessions;
  if (!sameLoad(a.loadKg, b.loadKg) || !sameLoad(b.loadKg, c.loadKg)) return false;
  const noProgress = (s: WorkingSession, before: WorkingSession) =>
    s.reps.some((r) => r < bottom) || !s.reps.some((r, i) => r > (before.reps[i] ?? 0));
  return noProgress(a, b) && noProgress(b, c);
}

function linearProgression(
  sessions: WorkingSession[],
  p: Extract<Progression, { scheme: 'linear' }>,
  ctx: Context,
): Plan {
  const [last, before] = sessions;
  const { weight, step, unit, count } = ctx;
  const hit = (s: WorkingSession) => s.reps.every((r) => r >= p.reps);
  if (hit(last) && ctx.assisted && weight <= 0) return noAssistanceLeft(last, p.reps, ctx);
  // Reached, but nothing to add: the line says so, not that the target was missed.
  if (hit(last) && step === null) {
    const reps = toSetCount([p.reps], count);
    return { outcome: 'repeat', why: WHY.noStep(reps), weight, reps };
  }
  if (hit(last) && step !== null) {
    const next = ctx.assisted ? stepDown(weight, step) : ctx.load(stepUp(weight, step), 'up');
    if (next === null) return { outcome: 'repeat', why: WHY.platesLimit, weight, reps: [p.reps] };
    const change = tidy(Math.abs(next - weight));
    return {
      outcome: 'progress',
      why: (ctx.assisted ? WHY.linearLessAssistance : WHY.linearAdd)(p.reps, change, unit, ctx.isDefaultStep(change)),
      weight: next,
      reps: [p.reps],
    };
  }
  if (!hit(last) && before && !hit(before) && step !== null) {
    const deload = ctx.assisted
      ? Math.max(ceilToStep(weight * 1.1, step), stepUp(weight, step))
      : ctx.load(floorToStep(weight * 0.9, step), 'down')!;
    return { outcome: 'deload', why: WHY.linearDeload(deload, unit, ctx.assisted), weight: deload, reps: [p.reps] };
  }
  return { outcome: 'repeat', why: WHY.linearRetry(weight, unit, p.reps), weight, reps: [p.reps] };
}

/**
 * Every set reached the target with no assistance: there is none left to take off, so the
 * progression moves to reps, one more on each set (past the top of the range), and the line says
 * the member can move on to the exercise done unassisted. Never a step of 0, never less than none.
 */
function noAssistanceLeft(last: WorkingSession, target: number, ctx: Context): Plan {
  const reps = toSetCount(oneMore(last.reps, null), ctx.count);
  return { outcome: 'progress', why: WHY.noAssistanceLeft(target, reps), weight: ctx.weight, reps };
}

/** The best recent working set with an RPE sets a max; the target's percentage of it is the weight. */
function effortBased(
  sessions: WorkingSession[],
  p: Extract<Progression, { scheme: 'rpe' }>,
  ctx: Context,
  loggingType: CoachHistory['loggingType'],
): Plan {
  const none = (why: string): Plan => ({ outcome: 'needs_rpe', why, weight: null, reps: [p.reps] });
  if (loggingType !== 'weight_reps') return none(WHY.effortNeedsLoad);
  let best: { maxKg: number; weightKg: number; reps: number; rpe: number } | null = null;
  for (const s of sessions.flatMap((x) => x.sets)) {
    const rpe = setRpe(s);
    const percent = rpe === null ? null : rtsPercent(s.reps!, rpe);
    if (percent === null) continue;
    const maxKg = s.weightKg! / (percent / 100);
    if (!best || maxKg > best.maxKg + 1e-9) best = { maxKg, weightKg: s.weightKg!, reps: s.reps!, rpe: rpe! };
  }
  if (!best) return none(WHY.needsRpe);
  const percent = rtsPercent(p.reps, p.rpe)!;
  const exact = (kg: number) => (ctx.unit === 'kg' ? kg : kg / KG_PER_LB);
  const target = exact(best.maxKg) * (percent / 100);
  const weight =
    ctx.step === null ? tidy(Math.round(target * 10) / 10) : ctx.load(nearestStep(target, ctx.step), 'nearest')!;
  const why = WHY.effort(
    weightFromKg(best.weightKg, ctx.unit),
    best.reps,
    best.rpe,
    Math.round(exact(best.maxKg) * 10) / 10,
    ctx.unit,
    percent,
    weight,
  );
  return { outcome: 'effort', why, weight, reps: [p.reps] };
}

interface Context {
  unit: WeightUnit;
  /** Last session's working load in the member's unit. */
  weight: number;
  step: number | null;
  /** Whether a change of this much is one default step (the member set no step for this equipment). */
  isDefaultStep: (change: number) => boolean;
  /** How many working sets to suggest: the plan entry's, else as many as last time. */
  count: number;
  assisted: boolean;
  load: (target: number, direction: 'up' | 'down' | 'nearest') => number | null;
}

/** The next session of one exercise: its working sets, a warm-up ramp, and why. */
export function suggestNextSession(input: SuggestInput): CoachSuggestion {
  const { history, settings } = input;
  const progression = input.progression ?? DEFAULT_PROGRESSION;
  const unit = settings.unit;
  const plan = input.plan ?? null;
  const occurrence = input.occurrence ?? 1;
  // The sets this entry did in past workouts: a back-off entry its own, not the heavy entry's.
  const own = entrySessions(history, occurrence);
  const base = {
    exerciseId: history.exerciseId,
    unit,
    progression,
    // A plan entry without a scheme follows the default: it is said to be one, not the plan's.
    progressionFrom: input.progression === null ? ('default' as const) : plan ? ('plan' as const) : ('query' as const),
    plan,
    planDay: plan ? (input.planDay ?? null) : null,
    defaults: { step: null, bar: null } as CoachSuggestion['defaults'],
    warmups: [] as SuggestedSet[],
    lastSession: own.last,
  };
  const type = history.loggingType;
  if (type === 'duration' || type === 'distance_duration')
    return { ...base, outcome: 'not_coached', sets: [], why: WHY.notCoached };
  const sessions = own.sessions;
  if (sessions.length === 0) {
    // A later entry no recent workout holds: the exercise's other entries are not its sets (D6).
    const why = occurrence > 1 && history.sessions.length > 0 ? WHY.firstOfEntry(occurrence) : WHY.firstSession;
    return { ...base, outcome: 'first_session', sets: [], why };
  }
  const [last] = sessions;
  const count = input.plannedSets ?? last.reps.length;
  if (type === 'reps_only') {
    const reps = toSetCount(oneMore(last.reps, null), count);
    const next: Plan = { outcome: 'progress', why: WHY.repsOnly(reps), weight: null, reps };
    return { ...base, outcome: next.outcome, why: next.why, sets: suggestedSets(next, count, unit, null) };
  }
  const step = stepFor(history.equipment, settings);
  const defaultStep = defaultStepFor(history.equipment, settings);
  const ctx: Context = {
    unit,
    weight: weightFromKg(last.loadKg!, unit),
    step,
    isDefaultStep: (change) => defaultStep !== null && Math.abs(change - defaultStep) < 1e-9,
    count,
    assisted: type === 'assisted_bodyweight',
    load: (target, direction) => loadable(target, direction, history.equipment, settings),
  };
  const next =
    progression.scheme === 'double'
      ? doubleProgression(sessions, progression, ctx)
      : progression.scheme === 'linear'
        ? linearProgression(sessions, progression, ctx)
        : effortBased(workoutSessions(history), progression, ctx, type);
  const keptKg = next.weight !== null && next.weight === ctx.weight ? last.loadKg : null;
  const sets = suggestedSets(next, count, unit, keptKg);
  // A later entry of the day (back-off sets) comes after the first: the member is warm by then.
  const warmups =
    history.equipment === 'barbell' && next.weight !== null && type === 'weight_reps' && occurrence === 1
      ? warmupRamp(next.weight, history.equipment, settings)
      : [];
  // The defaults the figures rest on: the step when a new weight or the warm-up is on its grid,
  // the bar when the warm-up starts with it or the plates are loaded on it.
  const newWeight = next.weight !== null && (next.weight !== ctx.weight || next.outcome === 'effort');
  const barUsed = warmups.length > 0 || (history.equipment === 'barbell' && settings.plates.length > 0 && newWeight);
  const defaults = {
    step: warmups.length > 0 || newWeight ? defaultStep : null,
    bar: barUsed && !settings.customBar ? settings.barWeight : null,
  };
  return { ...base, outcome: next.outcome, why: next.why, sets, warmups, defaults };
}
