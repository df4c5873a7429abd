import type { ActivityHeartRateZones, ActivityTraining } from '@common/schemas/training';
import { timeInZones, zoneModelOf, zoneRanges } from '@common/training/heart-rate-zones';
import { sessionLoad } from '@common/training/training-load';
import type { ActivityPageSection } from '../activities';
import { findActivityTraining, histogramOf } from './activity-training-repository';
import { memberHeartRate } from './heart-rate-profile';
import { round1 } from './round';

/**
 * The activity page's `heartRateZones` and `training` (owner only: zones and load follow the
 * member's own max and resting heart rate, which are theirs to share, not the page's).
 */
export const trainingPageSection: ActivityPageSection = async (db, reader) => {
  if (!reader.isOwner) return { heartRateZones: null, training: null };
  const [{ profile }, row, activity] = await Promise.all([
    memberHeartRate(db, reader.ownerId),
    findActivityTraining(db, reader.activityId),
    db.query<{ moving_s: number | null; avg_heart_rate: number | null }>(
      'select moving_s, avg_heart_rate from activities where id = $1',
      [reader.activityId],
    ),
  ]);
  const histogram = row ? histogramOf(row) : null;
  const effort = row?.effort ?? null;
  const moving = activity.rows[0]?.moving_s ?? 0;
  const load = sessionLoad({ histogram, profile, effort, minutes: moving > 0 ? moving / 60 : null });
  const training: ActivityTraining = {
    effort,
    load: load ? round1(load.load) : null,
    loadMethod: load?.method ?? null,
    hasHeartRate: histogram !== null || activity.rows[0]?.avg_heart_rate != null,
    maxHeartRateKnown: profile !== null,
  };
  let heartRateZones: ActivityHeartRateZones | null = null;
  if (histogram && profile) {
    const times = timeInZones(histogram, profile);
    heartRateZones = {
      zoneModel: zoneModelOf(profile),
      maxHeartRate: profile.maxHeartRate,
      maxSource: profile.maxSource,
      restingHeartRate: profile.restingHeartRate,
      zones: zoneRanges(profile).map((z, i) => ({ ...z, seconds: round1(times.seconds[i]) })),
      belowZone1Seconds: round1(times.belowZone1Seconds),
    };
  }
  return { heartRateZones, training };
};
