import { z } from 'zod';
import { BADGE_IDS, type BadgeKind } from '../../badges/catalog';
import { BADGE_REQUEST_STATUSES, type BadgeRequest, type MemberBadges } from '../badges';
import type { Place } from '../places';
import { type SettingsResponse, settingsSchema, unitPreferencesSchema } from '../settings';
import type { Expect, SameType } from './type-check';
import { userSummarySchema } from './user';

// What the settings, places, exercise library and badges routes answer (their interfaces in ../).

export const settingsResponseSchema = settingsSchema.extend({ units: unitPreferencesSchema }).meta({ id: 'Settings' });

export const placeListSchema = z.array(
  z.object({
    id: z.int().describe('The GeoNames id of the city.'),
    name: z.string(),
    region: z.string().nullable(),
    country: z.string(),
    countryCode: z.string(),
    lat: z.number(),
    lng: z.number(),
    label: z.string().describe("What a post shows as its location: 'Paris, France'."),
  }),
);

export { exerciseIdListSchema, exerciseListSchema, exerciseSchema } from './exercises';

export const memberBadgesSchema = z.object({
  badges: z.array(
    z.object({
      badge: z.enum(BADGE_IDS),
      kind: z.enum(['claim', 'earned'] as const satisfies BadgeKind[]),
      label: z.string(),
      description: z.string(),
      earnedAt: z.string(),
    }),
  ),
  earnedHidden: z.boolean(),
});

export const badgeRequestSchema = z
  .object({
    id: z.int(),
    badge: z.enum(BADGE_IDS),
    label: z.string(),
    note: z.string().nullable(),
    link: z.string().nullable(),
    status: z.enum(BADGE_REQUEST_STATUSES),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    decisionReason: z.string().nullable(),
    user: userSummarySchema.optional().describe('The admin queue only: who asked.'),
    decidedBy: z.string().nullable().optional().describe('The admin queue only: who decided.'),
  })
  .meta({ id: 'BadgeRequest' });
export const badgeRequestListSchema = z.array(badgeRequestSchema);

export type _Checks = [
  Expect<SameType<z.output<typeof settingsResponseSchema>, { [K in keyof SettingsResponse]: SettingsResponse[K] }>>,
  Expect<SameType<z.output<typeof placeListSchema>, Place[]>>,
  Expect<SameType<z.output<typeof memberBadgesSchema>, MemberBadges>>,
  Expect<SameType<z.output<typeof badgeRequestSchema>, BadgeRequest>>,
];
