// Limits of badge requests, without zod: badges-texts.ts states them in its messages, and the
// schemas (./schemas/badges.ts) enforce them.

/** Characters of a request's note and link, and of an admin's reason for refusing it (the forms count them). */
export const BADGE_LIMITS = { noteMax: 500, linkMax: 300, reasonMax: 200 } as const;
