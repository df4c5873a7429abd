// Visible texts of the coach (issue 33): the why-lines, validation messages and screen labels,
// shared by the server's answers and the web's screens so both say the same thing.

import { COACH_LIMITS as L } from './coach-limits';
import { formatCount } from './en-us-format';
import { LOG_LIMITS } from './workouts-limits';

const w = (weight: number, unit: string) => `${formatCount(weight, 2)} ${unit}`;
const list = (reps: number[]) => reps.join(', ');
/** 2 → 'second': which entry of an exercise in a workout. */
const ordinal = (n: number) => ['first', 'second', 'third', 'fourth', 'fifth'][n - 1] ?? `${n}th`;
/** A step added or taken: said to be the default when the member did not set it (D6). */
const stepChange = (change: number, unit: string, defaultStep: boolean) =>
  `${w(change, unit)}${defaultStep ? ' (the default step)' : ''}`;

/** How a deload was chosen: 90% of the weight, or 110% of the assistance, rounded to a real step. */
const deloadRule = (assisted: boolean) =>
  assisted ? '(10% more assistance, rounded up to a step you can set)' : '(90%, rounded down to a weight you can load)';

export const COACH_MESSAGES = {
  schemeInvalid: 'Choose a scheme: double, linear or rpe',
  schemeMissing: 'Name the scheme (double, linear or rpe) for these targets',
  rangeInvalid: `A rep range is two whole numbers from ${L.repsMin} to ${L.repsMax}, the first not above the second`,
  repsInvalid: `Reps must be a whole number from ${L.repsMin} to ${L.repsMax}`,
  rpeReps: `An effort-based target is ${L.repsMin} to ${L.rpeRepsMax} reps`,
  rpeTarget: `A target RPE is from ${L.rpeMin} to ${L.rpeMax}, in halves`,
  exerciseIds: `exerciseIds must be 1 to ${L.historyExercisesMax} exercise ids separated by commas`,
  unitInvalid: 'Choose kg or lb',
  stepInvalid: `A step is a weight above 0 and at most ${L.stepMax}, in hundredths`,
  barInvalid: `The bar's weight is above 0 and at most ${L.barMax}, in hundredths`,
  plateInvalid: `A plate weighs above 0 and at most ${L.plateMax}, in hundredths`,
  platesMax: `List at most ${L.platesMax} pairs of plates`,
  exerciseNotInPlan: 'This exercise is not in that plan',
  exerciseNotOnDay: 'This exercise is not on that day of the plan',
  setRpeInvalid: `RPE must be from ${LOG_LIMITS.rpeMin} to ${LOG_LIMITS.rpeMax}, in halves`,
  setRirInvalid: `RIR must be a whole number from 0 to ${LOG_LIMITS.rirMax}`,
} as const;

/** How each estimated max is worked out: the coach's and the records' are different methods, and say so. */
export const ONE_REP_MAX_METHODS = {
  rpe: 'it counts the reps you had left; the Epley 1RM in your records reads a set as taken to failure',
  epley: 'Epley: weight × (1 + reps ÷ 30), as if the set was taken to failure',
  epleyShort: 'Epley',
} as const;

