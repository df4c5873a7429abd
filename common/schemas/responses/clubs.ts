import { z } from 'zod';
import { CHECK_IN_AUDIENCES, CLUB_ROLES, CLUB_SPORTS, JOIN_POLICIES, RSVP_STATUSES } from '../../clubs-texts';
import { userSummarySchema } from './user';

// What the clubs, events and check-in routes answer (issue 34). The types are read from these
// schemas, so the presenters and the serializer cannot disagree.

/** The viewer's place in a club: null when they are not in it at all. */
const membershipSchema = z
  .object({
    role: z.enum(CLUB_ROLES),
    status: z.enum(['active', 'requested', 'invited']),
  })
  .nullable();

export const clubSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    description: z.string().nullable(),
    sport: z.enum(CLUB_SPORTS),
    joinPolicy: z.enum(JOIN_POLICIES),
    imageUrl: z.string().nullable(),
    homeGym: z.object({ id: z.int(), name: z.string() }).nullable(),
    memberCount: z.int(),
    membership: membershipSchema.describe("The viewer's role and status, or null."),
    createdAt: z.string(),
  })
  .meta({ id: 'Club' });
export type Club = z.output<typeof clubSchema>;
export const clubListSchema = z.array(clubSchema);

export const clubEventSchema = z
  .object({
    id: z.int(),
    clubId: z.int(),
    title: z.string(),
    description: z.string().nullable(),
    startsAt: z.string(),
    gym: z.object({ id: z.int(), name: z.string() }).nullable(),
    place: z.string().nullable(),
    going: z.int().describe('How many members answered going.'),
    myRsvp: z.enum(RSVP_STATUSES).nullable(),
  })
  .meta({ id: 'ClubEvent' });
export type ClubEvent = z.output<typeof clubEventSchema>;
export const clubEventListSchema = z.array(clubEventSchema);

export const clubChallengeSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  metric: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  participantCount: z.int(),
});

export const clubDetailSchema = clubSchema
  .extend({
    owner: userSummarySchema,
    members: z.array(userSummarySchema).describe('The newest members (a preview).'),
    upcomingEvents: z.array(clubEventSchema),
    challenges: z.array(clubChallengeSummarySchema),
    canSeeContent: z.boolean().describe('Whether the viewer may read the feed, members and chat.'),
  })
  .meta({ id: 'ClubDetail' });
export type ClubDetail = z.output<typeof clubDetailSchema>;

export const clubMemberSchema = userSummarySchema
  .extend({ role: z.enum(CLUB_ROLES), online: z.boolean() })
  .meta({ id: 'ClubMember' });
export type ClubMember = z.output<typeof clubMemberSchema>;
export const clubMemberListSchema = z.array(clubMemberSchema);

export const clubMessageSchema = z
  .object({
    id: z.int(),
    clubId: z.int(),
    sender: userSummarySchema,
    content: z.string(),
    timestamp: z.string(),
  })
  .meta({ id: 'ClubMessage' });
export type ClubMessage = z.output<typeof clubMessageSchema>;
export const clubMessageListSchema = z.array(clubMessageSchema);

/** A club's group conversation in the chat list. */
export const clubConversationSchema = z
  .object({
    clubId: z.int(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    unreadCount: z.int(),
    lastMessage: z.string().nullable(),
    lastMessageTime: z.string().nullable(),
    onlineCount: z.int().describe('Members online now (presence), the viewer included.'),
  })
  .meta({ id: 'ClubConversation' });
export type ClubConversation = z.output<typeof clubConversationSchema>;
export const clubConversationListSchema = z.array(clubConversationSchema);

export const checkInSchema = z
  .object({
    id: z.int(),
    gym: z.object({ id: z.int(), name: z.string() }),
    audience: z.enum(CHECK_IN_AUDIENCES),
    startedAt: z.string(),
    endsAt: z.string(),
  })
  .meta({ id: 'CheckIn' });
export type CheckIn = z.output<typeof checkInSchema>;
export const myCheckInSchema = z.object({ checkIn: checkInSchema.nullable() });

/** Someone at a gym now, as the viewer may see them. */
export const gymPresenceSchema = z
  .object({
    user: userSummarySchema,
    gym: z.object({ id: z.int(), name: z.string() }),
    since: z.string(),
    until: z.string(),
  })
  .meta({ id: 'GymPresence' });
export type GymPresence = z.output<typeof gymPresenceSchema>;
export const gymPresenceListSchema = z.array(gymPresenceSchema);
export const homeGymVisibilityResultSchema = z.object({ visible: z.boolean() });
