import { PEOPLE_TOASTS } from '@common/people-texts';
import type { Settings } from '@common/schemas/settings';
import { NOTIFICATION_CHOICES, PRIVACY_CHOICES } from '@common/vocab';
import { type ChoiceField, ChoiceSettingsCard } from './choice-settings-card';

const PRIVACY_FIELDS: ChoiceField<'privacy'>[] = [
  {
    name: 'profileVisibility',
    label: 'Profile visibility',
    hint: 'Who sees your bio, goals and, by default, your posts.',
  },
  { name: 'workoutActivity', label: 'Workout activity', hint: 'Who sees your workouts and plans.' },
  {
    name: 'fitnessMetrics',
    label: 'Fitness metrics',
    hint: 'Who sees your age, height, weight, body type and activity level.',
  },
  { name: 'locationSharing', label: 'Location sharing', hint: 'Who sees the places on your posts.' },
];

const NOTIFICATION_FIELDS: ChoiceField<'notifications'>[] = [
  { name: 'friendRequests', label: 'New followers', hint: 'When someone follows you.' },
  { name: 'likesComments', label: 'Likes and comments', hint: 'When someone likes or comments on your posts.' },
  { name: 'workoutReminders', label: 'Workout reminders', hint: 'Reminders of your planned workouts.' },
  { name: 'marketing', label: 'News and offers', hint: 'Product news from FitCircle.' },
];

/** Settings → Privacy: public, friends (mutual follows) or only me, for each kind of information (D5). */
export function SettingsPrivacyTab({ settings }: { settings: Settings }) {
  return (
    <ChoiceSettingsCard
      // After a save the stored choices are the new starting point.
      key={JSON.stringify(settings.privacy)}
      group="privacy"
      values={settings.privacy}
      fields={PRIVACY_FIELDS}
      choices={PRIVACY_CHOICES}
      title="Privacy"
      description="Friends are people you follow who follow you back. Admins can see everything."
      formLabel="Privacy settings"
      savedMessage={PEOPLE_TOASTS.privacySaved}
    />
  );
}

/** Settings → Notifications: e-mail and push, e-mail, push or none for each kind. */
export function SettingsNotificationsTab({ settings }: { settings: Settings }) {
  return (
    <ChoiceSettingsCard
      key={JSON.stringify(settings.notifications)}
      group="notifications"
      values={settings.notifications}
      fields={NOTIFICATION_FIELDS}
      choices={NOTIFICATION_CHOICES}
      title="Notifications"
      description="How FitCircle lets you know what is happening."
      formLabel="Notification settings"
      savedMessage={PEOPLE_TOASTS.notificationsSaved}
    />
  );
}
