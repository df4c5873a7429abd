import { z } from 'zod';
import { addDays, daysBetween, isIsoDate } from '../fitness/dates';
import type { ZoneModel, ZoneRange } from '../training/heart-rate-zones';
import type { LoadMethod } from '../training/training-load';
import { TRAINING_LIMITS } from '../training-limits';
import { TRAINING_MESSAGES as M } from '../training-texts';

// Heart-rate zones and training load (issue 32, decision 0029): one contract for the routes, the
// settings section, the activity page and the progress page.

export type { LoadMethod, ZoneModel, ZoneRange };

// In the zod-free ../training-limits.ts, so the texts can state them; re-exported here for their users.
export { TRAINING_LIMITS };

const L = TRAINING_LIMITS;

const bpm = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** PUT /api/training/heart-rate. */
export const heartRateSettingsSchema = z
  .object({
    maxHeartRate: bpm(L.maxHeartRateMin, L.maxHeartRateMax, M.maxHeartRateRange).nullable(),
    restingHeartRate: bpm(L.restingHeartRateMin, L.restingHeartRateMax, M.restingHeartRateRange).nullable(),
    useHighestRecorded: z.boolean({ error: M.useHighestRequired }),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.useHighestRecorded && s.maxHeartRate !== null)
      ctx.addIssue({ code: 'custom', message: M.maxOrHighest, path: ['maxHeartRate'] });
    if (s.maxHeartRate !== null && s.restingHeartRate !== null && s.maxHeartRate - s.restingHeartRate < L.reserveMinBpm)
      ctx.addIssue({ code: 'custom', message: M.restingBelowMax, path: ['restingHeartRate'] });
  });
export type HeartRateSettingsInput = z.infer<typeof heartRateSettingsSchema>;

/** PUT /api/activities/{id}/effort and PUT /api/workout-logs/{id}/effort: null clears the rating. */
export const effortSchema = z
  .object({
    effort: z
      .number({ error: M.effortRange })
      .int(M.effortRange)
      .min(L.effortMin, M.effortRange)
      .max(L.effortMax, M.effortRange)
      .nullable(),
  })
  .strict();
export type EffortInput = z.infer<typeof effortSchema>;

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** GET /api/training/load: a range of the member's days (their time zone decides an activity's day). */
export const trainingLoadQuerySchema = z
  .object({
    from: z.string().refine(isIsoDate, M.rangeInvalid).optional(),
    to: z.string().refine(isIsoDate, M.rangeInvalid).optional(),
    tz: z.string().max(64).refine(isTimeZone, 'Unknown time zone').optional(),
  })
  .refine(
    (q) => !q.from || !q.to || (daysBetween(q.from, q.to) >= 0 && daysBetween(q.from, q.to) < L.loadRangeDaysMax),
    {
      message: M.rangeInvalid,
    },
  );

/** The range a load query covers: `to` defaults to today, `from` to 90 days up to it. */
export function loadRange(q: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = q.to ?? (q.from ? addDays(q.from, L.loadRangeDefaultDays - 1) : today);
  return { from: q.from ?? addDays(to, -(L.loadRangeDefaultDays - 1)), to };
}

export interface HighestRecordedHeartRate {
  bpm: number;
  activityId: number;
  activityTitle: string;
  startedAt: string;
}

/** The heart rates zones and loads use now, and where the max came from. */
export interface HeartRateInUse {
  maxHeartRate: number;
  maxSource: 'set' | 'highest_recorded';
  restingHeartRate: number | null;
  zoneModel: ZoneModel;
  loadMethod: 'banister_trimp' | 'edwards_trimp';
  zones: ZoneRange[];
}

/** GET/PUT /api/training/heart-rate. */
export interface HeartRateSettings {
  maxHeartRate: number | null;
  restingHeartRate: number | null;
  useHighestRecorded: boolean;
  /** The highest reading in the member's activities: labelled as such, never a measured max. */
  highestRecorded: HighestRecordedHeartRate | null;
  /** Null when no max is known (none set, the highest recorded not chosen or not there). */
  inUse: HeartRateInUse | null;
}

export interface ZoneTime extends ZoneRange {
  seconds: number;
}

/** An activity page's time in zones (the owner's page only). */
export interface ActivityHeartRateZones {
  zoneModel: ZoneModel;
  maxHeartRate: number;
  maxSource: 'set' | 'highest_recorded';
  restingHeartRate: number | null;
  zones: ZoneTime[];
  belowZone1Seconds: number;
}

/** An activity page's effort rating and training load (the owner's page only). */
export interface ActivityTraining {
  effort: number | null;
  /** Null: unknown (no usable heart rate and no rating). */
  load: number | null;
  loadMethod: LoadMethod | null;
  hasHeartRate: boolean;
  maxHeartRateKnown: boolean;
}

export interface TrainingSession {
  kind: 'activity' | 'workout';
  id: number;
  title: string;
  date: string;
  effort: number | null;
  load: number | null;
  loadMethod: LoadMethod | null;
  hasHeartRate: boolean;
}

export interface TrainingDay {
  date: string;
  /** The sum of the day's known loads (0 on a day without training). */
  load: number;
  /** The day's sessions whose load is unknown (left out, not counted as 0). */
  notCounted: number;
  /** Null before the member's first day with a known load. */
  fitness: number | null;
  fatigue: number | null;
  form: number | null;
}

/** GET /api/training/load. */
export interface TrainingLoad {
  from: string;
  to: string;
  fitnessDays: number;
  fatigueDays: number;
  /** The first day with a known load up to `to`; null: no load at all yet. */
  firstLoadDate: string | null;
  days: TrainingDay[];
  /** The sessions in the range, latest first. */
  sessions: TrainingSession[];
}
