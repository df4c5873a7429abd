import { LIMITS } from '@common/limits';
import { PEOPLE_TEXTS, PEOPLE_TOASTS } from '@common/people-texts';
import {
  type EditProfileFormInput,
  type EditProfileFormValues,
  editProfileFormSchema,
  type Profile,
} from '@common/schemas/people';
import { textRoom } from '@common/text-room';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { profilePath } from '@/lib/profile-path';
import { useUpdateProfile } from '../api/update-profile';
import { localTodayIso } from '../lib/age';
import { inWeightUnit, useBodyWeightUnit } from '../lib/body-weight-unit';
import { changedValues } from '../lib/changed-values';
import { editProfileDefaults } from '../lib/profile-form-values';
import { applyServerErrors } from '../lib/server-field-errors';
import { BodyFields } from './body-fields';
import { ProfileImageUpload } from './profile-image-upload';

const metricResolver = zodResolver(editProfileFormSchema);
const pick = ({ firstName, lastName }: EditProfileFormValues) => ({ firstName, lastName });

/** Edit Profile (spec sections 2, 5 and 8): every field, saved with PUT /api/users/{id}. */
export function EditProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const weightUnit = useBodyWeightUnit();
  const resolver = inWeightUnit(metricResolver, weightUnit);
  const defaultValues = editProfileDefaults(profile, weightUnit);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, dirtyFields },
  } = useForm<EditProfileFormInput, unknown, EditProfileFormValues>({ resolver, defaultValues });
  const [uploading, setUploading] = useState(false);
  const picture = { url: watch('profileImageUrl') ?? null, key: watch('profileImageKey') ?? null };
  const name = `${watch('firstName')} ${watch('lastName')}`.trim();

  const onSubmit = handleSubmit((values) => {
    const changes = changedValues(values, dirtyFields);
    // The two names make the full name together: one changed sends both, as the form shows them.
    if ('firstName' in changes || 'lastName' in changes) Object.assign(changes, pick(values));
    update.mutate(changes, {
      onSuccess: (user) => {
        toast({
          title: PEOPLE_TOASTS.profileUpdated,
          description: PEOPLE_TOASTS.profileUpdatedMessage,
          variant: 'success',
        });
        navigate(profilePath(user));
      },
      onError: (error) => {
        toast({
          title: PEOPLE_TOASTS.error,
          description: errorMessage(error, PEOPLE_TOASTS.profileUpdateFailed),
          variant: 'destructive',
        });
        applyServerErrors(error, Object.keys(defaultValues), setError);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit Profile" className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Profile picture</legend>
        <ProfileImageUpload
          value={picture}
          name={name || profile.username}
          onUploadingChange={setUploading}
          onChange={(next) => {
            setValue('profileImageUrl', next.url, { shouldDirty: true });
            setValue('profileImageKey', next.key, { shouldDirty: true });
          }}
        />
        {errors.profileImageKey?.message && (
          <p className="text-sm font-medium text-destructive">{errors.profileImageKey.message}</p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="edit-firstName"
          label="First name"
          error={errors.firstName?.message}
          room={textRoom(watch('firstName'), LIMITS.nameMax)}
        >
          {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField
          id="edit-lastName"
          label="Last name"
          error={errors.lastName?.message}
          room={textRoom(watch('lastName'), LIMITS.nameMax)}
        >
          {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField
        id="edit-bio"
        label="Bio"
        error={errors.bio?.message}
        hint={`Up to ${LIMITS.bioMax} characters.`}
        room={textRoom(watch('bio') ?? '', LIMITS.bioMax)}
      >
        {(control) => <Textarea {...control} {...register('bio')} rows={3} />}
      </FormField>
      <FormField id="edit-dateOfBirth" label="Date of birth" error={errors.dateOfBirth?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('dateOfBirth')}
            type="date"
            min={LIMITS.dateOfBirthMin}
            max={localTodayIso()}
            className="sm:max-w-xs"
          />
        )}
      </FormField>
      <BodyFields idPrefix="edit" field={(field) => register(field)} errors={errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => navigate(profilePath(profile))}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending || uploading}>
          {(update.isPending || uploading) && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {uploading ? PEOPLE_TEXTS.uploading : update.isPending ? PEOPLE_TEXTS.saving : PEOPLE_TEXTS.saveChanges}
        </Button>
      </div>
    </form>
  );
}
