import { z } from 'zod';
import { CHALLENGE_LIMITS, CHALLENGE_MESSAGES } from '../challenges-texts';
import { pageQuerySchema } from './paging';

// The header search's Challenges section (issue 34): GET /api/challenges/search?q=&limit=&before=.
// Clubs are found by GET /api/clubs?q= (the same rules: private clubs only for their members).

export const CHALLENGE_SEARCH_MESSAGES = {
  queryRequired: 'Type something to search for',
} as const;

export const challengeSearchQuerySchema = pageQuerySchema.extend({
  q: z
    .string({ error: CHALLENGE_SEARCH_MESSAGES.queryRequired })
    .trim()
    .min(1, CHALLENGE_SEARCH_MESSAGES.queryRequired)
    .max(CHALLENGE_LIMITS.queryMax, CHALLENGE_MESSAGES.queryMax),
});
export type ChallengeSearchQuery = z.output<typeof challengeSearchQuerySchema>;

export const SEARCH_SECTION_TEXTS = {
  clubsHeading: 'Clubs',
  challengesHeading: 'Challenges',
  noClubs: 'No clubs match your search',
  noChallenges: 'No challenges match your search',
  clubsError: 'Unable to search clubs',
  challengesError: 'Unable to search challenges',
} as const;
