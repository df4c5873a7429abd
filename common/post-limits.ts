/** Sizes of posts and comments (spec sections 3, 5), and how Explore Trending ranks. */
export const POST_LIMITS = {
  contentMax: 5000,
  commentMax: 2000,
  locationMax: 200,
  /** Explore Trending ranks the public posts of this many recent days... */
  trendingDays: 7,
  /** ...at most this many of the newest ones, so a busy week costs no more than a quiet one. */
  trendingCandidates: 1000,
} as const;
