import { DEFAULT_SETTINGS, type Settings, type UpdateSettingsInput } from '@common/schemas/settings';
import type { Queryable } from '../../db/pool';
import { runWorkoutAudienceHooks } from './change-hooks';

interface SettingsRow {
  profile_visibility: Settings['privacy']['profileVisibility'];
  workout_activity: Settings['privacy']['workoutActivity'];
  fitness_metrics: Settings['privacy']['fitnessMetrics'];
  location_sharing: Settings['privacy']['locationSharing'];
  notify_friend_requests: Settings['notifications']['friendRequests'];
  notify_likes_comments: Settings['notifications']['likesComments'];
  notify_workout_reminders: Settings['notifications']['workoutReminders'];
  notify_marketing: Settings['notifications']['marketing'];
  notify_messages: Settings['notifications']['messages'];
  email_digest: Settings['notifications']['digest'];
}

const COLUMN_OF = {
  profileVisibility: 'profile_visibility',
  workoutActivity: 'workout_activity',
  fitnessMetrics: 'fitness_metrics',
  locationSharing: 'location_sharing',
  friendRequests: 'notify_friend_requests',
  likesComments: 'notify_likes_comments',
  workoutReminders: 'notify_workout_reminders',
  marketing: 'notify_marketing',
  messages: 'notify_messages',
  digest: 'email_digest',
} as const;

function present(row: SettingsRow | undefined): Settings {
  if (!row) return structuredClone(DEFAULT_SETTINGS);
  return {
    privacy: {
      profileVisibility: row.profile_visibility,
      workoutActivity: row.workout_activity,
      fitnessMetrics: row.fitness_metrics,
      locationSharing: row.location_sharing,
    },
    notifications: {
      friendRequests: row.notify_friend_requests,
      likesComments: row.notify_likes_comments,
      workoutReminders: row.notify_workout_reminders,
      marketing: row.notify_marketing,
      messages: row.notify_messages,
      digest: row.email_digest,
    },
  };
}

/** A member's settings; the spec's defaults when no row exists yet. */
export async function getSettings(db: Queryable, userId: number): Promise<Settings> {
  const { rows } = await db.query<SettingsRow>('select * from user_settings where user_id = $1', [userId]);
  return present(rows[0]);
}

/** Stores the given choices (others unchanged) and answers the full settings. */
export async function updateSettings(db: Queryable, userId: number, input: UpdateSettingsInput): Promise<Settings> {
  const changes = { ...input.privacy, ...input.notifications } as Partial<Record<keyof typeof COLUMN_OF, string>>;
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined) as [keyof typeof COLUMN_OF, string][];
  await db.query('insert into user_settings (user_id) values ($1) on conflict (user_id) do nothing', [userId]);
  // The choice before the change, read on the locked row: what depends on it runs only when it
  // really changes, and two concurrent changes are seen one after the other.
  const before = input.privacy?.workoutActivity
    ? (
        await db.query<Pick<SettingsRow, 'workout_activity'>>(
          'select workout_activity from user_settings where user_id = $1 for update',
          [userId],
        )
      ).rows[0]?.workout_activity
    : undefined;
  const sets = entries.map(([k], i) => `${COLUMN_OF[k]} = $${i + 2}`);
  const { rows } = await db.query<SettingsRow>(
    `update user_settings set ${[...sets, 'updated_at = now()'].join(', ')} where user_id = $1 returning *`,
    [userId, ...entries.map(([, v]) => v)],
  );
  if (before !== undefined && before !== rows[0].workout_activity) await runWorkoutAudienceHooks(db, userId);
  return present(rows[0]);
}
