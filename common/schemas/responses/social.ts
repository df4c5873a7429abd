import { z } from 'zod';
import { BADGE_IDS } from '../../badges/catalog';
import { remoteOriginSchema } from '../../federation';
import type { ChatContact, ChatMessage, MarkReadResult } from '../chat';
import type { Gym, GymDetail, MapConfig, MyHomeGym } from '../gyms';
import { type BlockedMember, type BlockState, REPORT_STATUSES, type ReportReceipt } from '../moderation';
import { type AppNotification, NOTIFICATION_TYPES, type UnreadCounts } from '../notifications';
import type { Expect, SameType } from './type-check';
import { userSummarySchema } from './user';

// What the gyms, chat, notifications and moderation routes answer (their interfaces in ../).

export const gymSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    rating: z.number().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    openingHours: z.string().nullable(),
    amenities: z.array(z.string()),
    description: z.string().nullable(),
    isSample: z.boolean(),
    createdAt: z.string(),
    distance: z.number().optional().describe('Km from the searched point (nearby answers only).'),
  })
  .meta({ id: 'Gym' });
export const gymListSchema = z.array(gymSchema);
export const gymDetailSchema = gymSchema.extend({
  homeGym: z.object({
    isHomeGym: z.boolean(),
    membersCount: z
      .int()
      .describe(
        'Members who call the gym home and allow it to be shown, suspended ones left out (a ' +
          'viewer whose home gym it is always counts). Includes members whose profile the viewer ' +
          'may not see, so `members` (and GET /api/gyms/{id}/members) may list fewer; for an ' +
          'admin the two agree.',
      ),
    members: z.array(userSummarySchema),
  }),
});
export const myHomeGymSchema = z.object({ gym: gymSchema.nullable() });
export const mapConfigSchema = z.object({ tileUrl: z.string(), attribution: z.string() });
export const userSummaryListSchema = z.array(userSummarySchema);

export const chatMessageSchema = z
  .object({
    id: z.int(),
    senderId: z.int(),
    receiverId: z.int(),
    content: z.string(),
    timestamp: z.string(),
    read: z.boolean(),
    type: z.literal('message'),
  })
  .meta({ id: 'ChatMessage' });
export const chatMessageListSchema = z.array(chatMessageSchema);
export const chatContactListSchema = z.array(
  z.object({
    id: z.int(),
    username: z.string(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    profilePicture: z.string().nullable(),
    unreadCount: z.int(),
    online: z.boolean(),
    lastMessage: z.string().nullable(),
    lastMessageTime: z.string().nullable(),
    following: z.boolean(),
  }),
);
export const markReadResultSchema = z.object({ read: z.int() });

export const notificationListSchema = z.array(
  z
    .object({
      id: z.int(),
      type: z.enum(NOTIFICATION_TYPES),
      actor: userSummarySchema,
      postId: z.int().nullable(),
      activityId: z.int().nullable(),
      detail: z.string().nullable(),
      count: z.int(),
      badge: z.enum(BADGE_IDS).nullable(),
      clubId: z.int().nullable(),
      eventId: z.int().nullable(),
      challengeId: z.int().nullable(),
      read: z.boolean(),
      createdAt: z.string(),
      remote: remoteOriginSchema.optional(),
    })
    .meta({ id: 'Notification' }),
);
export const unreadCountsSchema = z.object({ notifications: z.int(), messages: z.int() });
export const notificationsReadSchema = unreadCountsSchema.extend({ marked: z.int() });

export const blockStateSchema = z.object({ userId: z.int(), blocked: z.boolean() });
export const blockedMemberListSchema = z.array(userSummarySchema.extend({ blockedAt: z.string() }));
export const reportReceiptSchema = z.object({ id: z.int(), status: z.enum(REPORT_STATUSES) });

export type _Checks = [
  Expect<SameType<z.output<typeof gymSchema>, Gym>>,
  Expect<SameType<z.output<typeof gymDetailSchema>, GymDetail>>,
  Expect<SameType<z.output<typeof myHomeGymSchema>, MyHomeGym>>,
  Expect<SameType<z.output<typeof mapConfigSchema>, MapConfig>>,
  Expect<SameType<z.output<typeof chatMessageSchema>, ChatMessage>>,
  Expect<SameType<z.output<typeof chatContactListSchema>, ChatContact[]>>,
  Expect<SameType<z.output<typeof markReadResultSchema>, MarkReadResult>>,
  Expect<SameType<z.output<typeof notificationListSchema>, AppNotification[]>>,
  Expect<SameType<z.output<typeof unreadCountsSchema>, UnreadCounts>>,
  Expect<SameType<z.output<typeof blockStateSchema>, BlockState>>,
  Expect<SameType<z.output<typeof blockedMemberListSchema>, BlockedMember[]>>,
  Expect<SameType<z.output<typeof reportReceiptSchema>, ReportReceipt>>,
];
