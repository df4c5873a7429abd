/** The moderation domain's cached queries. */
export const moderationKeys = {
  blocks: ['moderation', 'blocks'] as const,
};

/**
 * Roots of the other domains' caches a block changes (each domain keeps its queries under one
 * root): the feed and every post list, comments, profiles and people lists, chat contacts, notifications.
 */
export const BLOCK_AFFECTS = [['posts'], ['comments'], ['people'], ['chat'], ['notifications']] as const;
