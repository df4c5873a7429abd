import { SPORT_LABELS, type Sport } from '@common/activity-sports';
import { formatDistance } from '@common/units';
import type { Queryable } from '../../../db/pool';
import { federatedAuthorSql } from './federated-author';
import { hashtagsOf, noteHtml } from './note-html';
import {
  AUTHOR_COLUMNS,
  type AuthorRow,
  type NoteAttachment,
  type OutgoingNote,
  routePictureUrl,
} from './outgoing-note';
import { ROUTE_PICTURE } from './route-picture';
import { activitySummaryLine } from './summary-line';

export interface ActivityNoteRow extends AuthorRow {
  id: number;
  sport: Sport | null;
  title: string;
  distance_m: number | null;
  untimed_distance_m: number;
  moving_s: number | null;
  has_route: boolean;
  route_trimmed: boolean;
  created_at: Date;
}

/**
 * A public activity of a federated author, or nothing. `has_route` is whether the route as others
 * see it (privacy zones cut) has anything left to draw: the activity's feed thumbnail, drawn from
 * the same cut points, is null otherwise.
 */
export async function readPublicActivity(db: Queryable, id: number): Promise<ActivityNoteRow | null> {
  const { rows } = await db.query<ActivityNoteRow>(
    `select a.id, a.sport, a.title, a.distance_m, a.untimed_distance_m, a.moving_s, a.created_at,
       a.preview is not null as has_route, coalesce(a.preview is not null and a.has_gps
         and (t.page_public::json ->> 'routeTrimmed')::boolean, false) as route_trimmed, ${AUTHOR_COLUMNS}
     from activities a join users u on u.id = a.user_id
     left join user_settings s on s.user_id = u.id
     left join activity_tracks t on t.activity_id = a.id
     where a.id = $1 and a.visibility = 'public' and ${federatedAuthorSql()}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The route picture's alt text: what it shows, and that a part is left out when it is. */
export function routeAltText(
  a: Pick<ActivityNoteRow, 'title' | 'sport' | 'distance_m' | 'distance_unit' | 'route_trimmed'>,
) {
  const what = a.sport ? SPORT_LABELS[a.sport].toLowerCase() : 'activity';
  const distance = a.distance_m ? `, ${formatDistance(a.distance_m / 1000, a.distance_unit)}` : '';
  const trimmed = a.route_trimmed ? ' Parts near private places are not shown.' : '';
  return `Map of the route of "${a.title}" (${what}${distance}), drawn as a line.${trimmed}`;
}

export function routeAttachment(origin: string, a: ActivityNoteRow): NoteAttachment[] {
  if (!a.has_route) return [];
  const { width, height } = ROUTE_PICTURE;
  return [{ url: routePictureUrl(origin, a.id), mediaType: 'image/png', name: routeAltText(a), width, height }];
}

/** The Note of an activity itself (not shared as a post): its title, the summary line, the route. */
export async function loadActivityNote(db: Queryable, id: number, origin: string): Promise<OutgoingNote | null> {
  const a = await readPublicActivity(db, id);
  if (!a) return null;
  const summaryLine = activitySummaryLine(
    { sport: a.sport, distanceM: a.distance_m, untimedDistanceM: a.untimed_distance_m, movingSeconds: a.moving_s },
    a.distance_unit,
  );
  return {
    kind: 'activity',
    id: String(a.id),
    url: `${origin}/activities/${a.id}`,
    contentHtml: noteHtml(a.title, summaryLine, origin),
    summaryLine,
    hashtags: hashtagsOf(a.title, origin),
    attachments: routeAttachment(origin, a),
    published: a.created_at,
    updated: null,
    authorUserId: String(a.author_id),
  };
}
