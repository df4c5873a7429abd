import { z } from 'zod';
import {
  CHECK_IN_AUDIENCES,
  CLUB_SPORTS,
  JOIN_POLICIES,
  CLUB_LIMITS as L,
  CLUB_MESSAGES as M,
  RSVP_STATUSES,
} from '../clubs-texts';
import { MESSAGE_MAX_CHARS } from '../limits';
import { hasVisibleText } from '../visible-text';
import { idSchema, idTextSchema } from './id';
import { pageQuerySchema } from './paging';
import { postContentSchema } from './posts';

// One contract for clubs, their events and gym check-ins (issue 34): the forms and the routes
// share these schemas (STYLE habit 1). What the routes answer is in ./responses/clubs.ts.

export type {
  CheckIn,
  Club,
  ClubConversation,
  ClubDetail,
  ClubEvent,
  ClubMember,
  ClubMessage,
  GymPresence,
} from './responses/clubs';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

const httpUrl = z.url({ protocol: /^https?$/, error: M.imageUrlInvalid });

/**
 * POST /api/clubs and PUT /api/clubs/{id}. The name is the club's link and heading everywhere:
 * one of only invisible characters (a zero-width space) would be an empty link, so it is refused.
 */
export const clubInputSchema = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .refine(hasVisibleText, M.nameInvisible)
    .max(L.nameMax, M.nameMax),
  description: optionalText(L.descriptionMax, M.descriptionMax),
  sport: z.enum(CLUB_SPORTS, { error: M.sportInvalid }),
  joinPolicy: z.enum(JOIN_POLICIES, { error: M.policyInvalid }),
  homeGymId: idSchema(M.gymNotFound)
    .nullish()
    .transform((v) => v ?? null),
  imageUrl: optionalText(L.imageUrlMax, M.imageUrlInvalid).refine(
    (v) => v === null || /^\/uploads\/[\w.-]+$/.test(v) || httpUrl.safeParse(v).success,
    M.imageUrlInvalid,
  ),
});
export type ClubInput = z.input<typeof clubInputSchema>;
export type ClubInputParsed = z.output<typeof clubInputSchema>;

/** GET /api/clubs: `?q=` searches names; newest first, `?before=<id>`. */
export const clubListQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(L.queryMax, M.queryMax)
    .optional()
    .transform((v) => v || undefined),
});
export type ClubListQuery = z.output<typeof clubListQuerySchema>;

/** /api/clubs/{id}/members/{userId}. */
export const clubMemberParamsSchema = z.object({ id: idTextSchema(), userId: idTextSchema('Invalid user id') });

/** POST /api/clubs/{id}/invitations: whom to invite. */
export const clubInviteSchema = z.object({ userId: idSchema('Invalid user id') });

/**
 * PUT /api/clubs/{id}/members/{userId}: an owner makes a member an admin or back, or hands the
 * club over ('owner': the member becomes its owner, the owner one of its admins).
 */
export const clubRoleSchema = z.object({ role: z.enum(['owner', 'admin', 'member'], { error: M.roleInvalid }) });

/** POST /api/clubs/{id}/posts: share one of your posts to the club's feed. */
export const clubShareSchema = z.object({ postId: idSchema(M.postNotFound) });

/**
 * POST /api/clubs/{id}/posts/new: write a post in the club. In a private club it is for the club's
 * members only; elsewhere it has the member's usual audience, as a post shared to the club does.
 */
export const clubPostWriteSchema = z.object({ content: postContentSchema });

/** POST /api/clubs/{id}/messages: as long as a direct message (both use the same send form). */
export const clubMessageSchema = z.object({
  content: z
    .string({ error: 'Message cannot be empty' })
    .trim()
    .min(1, 'Message cannot be empty')
    .refine(hasVisibleText, 'Message cannot be empty')
    .max(MESSAGE_MAX_CHARS, `Message must be at most ${MESSAGE_MAX_CHARS} characters`),
});

/**
 * POST /api/clubs/{id}/events. `startsAt` is an ISO date-time with its offset. The title is the
 * event's heading and reminder: it needs a character one can see, as a club's name does.
 */
export const clubEventInputSchema = z.object({
  title: z
    .string({ error: M.eventTitleRequired })
    .trim()
    .min(1, M.eventTitleRequired)
    .refine(hasVisibleText, M.eventTitleInvisible)
    .max(L.eventTitleMax, M.eventTitleMax),
  description: optionalText(L.descriptionMax, M.descriptionMax),
  startsAt: z.iso.datetime({ offset: true, error: M.eventStartInvalid }),
  gymId: idSchema(M.gymNotFound)
    .nullish()
    .transform((v) => v ?? null),
  place: optionalText(L.placeMax, M.placeMax),
});
export type ClubEventInput = z.input<typeof clubEventInputSchema>;

/** PUT /api/events/{id}/rsvp. */
export const rsvpSchema = z.object({ status: z.enum(RSVP_STATUSES, { error: M.rsvpInvalid }) });

/** POST /api/gyms/{id}/check-in: who may see it (D14). */
export const checkInSchema = z.object({
  audience: z.enum(CHECK_IN_AUDIENCES, { error: M.checkInAudienceInvalid }),
});
export type CheckInInput = z.input<typeof checkInSchema>;

/** PUT /api/gyms/home/visibility: whether others see the member's home gym (D14). */
export const homeGymVisibilitySchema = z.object({ visible: z.boolean({ error: 'visible must be true or false' }) });
