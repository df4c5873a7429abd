import { LIMITS } from '@common/limits';
import { PEOPLE_TOASTS } from '@common/people-texts';
import type { Settings } from '@common/schemas/settings';
import { DIGEST_FREQUENCIES, NOTIFICATION_CHOICES, optionsOf, PRIVACY_CHOICES } from '@common/vocab';
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

// Only choices that do something are offered (issue 16, point 11): 'Email' puts a kind in the
// email digest, 'Push' shows it live in the app. Workout reminders and news are not offered:
// nothing sends them yet.
const NOTIFICATION_FIELDS: ChoiceField<'notifications'>[] = [
  { name: 'friendRequests', label: 'New followers', hint: 'When someone follows you. Email: in your digest.' },
  {
    name: 'likesComments',
    label: 'Likes and comments',
    hint: 'When someone likes or comments on your posts. Email: in your digest.',
  },
  {
    name: 'messages',
    label: 'Direct messages',
    hint: `Messages always show in the app. With email, messages you have not read for ${LIMITS.unreadEmailDelayMinutes} minutes send one email.`,
    options: [
      { value: 'email_push', label: 'Email & push' },
      { value: 'push', label: 'Push (in the app only)' },
    ],
  },
  {
    name: 'digest',
    label: 'Email digest',
    hint: 'How often new followers, likes and comments you get by email are sent.',
    options: optionsOf(DIGEST_FREQUENCIES),
  },
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

/** Settings → Notifications: e-mail and push, e-mail, push or none for each kind, and the email digest. */
export function SettingsNotificationsTab({ settings, emailVerified }: { settings: Settings; emailVerified?: boolean }) {
  return (
    <ChoiceSettingsCard
      key={JSON.stringify(settings.notifications)}
      group="notifications"
      values={settings.notifications}
      fields={NOTIFICATION_FIELDS}
      choices={NOTIFICATION_CHOICES}
      title="Notifications"
      description={
        emailVerified === false
          ? 'How FitCircle lets you know what is happening. Emails start once you confirm your address.'
          : 'How FitCircle lets you know what is happening. Emails go to your address under Account.'
      }
      formLabel="Notification settings"
      savedMessage={PEOPLE_TOASTS.notificationsSaved}
    />
  );
}
