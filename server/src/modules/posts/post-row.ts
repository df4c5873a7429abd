import type { ActivityCard } from '@common/schemas/activities';
import type { PostAudience } from '@common/schemas/posts';
import type { WorkoutShareSummary } from '@common/schemas/workout-share';
import { activityCardSql } from './activity-card-sql';
import { locationVisibleSql, membersOnlyClubSql, VIEWER_ID } from './visibility';
import { visibleCommentsCountSql, visibleLikesCountSql } from './visible-counts-sql';

/** A post as the list queries read it: the post, its author's card and the viewer's flags. */
export interface PostRow {
  id: number;
  user_id: number;
  content: string;
  image_url: string | null;
  image_key: string | null;
  /** The photo's media row: its size and the widths of its smaller copies (null without one). */
  image_width: number | null;
  image_height: number | null;
  image_variant_widths: number[] | null;
  video_url: string | null;
  video_key: string | null;
  /** Already null when the viewer may not see it (the author's location sharing). */
  location: string | null;
  place_lat: number | null;
  place_lng: number | null;
  audience: PostAudience;
  workout: WorkoutShareSummary | null;
  /** A shared activity's card (issue 14), or null. */
  activity: ActivityCard | null;
  /** A post written in a private club: the club whose members only see it (migration 0226). */
  members_club: { id: number; name: string } | null;
  likes_count: number;
  comments_count: number;
  created_at: Date;
  username: string;
  name: string;
  profile_image_url: string | null;
  is_trainer: boolean;
  user_liked: boolean;
  bookmarked: boolean;
}

/**
 * Turns a page of post ids into full posts in one statement: `page` is a CTE with the columns
 * `id` and `sort_key`, already cut to the page by an indexed query. Counts are the maintained
 * counters less what this viewer is not shown (visible-counts-sql.ts); liked
 * and saved are primary-key probes; the location is blanked in the database so it never reaches
 * a viewer who may not see it.
 */
export function selectPostsOfPage(page: string): string {
  return `
select p.id, p.user_id, p.content, p.image_url, p.image_key, p.video_url, p.video_key,
  case when lv.ok then p.location end as location,
  case when lv.ok then p.place_lat end as place_lat,
  case when lv.ok then p.place_lng end as place_lng,
  p.audience, p.workout, ${visibleLikesCountSql('p')} as likes_count,
  ${visibleCommentsCountSql('p')} as comments_count, p.created_at,
  im.width as image_width, im.height as image_height, im.variant_widths as image_variant_widths,
  ${activityCardSql('p')} as activity, ${membersOnlyClubSql('p')} as members_club,
  u.username, u.name, u.profile_image_url, u.is_trainer,
  exists (select 1 from likes l where l.post_id = p.id and l.user_id = ${VIEWER_ID}) as user_liked,
  exists (select 1 from bookmarks b where b.user_id = ${VIEWER_ID} and b.post_id = p.id) as bookmarked
from ${page} pg
join posts p on p.id = pg.id
join users u on u.id = p.user_id
left join media im on im.key = p.image_key
left join user_settings us on us.user_id = p.user_id
cross join lateral (select ${locationVisibleSql('p', 'us')} as ok) lv
order by pg.sort_key desc, p.id desc`;
}
