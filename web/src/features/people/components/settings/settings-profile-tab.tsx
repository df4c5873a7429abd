import { LIMITS } from '@common/limits';
import { PEOPLE_TEXTS, PEOPLE_TOASTS } from '@common/people-texts';
import { type Profile, type SettingsProfileFormInput, settingsProfileFormSchema } from '@common/schemas/people';
import { textRoom } from '@common/text-room';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
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
import { type PictureValue, ProfileImageUpload } from '../profile-image-upload';
import { UnitsSettingsCard } from './units-settings-card';

const failed = (error: unknown) =>
  toast({
    title: PEOPLE_TOASTS.updateFailed,
    description: errorMessage(error, PEOPLE_TOASTS.updateFailedMessage),
    variant: 'destructive',
  });

/**
 * Settings → Profile → picture. The spec's "Picture URL" box is not offered: the app shows only
 * pictures it serves (its CSP blocks every other site, and the server refuses them), so a link
 * to an image elsewhere could never work. The member uploads the picture here instead, and it is
 * saved at once; Remove takes it away.
 */
function PictureUploadForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [picture, setPicture] = useState<PictureValue>({
    url: profile.profileImageUrl,
    key: profile.profileImageKey,
  });
  const save = (next: PictureValue) => {
    const before = picture;
    setPicture(next);
    update.mutate(
      { profileImageKey: next.key },
      {
        onSuccess: () => toast({ title: PEOPLE_TOASTS.profilePictureUpdated, variant: 'success' }),
        onError: (error) => {
          setPicture(before);
          failed(error);
        },
      },
    );
  };
  return (
    <fieldset aria-label="Profile picture" aria-busy={update.isPending} className="min-w-0">
      <ProfileImageUpload value={picture} onChange={save} name={profile.name} />
    </fieldset>
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
    watch,
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
      <FormField
        id="settings-name"
        label="Full name"
        error={errors.name?.message}
        room={textRoom(watch('name'), LIMITS.nameMax)}
      >
        {(control) => <Input {...control} {...register('name')} autoComplete="name" />}
      </FormField>
      <FormField
        id="settings-bio"
        label="Bio"
        error={errors.bio?.message}
        room={textRoom(watch('bio') ?? '', LIMITS.bioMax)}
      >
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
          <CardDescription>{PEOPLE_TEXTS.pictureUploadHint}</CardDescription>
        </CardHeader>
        <CardContent>
          <PictureUploadForm profile={profile} />
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
