import type { WorkoutShareSummary } from '@common/schemas/workout-share';
import type { Queryable } from '../../../db/pool';
import { readPublicActivity, routeAttachment } from './activity-note';
import { federatedAuthorSql } from './federated-author';
import { hashtagsOf, noteHtml } from './note-html';
import { AUTHOR_COLUMNS, type AuthorRow, type NoteAttachment, type OutgoingNote } from './outgoing-note';
import { activitySummaryLine, workoutSummaryLine } from './summary-line';
import { workoutLines } from './workout-lines';

interface PostNoteRow extends AuthorRow {
  id: number;
  content: string;
  workout: WorkoutShareSummary | null;
  activity_id: number | null;
  created_at: Date;
  media_url: string | null;
  media_type: string | null;
  media_kind: 'image' | 'video' | null;
  media_width: number | null;
  media_height: number | null;
}

/** A public post of a federated author with its photo or video, or nothing. */
async function readPublicPost(db: Queryable, id: number): Promise<PostNoteRow | null> {
  const { rows } = await db.query<PostNoteRow>(
    `select p.id, p.content, p.workout, p.activity_id, p.created_at, ${AUTHOR_COLUMNS},
       coalesce(p.image_url, p.video_url) as media_url, m.content_type as media_type, m.kind as media_kind,
       m.width as media_width, m.height as media_height
     from posts p join users u on u.id = p.user_id
     left join user_settings s on s.user_id = u.id
     left join media m on m.key = coalesce(p.image_key, p.video_key)
     where p.id = $1 and p.audience = 'public' and ${federatedAuthorSql()}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The post's photo or video, its alt text in the web app's words ("Shared by Ann"). */
function mediaAttachment(origin: string, p: PostNoteRow): NoteAttachment[] {
  if (!p.media_url || !p.media_type) return [];
  const what = p.media_kind === 'video' ? 'Video' : 'Photo';
  return [
    {
      url: new URL(p.media_url, origin).href,
      mediaType: p.media_type,
      name: `${what} shared by ${p.author_name}`,
      ...(p.media_width && p.media_height ? { width: p.media_width, height: p.media_height } : {}),
    },
  ];
}

/**
 * The Note of a post: its text with hashtags, the summary line of the workout or the activity it
 * shares, and its photo or the activity's route picture. An activity shared by a public post
 * still goes out only while the activity is public itself (its own audience decides, as in the app).
 */
export async function loadPostNote(db: Queryable, id: number, origin: string): Promise<OutgoingNote | null> {
  const p = await readPublicPost(db, id);
  if (!p) return null;
  const units = { weight: p.weight_unit, distance: p.distance_unit };
  let summaryLine: string | null = null;
  let attachments = mediaAttachment(origin, p);
  if (p.workout) summaryLine = workoutSummaryLine(await workoutLines(db, p.workout, p.author_id, units));
  if (p.activity_id !== null) {
    const a = await readPublicActivity(db, p.activity_id);
    if (a) {
      summaryLine = activitySummaryLine(
        { sport: a.sport, distanceM: a.distance_m, untimedDistanceM: a.untimed_distance_m, movingSeconds: a.moving_s },
        units.distance,
      );
      attachments = [...attachments, ...routeAttachment(origin, a)];
    }
  }
  return {
    kind: p.workout ? 'workout' : 'post',
    id: String(p.id),
    url: `${origin}/profile/${encodeURIComponent(p.username)}`,
    contentHtml: noteHtml(p.content, summaryLine, origin),
    summaryLine,
    hashtags: hashtagsOf(p.content, origin),
    attachments,
    published: p.created_at,
    updated: null,
    authorUserId: String(p.author_id),
  };
}
