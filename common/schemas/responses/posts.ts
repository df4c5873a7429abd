import { z } from 'zod';
import { SPORTS } from '../../activity-sports';
import { remoteOriginSchema } from '../../federation';
import { PRIVACY_CHOICES } from '../../vocab';
import type { ActivityCard, RoutePreview } from '../activities';
import type { ImageSizes } from '../media';
import type { BookmarkState, Comment, LikeState, Post } from '../posts';
import type { ShareSet, WorkoutShareSummary } from '../workout-share';
import type { SharedWorkoutPost } from '../workout-share-body';
import type { Expect, SameType } from './type-check';
import { userSummarySchema } from './user';

// What the posts routes answer (the interfaces in ../posts.ts, as schemas for the serializer
// and the OpenAPI document).

export const imageSizesSchema = z
  .object({
    width: z.int(),
    height: z.int(),
    sources: z.array(z.object({ url: z.string(), width: z.int() })).describe('Smaller copies, narrowest first.'),
  })
  .meta({ id: 'ImageSizes' });

const shareSetSchema = z.object({
  reps: z.number().nullable(),
  weightKg: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  distanceKm: z.number().nullable(),
});

export const workoutShareSummarySchema = z
  .object({
    logId: z.int(),
    title: z.string(),
    date: z.string(),
    durationMinutes: z.number().nullable(),
    exercises: z.array(
      z.object({
        name: z.string(),
        sets: z.number(),
        best: z.string().nullable(),
        bestSet: shareSetSchema.nullable().optional(),
      }),
    ),
    totalVolumeKg: z.number(),
    personalRecords: z.array(
      z.object({
        exercise: z.string(),
        value: z.string(),
        weightKg: z.number().optional(),
        distanceKm: z.number().optional(),
      }),
    ),
  })
  .meta({ id: 'WorkoutShareSummary', description: 'A logged workout shared as a post (a snapshot).' });

export const routePreviewSchema = z
  .object({
    width: z.number(),
    height: z.number(),
    path: z.string().describe('SVG path data, one move per visible part of the route.'),
    bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).describe('[minLat, minLng, maxLat, maxLng]'),
  })
  .meta({ id: 'RoutePreview' });

export const activityCardSchema = z
  .object({
    id: z.int(),
    sport: z.enum(SPORTS).nullable(),
    title: z.string(),
    distanceM: z
      .number()
      .nullable()
      .describe('Null when the file gave neither positions nor a distance of its own: unknown, not 0.'),
    untimedDistanceM: z.number().describe('Of distanceM, the metres the file gave no times for; pace uses the rest.'),
    movingSeconds: z
      .number()
      .nullable()
      .describe("Null when the file's times span no second (a file of one point): unknown, not 0."),
    elapsedSeconds: z.number().nullable().describe('Null exactly when movingSeconds is.'),
    elevationGainM: z.number().nullable(),
    preview: routePreviewSchema.nullable(),
  })
  .meta({ id: 'ActivityCard', description: 'A shared activity as its post carries it.' });

export const postSchema = z
  .object({
    id: z.int(),
    userId: z.int(),
    content: z.string(),
    imageUrl: z.string().nullable(),
    imageKey: z.string().nullable(),
    imageSizes: imageSizesSchema.nullable(),
    videoUrl: z.string().nullable(),
    videoKey: z.string().nullable(),
    location: z.string().nullable().describe("Null for viewers the author's location sharing leaves out."),
    placeLat: z.number().nullable(),
    placeLng: z.number().nullable(),
    audience: z.enum(PRIVACY_CHOICES),
    workout: workoutShareSummarySchema.nullable(),
    activity: activityCardSchema.nullable(),
    createdAt: z.string(),
    user: userSummarySchema,
    likesCount: z.int(),
    commentsCount: z.int(),
    userLiked: z.boolean(),
    bookmarked: z.boolean(),
    remote: remoteOriginSchema.optional(),
    club: z
      .object({ id: z.int(), name: z.string() })
      .optional()
      .describe('A post written in a private club, which only its members (and its author) see.'),
  })
  .meta({ id: 'Post' });
export const postListSchema = z.array(postSchema);

export const commentSchema = z
  .object({
    id: z.int(),
    postId: z.int(),
    content: z.string(),
    createdAt: z.string(),
    user: userSummarySchema,
    remote: remoteOriginSchema.optional(),
  })
  .meta({ id: 'Comment' });
export const commentListSchema = z.array(commentSchema);

export const likeStateSchema = z.object({ postId: z.int(), liked: z.boolean(), likesCount: z.int() });
export const bookmarkStateSchema = z.object({ postId: z.int(), bookmarked: z.boolean() });

export type _Checks = [
  Expect<SameType<z.output<typeof imageSizesSchema>, ImageSizes>>,
  Expect<SameType<z.output<typeof shareSetSchema>, ShareSet>>,
  Expect<SameType<z.output<typeof workoutShareSummarySchema>, WorkoutShareSummary>>,
  Expect<SameType<z.output<typeof routePreviewSchema>, RoutePreview>>,
  Expect<SameType<z.output<typeof activityCardSchema>, ActivityCard>>,
  Expect<SameType<z.output<typeof postSchema>, Post>>,
  Expect<SameType<z.output<typeof commentSchema>, Comment>>,
  Expect<SameType<z.output<typeof likeStateSchema>, LikeState>>,
  Expect<SameType<z.output<typeof bookmarkStateSchema>, BookmarkState>>,
];

/** POST /api/workout-logs/{id}/share: the new post's id and the snapshot it carries. */
export const sharedWorkoutPostSchema = z.object({ postId: z.int(), workout: workoutShareSummarySchema });
export type _SharedWorkoutPost = Expect<SameType<z.output<typeof sharedWorkoutPostSchema>, SharedWorkoutPost>>;
