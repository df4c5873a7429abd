import type { Queryable } from '../../db/pool';
import { shownMemberSql } from '../access';
import { EXPORT_PAGE, pages, rowsOf } from './batches';
import { gpxPathOf } from './gps-activities';

// What fitcircle-export.json holds, read for one member. Field names are the document's own
// (camelCase), chosen here so the file reads well on its own; media are named by their file in
// the zip ('media/<key>').

const mediaFile = (key: string | null) => (key ? `media/${key}` : null);

/**
 * The member's posts with the comments the post's own list shows them: not those of a member
 * blocked either way or suspended (they chose not to be seen, or are hidden pending moderation),
 * unless the member is an admin, who sees everyone's.
 */
export function postsOf(db: Queryable, userId: number, isAdmin: boolean) {
  return rowsOf(
    pages(
      async (after: number | null) =>
        (
          await db.query(
            `select p.id, p.content, p.audience, p.location, p.place_lat as "placeLat", p.place_lng as "placeLng",
               p.image_key, p.video_key, p.workout, p.likes_count as "likesCount", p.created_at as "createdAt",
               coalesce((select json_agg(json_build_object('author', u.username, 'content', c.content,
                 'createdAt', c.created_at) order by c.id)
                 from comments c join users u on u.id = c.user_id
                 where c.post_id = p.id and ($4::boolean or ${shownMemberSql('$1::int', 'c.user_id')})), '[]') as comments
             from posts p where p.user_id = $1 and p.id > $2 order by p.id limit $3`,
            [userId, after ?? 0, EXPORT_PAGE, isAdmin],
          )
        ).rows.map(({ image_key, video_key, ...post }) => ({
          ...post,
          photo: mediaFile(image_key),
          video: mediaFile(video_key),
        })),
      (post) => post.id as number,
    ),
  );
}

/** Comments the member wrote on other members' posts. */
export async function commentsElsewhere(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select c.post_id as "postId", a.username as "postAuthor", c.content, c.created_at as "createdAt"
     from comments c join posts p on p.id = c.post_id join users a on a.id = p.user_id
     where c.user_id = $1 and p.user_id <> $1 order by c.id`,
    [userId],
  );
  return rows;
}

export async function followsOf(db: Queryable, userId: number) {
  const people = (column: 'following_id' | 'follower_id', other: 'follower_id' | 'following_id') =>
    db.query(
      `select u.username, u.name, f.created_at as "since" from follows f join users u on u.id = f.${column}
       where f.${other} = $1 order by f.created_at`,
      [userId],
    );
  const [following, followers] = await Promise.all([
    people('following_id', 'follower_id'),
    people('follower_id', 'following_id'),
  ]);
  return { following: following.rows, followers: followers.rows };
}

export async function ownExercises(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select name, muscle_group as "muscleGroup", equipment, category, created_at as "createdAt"
     from exercises where user_id = $1 order by lower(name)`,
    [userId],
  );
  return rows;
}

export async function workoutPlansOf(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select p.name, p.description, p.level, p.goal, p.frequency, p.duration_weeks as "durationWeeks",
       p.minutes_per_session as "minutesPerSession", p.is_active as "active", p.started_on::text as "startedOn",
       p.created_at as "createdAt",
       coalesce((select json_agg(json_build_object('weekday', d.weekday, 'title', d.title, 'exercises', (
         select coalesce(json_agg(json_build_object('exercise', e.name, 'sets', pe.sets, 'reps', pe.reps,
           'weightKg', pe.weight_kg, 'durationSeconds', pe.duration_seconds, 'distanceKm', pe.distance_km)
           order by pe.position), '[]')
         from workout_plan_exercises pe join exercises e on e.id = pe.exercise_id where pe.day_id = d.id))
         order by d.weekday) from workout_plan_days d where d.plan_id = p.id), '[]') as schedule
     from workout_plans p where p.user_id = $1 order by p.id`,
    [userId],
  );
  return rows;
}

export async function mealPlansOf(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select name, description, goal, is_active as "active", meals, calories, protein, carbs, fat, created_at as "createdAt"
     from meal_plans where user_id = $1 order by id`,
    [userId],
  );
  return rows;
}

