import type { ActivityHeartRateZones, ActivityTraining } from '@common/schemas/training';
import { timeInZones, zoneModelOf, zoneRanges } from '@common/training/heart-rate-zones';
import { sessionLoad } from '@common/training/training-load';
import type { ActivityPageSection } from '../activities';
import { histogramOf } from './activity-training-repository';
import { memberHeartRateWithActivity } from './heart-rate-profile';
import { round1 } from './round';

/**
 * The activity page's `heartRateZones` and `training` (owner only: zones and load follow the
 * member's own max and resting heart rate, which are theirs to share, not the page's).
 */
export const trainingPageSection: ActivityPageSection = async (db, reader) => {
  if (!reader.isOwner) return { heartRateZones: null, training: null };
  // One round trip: the page's row already holds the moving time and the average heart rate.
  const { profile, activity } = await memberHeartRateWithActivity(db, reader.ownerId, reader.activityId);
  const histogram = histogramOf(activity);
  const effort = activity.effort;
  const moving = reader.movingSeconds ?? 0;
  const load = sessionLoad({ histogram, profile, effort, minutes: moving > 0 ? moving / 60 : null });
  const training: ActivityTraining = {
    effort,
    load: load ? round1(load.load) : null,
    loadMethod: load?.method ?? null,
    hasHeartRate: histogram !== null || reader.avgHeartRate !== null,
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
