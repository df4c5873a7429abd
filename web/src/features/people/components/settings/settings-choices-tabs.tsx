import { PEOPLE_TOASTS } from '@common/people-texts';
import type { Settings } from '@common/schemas/settings';
import { NOTIFICATION_CHOICES, PRIVACY_CHOICES } from '@common/vocab';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useUpdateSettings } from '../../api/get-settings';
import { type ChoiceField, ChoiceSettingsForm } from './choice-settings-form';

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

function useSave(savedMessage: string) {
  const update = useUpdateSettings();
  const save = (input: Parameters<typeof update.mutate>[0]) =>
    update.mutate(input, {
      onSuccess: () => toast({ title: PEOPLE_TOASTS.success, description: savedMessage, variant: 'success' }),
      onError: (error) =>
        toast({
          title: PEOPLE_TOASTS.updateFailed,
          description: errorMessage(error, 'Your settings could not be saved. Please try again.'),
          variant: 'destructive',
        }),
    });
  return { save, saving: update.isPending };
}

/** Settings → Privacy: public, friends (mutual follows) or only me, for each kind of information (D5). */
export function SettingsPrivacyTab({ settings }: { settings: Settings }) {
  const { save, saving } = useSave(PEOPLE_TOASTS.privacySaved);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacy</CardTitle>
        <CardDescription>Friends are people you follow who follow you back. Admins can see everything.</CardDescription>
      </CardHeader>
      <CardContent>
        <ChoiceSettingsForm
          key={JSON.stringify(settings.privacy)}
          title="Privacy settings"
          group="privacy"
          values={settings.privacy}
          fields={PRIVACY_FIELDS}
          choices={PRIVACY_CHOICES}
          saving={saving}
          onSave={(privacy) => save({ privacy })}
        />
      </CardContent>
    </Card>
  );
}

/** Settings → Notifications: e-mail and push, e-mail, push or none for each kind. */
export function SettingsNotificationsTab({ settings }: { settings: Settings }) {
  const { save, saving } = useSave(PEOPLE_TOASTS.notificationsSaved);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>How FitCircle lets you know what is happening.</CardDescription>
      </CardHeader>
      <CardContent>
        <ChoiceSettingsForm
          key={JSON.stringify(settings.notifications)}
          title="Notification settings"
          group="notifications"
          values={settings.notifications}
          fields={NOTIFICATION_FIELDS}
          choices={NOTIFICATION_CHOICES}
          saving={saving}
          onSave={(notifications) => save({ notifications })}
        />
      </CardContent>
    </Card>
  );
}
