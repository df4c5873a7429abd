import { PEOPLE_TEXTS, PEOPLE_TOASTS } from '@common/people-texts';
import {
  type PictureUrlFormInput,
  type Profile,
  pictureUrlFormSchema,
  type SettingsProfileFormInput,
  settingsProfileFormSchema,
} from '@common/schemas/people';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../../api/update-profile';
import { inWeightUnit, useBodyWeightUnit } from '../../lib/body-weight-unit';
import { changedValues } from '../../lib/changed-values';
import { settingsProfileDefaults } from '../../lib/profile-form-values';
import { applyServerErrors } from '../../lib/server-field-errors';
import { BodyFields } from '../body-fields';
import { UnitsSettingsCard } from './units-settings-card';

const failed = (error: unknown) =>
  toast({
    title: PEOPLE_TOASTS.updateFailed,
    description: errorMessage(error, PEOPLE_TOASTS.updateFailedMessage),
    variant: 'destructive',
  });

/** Settings → Profile → picture URL (spec section 2): a valid URL, or empty to remove the picture. */
function PictureUrlForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PictureUrlFormInput, unknown, z.output<typeof pictureUrlFormSchema>>({
    resolver: zodResolver(pictureUrlFormSchema),
    defaultValues: { profileImageUrl: profile.profileImageKey ? '' : (profile.profileImageUrl ?? '') },
  });
  const onSubmit = handleSubmit(({ profileImageUrl }) =>
    update.mutate(
      { profileImageUrl: profileImageUrl || null },
      {
        onSuccess: () => toast({ title: PEOPLE_TOASTS.profilePictureUpdated, variant: 'success' }),
        onError: (error) => {
          failed(error);
          applyServerErrors(error, ['profileImageUrl'], setError);
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile picture" className="flex flex-col gap-3">
      <FormField
        id="settings-pictureUrl"
        label="Picture URL"
        error={errors.profileImageUrl?.message}
        hint="A link to an image on the web. Leave empty to remove your picture."
      >
        {(control) => <Input {...control} {...register('profileImageUrl')} type="url" placeholder="https://" />}
      </FormField>
      <Button type="submit" className="self-start" disabled={update.isPending}>
        {update.isPending ? PEOPLE_TEXTS.saving : 'Update picture'}
      </Button>
    </form>
  );
}

/** Settings → Profile → full name, bio and body data. */
function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const weightUnit = useBodyWeightUnit();
  const defaultValues = settingsProfileDefaults(profile, weightUnit);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<SettingsProfileFormInput, unknown, z.output<typeof settingsProfileFormSchema>>({
    resolver: inWeightUnit(zodResolver(settingsProfileFormSchema), weightUnit),
    defaultValues,
  });
  const onSubmit = handleSubmit((values) =>
    update.mutate(changedValues(values, dirtyFields), {
      onSuccess: () =>
        toast({
          title: PEOPLE_TOASTS.profileUpdated,
          description: PEOPLE_TOASTS.profileUpdatedMessage,
          variant: 'success',
        }),
      onError: (error) => {
        failed(error);
        applyServerErrors(error, Object.keys(defaultValues), setError);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile details" className="flex flex-col gap-4">
      <FormField id="settings-name" label="Full name" error={errors.name?.message}>
        {(control) => <Input {...control} {...register('name')} autoComplete="name" />}
      </FormField>
      <FormField id="settings-bio" label="Bio" error={errors.bio?.message}>
        {(control) => <Textarea {...control} {...register('bio')} rows={3} />}
      </FormField>
      <BodyFields idPrefix="settings" field={(field) => register(field)} errors={errors} />
      <Button type="submit" className="self-start" disabled={update.isPending}>
        {update.isPending ? PEOPLE_TEXTS.saving : 'Save profile'}
      </Button>
    </form>
  );
}

export function SettingsProfileTab({ profile }: { profile: Profile }) {
  const weightUnit = useBodyWeightUnit();
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Profile picture</CardTitle>
          <CardDescription>Or upload one from your device on Edit Profile.</CardDescription>
        </CardHeader>
        <CardContent>
          <PictureUrlForm profile={profile} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
        </CardHeader>
        <CardContent>
          {/* Read again in the new unit when the member changes it below. */}
          <ProfileDetailsForm key={weightUnit} profile={profile} />
        </CardContent>
      </Card>
      <UnitsSettingsCard />
    </div>
  );
}