/** The why-line of each outcome, with the figures it rests on. */
export const COACH_WHY = {
  firstSession: 'No session logged yet: enter what you lift today, and the coach takes it from there.',
  /** A later entry of an exercise (back-off sets after a heavy entry) that no recent workout holds. */
  firstOfEntry: (occurrence: number) =>
    `None of your recent workouts holds this exercise a ${ordinal(occurrence)} time: enter what you lift in this entry today, and the coach follows it from there.`,
  notCoached: 'The coach suggests weights and reps; this exercise records time or distance.',
  topReached: (top: number, step: number, unit: string, bottom: number, defaultStep = false) =>
    `Every set reached ${top} reps last time: add ${stepChange(step, unit, defaultStep)} and start again at ${bottom} reps.`,
  lessAssistance: (top: number, step: number, unit: string, bottom: number, defaultStep = false) =>
    `Every set reached ${top} reps last time: take ${stepChange(step, unit, defaultStep)} less assistance and start again at ${bottom} reps.`,
  /** No assistance left to take off: reps go up instead, never a step of 0 kg. */
  noAssistanceLeft: (target: number, reps: number[]) =>
    `Every set reached ${target} reps with no assistance, so there is none left to take: aim one rep more on each set (${list(reps)}) or move on to the unassisted version of this exercise.`,
  climb: (weight: number, unit: string, reps: number[], assisted = false) =>
    `Stay at ${w(weight, unit)}${assisted ? ' of assistance' : ''} and aim one rep more on each set below the top: ${list(reps)}.`,
  noStep: (reps: number[]) =>
    `Every set reached the top, but this equipment has no step size: keep the weight and aim ${list(reps)}.`,
  // The deload is 90% rounded down to a weight the equipment makes (110% of the assistance,
  // rounded up): the text names the rule, not a percentage the rounding may have moved.
  stall: (weight: number, unit: string, deload: number, assisted: boolean) =>
    `Three sessions at ${w(weight, unit)}${assisted ? ' of assistance' : ''} without progress: deload to ${w(deload, unit)} ${deloadRule(assisted)} and build back up.`,
  linearAdd: (reps: number, step: number, unit: string, defaultStep = false) =>
    `Every set reached ${reps} reps last time: add ${stepChange(step, unit, defaultStep)}.`,
  linearLessAssistance: (reps: number, step: number, unit: string, defaultStep = false) =>
    `Every set reached ${reps} reps last time: take ${stepChange(step, unit, defaultStep)} less assistance.`,
  linearRetry: (weight: number, unit: string, reps: number) =>
    `Not every set reached ${reps} reps last time: stay at ${w(weight, unit)} and try again.`,
  linearDeload: (deload: number, unit: string, assisted: boolean) =>
    `Two sessions in a row missed the target: deload to ${w(deload, unit)} ${deloadRule(assisted)}.`,
  repsOnly: (reps: number[]) => `Aim one rep more on each set than last time: ${list(reps)}.`,
  effort: (weight: number, reps: number, rpe: number, max: number, unit: string, percent: number, target: number) =>
    // The RTS table counts the reps left in reserve; the records' Epley 1RM (common/fitness/one-rep-max.ts)
    // reads a set as taken to failure. Both are shown, so each names its method.
    `Your best recent set, ${w(weight, unit)} × ${reps} at RPE ${formatCount(rpe, 1)}, estimates a ${w(max, unit)} max ` +
    `by the RPE table (${ONE_REP_MAX_METHODS.rpe}); the target is ${formatCount(percent, 1)}% of it: ${w(target, unit)}.`,
  needsRpe: 'An effort-based weight needs an RPE (or RIR) on a recent set: log one and the coach estimates from it.',
  effortNeedsLoad: 'An effort-based weight needs a lifted load: this exercise records added weight or assistance.',
  platesLimit: 'Your plates cannot load a heavier weight: keep the weight and add reps, or add plates in Settings.',
} as const;

export const COACH_TEXTS = {
  suggestion: 'Suggestion',
  suggested: 'Suggested',
  nextSession: 'Next session',
  coachTitle: 'Coach',
  schemeLabels: { double: 'Double progression', linear: 'Linear progression', rpe: 'Effort-based (RPE)' },
  settingsTitle: 'Coach: steps and plates',
  settingsIntro:
    'How much the coach adds at a time for each kind of equipment, in your unit, and the plates you own so a barbell weight is always loadable.',
  settingsSaved: 'Coach settings saved',
  settingsFailed: 'Failed to save the coach settings.',
  progressionSaved: 'Scheme saved',
  progressionFailed: 'Failed to save the scheme.',
  warmupLabel: 'Warm-up',
  /** 'Warm-up (default bar 20 kg, default step 2.5 kg; set yours in Settings)' when it rests on defaults. */
  warmupWith: (defaults: { bar: number | null; step: number | null }, unit: string) => {
    const used = [
      defaults.bar === null ? null : `default bar ${w(defaults.bar, unit)}`,
      defaults.step === null ? null : `default step ${w(defaults.step, unit)}`,
    ].filter((x) => x !== null);
    return used.length ? `Warm-up (${used.join(', ')}; set yours in Settings)` : 'Warm-up';
  },
  /** 'Next session' or 'Next session, Wednesday (Bench Day)': the plan day the suggestion is for. */
  nextSessionOn: (weekday: string | null, title: string | null) =>
    weekday === null ? 'Next session' : `Next session, ${weekday}${title ? ` (${title})` : ''}`,
  /** Where the scheme line's scheme comes from. */
  schemeFromPlan: (plan: string, weekday: string) => ` (from ${plan}, ${weekday})`,
  schemeDefaultInPlan: (plan: string, weekday: string) => ` (the default: ${plan} names no scheme for ${weekday})`,
  schemeDefault: ' (the default: not in your active plan)',
  /** The save button: it changes the entry of the day the suggestion is for, not every day. */
  keepInPlan: (plan: string, weekday: string) => `Use for ${weekday} in ${plan}`,
  lastTime: 'Last time',
} as const;
