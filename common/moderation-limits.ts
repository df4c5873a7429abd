// Limits of reports and blocks, without zod: admin-texts.ts states them in its messages, and the
// schemas (./schemas/moderation.ts) enforce them.

/** Characters of a report's details and of an admin's note on resolving it (the forms count them). */
export const MODERATION_LIMITS = { detailsMax: 500, noteMax: 300 } as const;
