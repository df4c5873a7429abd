import { z } from 'zod';
import type { RemoteOrigin } from '../federation';
import { POST_LIMITS } from '../post-limits';
import { POST_MESSAGES } from '../posts-texts';
import { MESSAGES } from '../texts';
import { hasVisibleText } from '../visible-text';
import { PRIVACY_CHOICES, type PrivacyChoice } from '../vocab';
import type { ActivityCard } from './activities';
import { idTextSchema } from './id';
import type { ImageSizes } from './media';
import type { UserSummary } from './user';
import type { WorkoutShareSummary } from './workout-share';

// Posts, likes, comments and bookmarks (spec sections 3, 5, 7; DECISIONS D5). One schema per
// request, used by the composer and by the routes.

// In their own module so the composer reads them without zod; re-exported for everyone else.
export { POST_LIMITS } from '../post-limits';

/** Who may see a post (D5): everyone signed in, friends (mutual follows), or only the author. */
export type PostAudience = PrivacyChoice;

/** Blank optional text becomes null. */
const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

const mediaKey = z.string().trim().max(100).nullish();
// The URL a client sends is never stored (the server stores the one the media row gives); it is
// accepted so that the spec's body passes, and bounded so it cannot be abused.
const mediaUrl = z.string().max(2000).nullish();

/** A post's text: trimmed, not blank (nor only invisible characters), bounded. */
export const postContentSchema = z
  .string({ error: MESSAGES.postEmpty })
  .trim()
  .min(1, MESSAGES.postEmpty)
  .refine(hasVisibleText, MESSAGES.postEmpty)
  .max(POST_LIMITS.contentMax, POST_MESSAGES.contentTooLong);

/**
 * POST /api/posts. The spec's body (userId, content, imageUrl, imageKey, videoUrl, videoKey,
 * location) plus the place's coordinates and the audience. `userId` is ignored: the author is
 * the signed-in member (D1).
 */
export const createPostSchema = z
  .object({
    content: postContentSchema,
    imageUrl: mediaUrl,
    imageKey: mediaKey,
    videoUrl: mediaUrl,
    videoKey: mediaKey,
    location: optionalText(POST_LIMITS.locationMax, POST_MESSAGES.locationTooLong),
    placeLat: z.number().min(-90).max(90).nullish(),
    placeLng: z.number().min(-180).max(180).nullish(),
    audience: z.enum(PRIVACY_CHOICES).optional(),
  })
  .superRefine((post, ctx) => {
    if (post.imageKey && post.videoKey) {
      ctx.addIssue({ code: 'custom', path: ['videoKey'], message: POST_MESSAGES.oneMediaOnly });
    }
    if (post.imageUrl && !post.imageKey) {
      ctx.addIssue({ code: 'custom', path: ['imageKey'], message: POST_MESSAGES.mediaNeedsKey });
    }
    if (post.videoUrl && !post.videoKey) {
      ctx.addIssue({ code: 'custom', path: ['videoKey'], message: POST_MESSAGES.mediaNeedsKey });
    }
    const hasLat = post.placeLat !== null && post.placeLat !== undefined;
    const hasLng = post.placeLng !== null && post.placeLng !== undefined;
    if (hasLat !== hasLng) ctx.addIssue({ code: 'custom', path: ['placeLat'], message: POST_MESSAGES.placeNeedsBoth });
    if (hasLat && !post.location) {
      ctx.addIssue({ code: 'custom', path: ['location'], message: POST_MESSAGES.placeNeedsName });
    }
  });
export type CreatePostInput = z.input<typeof createPostSchema>;
export type CreatePostBody = z.output<typeof createPostSchema>;

/** POST /api/posts/{id}/comments: blank or whitespace-only text is refused (spec section 5). */
export const createCommentSchema = z.object({
  content: z
    .string({ error: MESSAGES.commentEmpty })
    .trim()
    .min(1, MESSAGES.commentEmpty)
    .refine(hasVisibleText, MESSAGES.commentEmpty)
    .max(POST_LIMITS.commentMax, POST_MESSAGES.commentTooLong),
});
export type CreateCommentInput = z.input<typeof createCommentSchema>;

/** `/api/posts/user/{userId}` names its parameter userId. */
export const userIdParamSchema = z.object({
  userId: idTextSchema(),
});

/** A post as every list and call answers it (spec section 3, Post, plus D5's audience and bookmark). */
export interface Post {
  id: number;
  userId: number;
  content: string;
  imageUrl: string | null;
  imageKey: string | null;
  /** The photo's size and smaller copies; null without a photo or for one of unknown size. */
  imageSizes: ImageSizes | null;
  videoUrl: string | null;
  videoKey: string | null;
  /** Blank (null) for viewers the author's location sharing leaves out, with the coordinates. */
  location: string | null;
  placeLat: number | null;
  placeLng: number | null;
  audience: PostAudience;
  /** A shared workout's snapshot, or null for an ordinary post. */
  workout: WorkoutShareSummary | null;
  /** A shared activity's card (route thumbnail, distance, time), or null. */
  activity: ActivityCard | null;
  createdAt: string;
  user: UserSummary;
  likesCount: number;
  commentsCount: number;
  userLiked: boolean;
  bookmarked: boolean;
  /** Issue 37: a post from another server (`user` is then the remote author); absent for our own. */
  remote?: RemoteOrigin | null;
  /** A post written in a private club, which its members alone see (with its author); absent otherwise. */
  club?: { id: number; name: string };
}

/** Spec section 3, Comment: id, content, user (name, profileImageUrl), plus post and time. */
export interface Comment {
  id: number;
  postId: number;
  content: string;
  createdAt: string;
  user: UserSummary;
  /** Issue 37: a reply from another server (`user` is then the remote author); absent for our own. */
  remote?: RemoteOrigin | null;
}

/** POST|DELETE /api/posts/{id}/like: the state after the call. */
export interface LikeState {
  postId: number;
  liked: boolean;
  likesCount: number;
}

/** POST|DELETE /api/posts/{id}/bookmark: the state after the call. */
export interface BookmarkState {
  postId: number;
  bookmarked: boolean;
}
