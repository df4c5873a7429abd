import type { Queryable } from '../../db/pool';
import { exerciseNameChoicesOf, importedWorkoutKeysOf, keptWorkoutsOf } from '../history-import';
import { getSettings } from '../privacy';
import type { UserRow } from '../users';
import { presentUser } from '../users';
import {
  activitiesOf,
  clubMessagesOf,
  commentsElsewhere,
  followsOf,
  foodDiaryOf,
  likesAndBookmarksOf,
  type MediaFileRow,
  mealPlansOf,
  messagesOf,
  nutritionTargetOf,
  ownExercises,
  ownFoods,
  postsOf,
  workoutEffortsOf,
  workoutPlansOf,
} from './export-repository';
import { jsonDocument } from './json-document';
import {
  challengesOf,
  clubsOf,
  coachSettingsOf,
  passkeysOf,
  privacyZonesOf,
  segmentEffortsOf,
  segmentsOf,
  trainingSettingsOf,
  twoFactorOf,
} from './member-modules';

/** The layout of fitcircle-export.json; raise it when a field changes meaning or moves. */
export const EXPORT_VERSION = 1;

/** fitcircle-export.json, section by section, each read when the writer reaches it. */
export function exportDocument(db: Queryable, user: UserRow, media: MediaFileRow[]) {
  const follows = followsOf(db, user.id);
  const saved = likesAndBookmarksOf(db, user.id);
  return jsonDocument([
    ['format', 'fitcircle-export'],
    ['version', EXPORT_VERSION],
    ['exportedAt', new Date().toISOString()],
    ['files', { workouts: 'workouts.csv', media: 'media/', activities: 'activities/' }],
    ['profile', presentUser(user, { includeEmail: true })],
    ['settings', () => getSettings(db, user.id)],
    ['privacyZones', () => privacyZonesOf(db, user.id)],
    ['passkeys', () => passkeysOf(db, user.id)],
    ['twoFactor', () => twoFactorOf(db, user.id)],
    ['coachSettings', () => coachSettingsOf(db, user.id)],
    ['trainingSettings', () => trainingSettingsOf(db, user.id)],
    ['posts', postsOf(db, user.id, user.is_admin)],
    ['commentsOnOtherPosts', () => commentsElsewhere(db, user.id)],
    ['likes', async () => (await saved).likes],
    ['bookmarks', async () => (await saved).bookmarks],
    ['following', async () => (await follows).following],
    ['followers', async () => (await follows).followers],
    ['exercises', () => ownExercises(db, user.id)],
    ['workoutPlans', () => workoutPlansOf(db, user.id)],
    ['workoutEfforts', () => workoutEffortsOf(db, user.id)],
    // Workouts of imported files the member kept their own for: the import skips them again.
    ['importKeepMineChoices', () => keptWorkoutsOf(db, user.id)],
    // The names of imported files the member chose an exercise for: the next import follows them.
    ['importExerciseNameChoices', () => exerciseNameChoicesOf(db, user.id)],
    // Which logged workouts came from which file: the import skips these keys again.
    ['importedWorkoutKeys', () => importedWorkoutKeysOf(db, user.id)],
    ['activities', activitiesOf(db, user.id)],
    ['mealPlans', () => mealPlansOf(db, user.id)],
    ['foods', () => ownFoods(db, user.id)],
    ['foodDiary', foodDiaryOf(db, user.id)],
    ['nutritionTarget', () => nutritionTargetOf(db, user.id)],
    ['messages', messagesOf(db, user.id)],
    ['clubs', () => clubsOf(db, user.id)],
    ['clubMessages', () => clubMessagesOf(db, user.id)],
    ['challenges', () => challengesOf(db, user.id)],
    ['segments', () => segmentsOf(db, user.id)],
    ['segmentEfforts', () => segmentEffortsOf(db, user.id)],
    [
      'media',
      media.map((m) => ({
        file: `media/${m.key}`,
        kind: m.kind,
        contentType: m.content_type,
        bytes: m.bytes,
        uploadedAt: m.created_at,
      })),
    ],
  ]);
}
