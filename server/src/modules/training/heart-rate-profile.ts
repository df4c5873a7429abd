import type { HeartRateInUse, HeartRateSettings } from '@common/schemas/training';
import { TRAINING_LIMITS } from '@common/schemas/training';
import { type HeartRateProfile, zoneModelOf, zoneRanges } from '@common/training/heart-rate-zones';
import type { Queryable } from '../../db/pool';
import type { ActivityTrainingRow } from './activity-training-repository';

// A member's heart rates as set, the highest one recorded in their activities, and what the zones
// and loads use of them (decision 0029): the max they set, else the highest recorded if they chose
// it, else none. A resting heart rate is used only as set, never a default.

interface SettingsOnlyRow {
  max_heart_rate: number | null;
  resting_heart_rate: number | null;
  use_highest_recorded: boolean;
  highest_bpm: number | null;
  highest_id: string | null;
  highest_title: string | null;
  highest_started_at: Date | null;
}

/** The settings row as read with an activity: null histogram and rating without one. */
type SettingsRow = SettingsOnlyRow & ActivityTrainingRow;

/**
 * Settings and the highest recorded heart rate in one statement (activities_user_max_hr_idx). With
 * an activity, its histogram and rating come in the same round trip (the activity page's section).
 */
async function readSettingsRow(db: Queryable, userId: number, activityId: number | null = null): Promise<SettingsRow> {
  const { rows } = await db.query<SettingsRow>(
    `select s.max_heart_rate, s.resting_heart_rate, coalesce(s.use_highest_recorded, false) as use_highest_recorded,
       h.max_heart_rate as highest_bpm, h.id as highest_id, h.title as highest_title, h.started_at as highest_started_at,
       t.hr_bpm, t.hr_seconds, t.effort
     from (select $1::int as user_id) u
     left join training_settings s on s.user_id = u.user_id
     left join lateral (
       select a.max_heart_rate, a.id, a.title, a.started_at from activities a
       where a.user_id = u.user_id and a.max_heart_rate is not null
       order by a.max_heart_rate desc, a.started_at, a.id limit 1
     ) h on true
     left join activity_training t on t.activity_id = $2::bigint and t.user_id = u.user_id`,
    [userId, activityId],
  );
  return rows[0];
}

export interface MemberHeartRate {
  settings: HeartRateSettings;
  /** What zones and loads use; null when no max is known. */
  profile: (HeartRateProfile & { maxSource: HeartRateInUse['maxSource'] }) | null;
}

function inUseOf(row: SettingsRow): MemberHeartRate['profile'] {
  const fromHighest = row.max_heart_rate === null && row.use_highest_recorded && row.highest_bpm !== null;
  const max = row.max_heart_rate ?? (fromHighest ? row.highest_bpm : null);
  if (max === null) return null;
  // A resting heart rate too close to the max (the highest recorded can fall when an activity is
  // deleted) leaves no room for five zones: the max is used alone.
  const resting =
    row.resting_heart_rate !== null && max - row.resting_heart_rate >= TRAINING_LIMITS.reserveMinBpm
      ? row.resting_heart_rate
      : null;
  return { maxHeartRate: max, restingHeartRate: resting, maxSource: fromHighest ? 'highest_recorded' : 'set' };
}

export async function memberHeartRate(db: Queryable, userId: number): Promise<MemberHeartRate> {
  return heartRateOf(await readSettingsRow(db, userId));
}

/** The owner's heart rates and one of their activities' histogram and rating, in one round trip. */
export async function memberHeartRateWithActivity(
  db: Queryable,
  userId: number,
  activityId: number,
): Promise<MemberHeartRate & { activity: ActivityTrainingRow }> {
  const row = await readSettingsRow(db, userId, activityId);
  return { ...heartRateOf(row), activity: { hr_bpm: row.hr_bpm, hr_seconds: row.hr_seconds, effort: row.effort } };
}

function heartRateOf(row: SettingsRow): MemberHeartRate {
  const profile = inUseOf(row);
  return {
    profile,
    settings: {
      maxHeartRate: row.max_heart_rate,
      restingHeartRate: row.resting_heart_rate,
      useHighestRecorded: row.use_highest_recorded,
      highestRecorded:
        row.highest_bpm === null
          ? null
          : {
              bpm: row.highest_bpm,
              activityId: Number(row.highest_id),
              activityTitle: row.highest_title!,
              startedAt: row.highest_started_at!.toISOString(),
            },
      inUse: profile && {
        maxHeartRate: profile.maxHeartRate,
        maxSource: profile.maxSource,
        restingHeartRate: profile.restingHeartRate,
        zoneModel: zoneModelOf(profile),
        loadMethod: profile.restingHeartRate === null ? 'edwards_trimp' : 'banister_trimp',
        zones: zoneRanges(profile),
      },
    },
  };
}

export async function saveHeartRateSettings(
  db: Queryable,
  userId: number,
  s: { maxHeartRate: number | null; restingHeartRate: number | null; useHighestRecorded: boolean },
): Promise<void> {
  await db.query(
    `insert into training_settings (user_id, max_heart_rate, resting_heart_rate, use_highest_recorded)
     values ($1, $2, $3, $4)
     on conflict (user_id) do update set max_heart_rate = $2, resting_heart_rate = $3, use_highest_recorded = $4,
       updated_at = now()`,
    [userId, s.maxHeartRate, s.restingHeartRate, s.useHighestRecorded],
  );
}

/** The highest heart rate recorded in the member's activities, or null. */
export async function highestRecorded(db: Queryable, userId: number): Promise<number | null> {
  return (await readSettingsRow(db, userId)).highest_bpm;
}
