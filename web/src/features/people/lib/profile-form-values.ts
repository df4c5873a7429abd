import type { EditProfileFormInput, Profile, SettingsProfileFormInput } from '@common/schemas/people';
import { type WeightUnit, weightFromKg } from '@common/units';

/**
 * First and last name for the form. When either is missing, the stored full name is split on
 * spaces: the first word, then the rest (spec section 5, Edit Profile).
 */
export function splitName(profile: Pick<Profile, 'firstName' | 'lastName' | 'name'>): [string, string] {
  if (profile.firstName && profile.lastName) return [profile.firstName, profile.lastName];
  const [first = '', ...rest] = (profile.name ?? '').trim().split(/\s+/);
  return [profile.firstName || first, profile.lastName || rest.join(' ')];
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Bio and body data as form text: empty means unset; the weight in the member's unit. */
function bodyDefaults(profile: Profile, weightUnit: WeightUnit) {
  return {
    bio: profile.bio ?? '',
    height: text(profile.height),
    weight: text(profile.weight === null ? null : weightFromKg(profile.weight, weightUnit)),
    bodyType: profile.bodyType ?? '',
    fitnessGoal: profile.fitnessGoal ?? '',
    activityLevel: profile.activityLevel ?? '',
  } as const;
}

/** The Edit Profile form's starting values: text fields as text, empty meaning unset. */
export function editProfileDefaults(profile: Profile, weightUnit: WeightUnit = 'kg'): EditProfileFormInput {
  const [firstName, lastName] = splitName(profile);
  return {
    firstName,
    lastName,
    ...bodyDefaults(profile, weightUnit),
    dateOfBirth: profile.dateOfBirth ?? '',
    isTrainer: profile.isTrainer,
    profileImageUrl: profile.profileImageUrl,
    profileImageKey: profile.profileImageKey,
  };
}

/** Settings → Profile's starting values. */
export function settingsProfileDefaults(profile: Profile, weightUnit: WeightUnit = 'kg'): SettingsProfileFormInput {
  return { name: profile.name, ...bodyDefaults(profile, weightUnit) };
}