export async function ownFoods(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select name, category, calories, protein, carbs, fat, serving_grams as "servingGrams"
     from foods where user_id = $1 order by lower(name)`,
    [userId],
  );
  return rows;
}

/** The food diary, oldest day first (meal_logs_user_date_idx). */
export async function* foodDiaryOf(db: Queryable, userId: number) {
  for await (const { id: _, ...entry } of diaryPages(db, userId)) yield entry;
}

function diaryPages(db: Queryable, userId: number) {
  return rowsOf(
    pages(
      async (after: [string, number] | null) =>
        (
          await db.query(
            `select id, log_date::text as date, meal, food_name as food, grams, calories, protein, carbs, fat
             from meal_logs where user_id = $1 and ($2::date is null or (log_date, id) > ($2::date, $3::int))
             order by log_date, id limit $4`,
            [userId, after?.[0] ?? null, after?.[1] ?? null, EXPORT_PAGE],
          )
        ).rows,
      (row) => [row.date, row.id] as [string, number],
    ),
  );
}

/** Messages sent, then received, each in order (messages_sender_id_idx, messages_receiver_id_idx). */
export async function* messagesOf(db: Queryable, userId: number) {
  for await (const { id: _, ...message } of messagePages(db, userId)) yield message;
}

async function* messagePages(db: Queryable, userId: number) {
  for (const [direction, mine, other] of [
    ['sent', 'sender_id', 'receiver_id'],
    ['received', 'receiver_id', 'sender_id'],
  ] as const) {
    yield* rowsOf(
      pages(
        async (after: number | null) =>
          (
            await db.query(
              `select m.id, '${direction}' as direction, u.username as "with", m.content, m.created_at as "sentAt", m.read_at as "readAt"
               from messages m join users u on u.id = m.${other}
               where m.${mine} = $1 and m.id > $2 order by m.id limit $3`,
              [userId, after ?? 0, EXPORT_PAGE],
            )
          ).rows,
        (row) => row.id as number,
      ),
    );
  }
}

export interface MediaFileRow {
  key: string;
  kind: string;
  content_type: string;
  bytes: number;
  created_at: Date;
}

/** The member's uploaded files (media_user_id_idx). */
export async function mediaOf(db: Queryable, userId: number): Promise<MediaFileRow[]> {
  const { rows } = await db.query<MediaFileRow>(
    'select key, kind, content_type, bytes, created_at from media where user_id = $1 order by created_at',
    [userId],
  );
  return rows;
}

/**
 * Every activity, with or without a route: its figures as stored, who may see it, the member's
 * rating of effort, its GPX in the zip (with GPS) and its original file in media/. A distance the
 * file did not give is null, not 0.
 */
export function activitiesOf(db: Queryable, userId: number) {
  return rowsOf(
    pages(
      async (after: number | null) =>
        (
          await db.query<{
            id: number;
            title: string;
            sport: string | null;
            visibility: string;
            started_at: Date;
            distance_m: number | null;
            moving_s: number | null;
            elapsed_s: number | null;
            has_gps: boolean;
            file_key: string;
            effort: number | null;
          }>(
            `select a.id, a.title, a.sport, a.visibility, a.started_at, a.distance_m, a.moving_s, a.elapsed_s,
               a.has_gps, a.file_key, t.effort
             from activities a left join activity_training t on t.activity_id = a.id
             where a.user_id = $1 and a.id > $2 order by a.id limit $3`,
            [userId, after ?? 0, EXPORT_PAGE],
          )
        ).rows.map((a) => ({
          id: a.id,
          title: a.title,
          sport: a.sport,
          visibility: a.visibility,
          startedAt: a.started_at.toISOString(),
          distanceKm: a.distance_m === null ? null : Math.round(a.distance_m) / 1000,
          movingSeconds: a.moving_s,
          elapsedSeconds: a.elapsed_s,
          effort: a.effort,
          file: a.has_gps ? gpxPathOf(a.started_at, a.id) : null,
          original: mediaFile(a.file_key),
        })),
      (activity) => activity.id,
    ),
  );
}

/** What the member liked and saved, and the nutrition target they set. */
export async function likesAndBookmarksOf(db: Queryable, userId: number) {
  const [likes, bookmarks] = await Promise.all([
    db.query(
      `select l.post_id as "postId", a.username as "postAuthor", l.created_at as "likedAt"
       from likes l join posts p on p.id = l.post_id join users a on a.id = p.user_id
       where l.user_id = $1 order by l.created_at, l.post_id`,
      [userId],
    ),
    db.query(
      `select b.post_id as "postId", a.username as "postAuthor", b.created_at as "savedAt"
       from bookmarks b join posts p on p.id = b.post_id join users a on a.id = p.user_id
       where b.user_id = $1 order by b.id`,
      [userId],
    ),
  ]);
  return { likes: likes.rows, bookmarks: bookmarks.rows };
}

export async function nutritionTargetOf(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select calories, protein, carbs, fat, updated_at as "setAt" from nutrition_targets where user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** What the member wrote in their clubs' conversations, oldest first. */
export async function clubMessagesOf(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select c.name as club, m.content, m.created_at as "sentAt"
     from club_messages m join clubs c on c.id = m.club_id where m.sender_id = $1 order by m.id`,
    [userId],
  );
  return rows;
}

/** Workout logs' ratings of effort (the sets are in workouts.csv). */
export async function workoutEffortsOf(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select performed_on::text as date, title, effort from workout_logs
     where user_id = $1 and effort is not null order by performed_on, id`,
    [userId],
  );
  return rows;
}
