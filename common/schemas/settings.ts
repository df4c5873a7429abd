import { z } from 'zod';
import { DISTANCE_UNITS, type UnitPreferences, WEIGHT_UNITS } from '../units';
import { NOTIFICATION_CHOICES, PRIVACY_CHOICES } from '../vocab';

/** Privacy and notification choices (spec section 3) with the spec's defaults. */
export const privacySettingsSchema = z.object({
  profileVisibility: z.enum(PRIVACY_CHOICES),
  workoutActivity: z.enum(PRIVACY_CHOICES),
  fitnessMetrics: z.enum(PRIVACY_CHOICES),
  locationSharing: z.enum(PRIVACY_CHOICES),
});

export const notificationSettingsSchema = z.object({
  friendRequests: z.enum(NOTIFICATION_CHOICES),
  likesComments: z.enum(NOTIFICATION_CHOICES),
  workoutReminders: z.enum(NOTIFICATION_CHOICES),
  marketing: z.enum(NOTIFICATION_CHOICES),
});

export const settingsSchema = z.object({
  privacy: privacySettingsSchema,
  notifications: notificationSettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

/** How the member reads weights and distances (issue 16); values are stored in kg and km. */
export const unitPreferencesSchema = z.object({
  weight: z.enum(WEIGHT_UNITS, { error: 'Choose kg or lb.' }),
  distance: z.enum(DISTANCE_UNITS, { error: 'Choose km or mi.' }),
});

/** GET /api/settings: the choices above plus the member's units. */
export type SettingsResponse = Settings & { units: UnitPreferences };

/** PUT /api/settings: any subset of any group. */
export const updateSettingsSchema = z.object({
  privacy: privacySettingsSchema.partial().optional(),
  notifications: notificationSettingsSchema.partial().optional(),
  units: unitPreferencesSchema.partial().optional(),
});
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  privacy: {
    profileVisibility: 'friends',
    workoutActivity: 'friends',
    fitnessMetrics: 'private',
    locationSharing: 'friends',
  },
  notifications: {
    friendRequests: 'email_push',
    likesComments: 'push',
    workoutReminders: 'email_push',
    marketing: 'none',
  },
};
