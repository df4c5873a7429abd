import type { ClubEvent } from '@common/schemas/clubs';
import type { Queryable } from '../../db/pool';
import { SUSPENDED_IDS_SQL } from '../access';

// Going: the members who said so, less suspended ones (on no list, so on no count either).
const EVENT_SELECT = `e.id, e.club_id as "clubId", e.title, e.description,
  to_char(e.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startsAt",
  case when g.id is null then null else json_build_object('id', g.id, 'name', g.name) end as gym, e.place,
  (select count(*)::int from club_event_rsvps r
   where r.event_id = e.id and r.status = 'going' and r.user_id not in ${SUSPENDED_IDS_SQL}) as going,
  (select r.status from club_event_rsvps r where r.event_id = e.id and r.user_id = $1) as "myRsvp"`;

/**
 * A page of a club's upcoming events, soonest first, keyset on (starts_at, id) after the event
 * `page.before` (the last one the member saw): one range of club_events_club_idx per page. The
 * cursor is looked up in this club only, so another club's event tells nothing of its date.
 */
export function upcomingEventsStatement(
  clubId: number,
  viewerId: number,
  page: { limit: number; before?: number },
): { text: string; values: unknown[] } {
  return {
    text: `select ${EVENT_SELECT} from club_events e left join gyms g on g.id = e.gym_id
     where e.club_id = $2 and e.starts_at > now() - interval '3 hours'
       and ($3::int is null
            or (e.starts_at, e.id) > (select c.starts_at, c.id from club_events c where c.id = $3 and c.club_id = $2))
     order by e.starts_at, e.id limit $4`,
    values: [viewerId, clubId, page.before ?? null, page.limit],
  };
}

export async function listUpcomingEvents(
  db: Queryable,
  clubId: number,
  viewerId: number,
  page: { limit: number; before?: number },
): Promise<ClubEvent[]> {
  const statement = upcomingEventsStatement(clubId, viewerId, page);
  return (await db.query<ClubEvent>(statement.text, statement.values)).rows;
}

export async function findEvent(db: Queryable, eventId: number, viewerId: number) {
  const { rows } = await db.query<ClubEvent>(
    `select ${EVENT_SELECT} from club_events e left join gyms g on g.id = e.gym_id where e.id = $2`,
    [viewerId, eventId],
  );
  return rows[0];
}

export async function insertEvent(
  db: Queryable,
  clubId: number,
  creatorId: number,
  e: { title: string; description: string | null; startsAt: string; gymId: number | null; place: string | null },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into club_events (club_id, creator_id, title, description, starts_at, gym_id, place)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [clubId, creatorId, e.title, e.description, e.startsAt, e.gymId, e.place],
  );
  return rows[0].id;
}

export async function deleteEvent(db: Queryable, eventId: number): Promise<void> {
  await db.query('delete from club_events where id = $1', [eventId]);
}

export async function setRsvp(db: Queryable, eventId: number, userId: number, status: string): Promise<void> {
  await db.query(
    `insert into club_event_rsvps (event_id, user_id, status) values ($1, $2, $3)
     on conflict (event_id, user_id) do update set status = excluded.status`,
    [eventId, userId, status],
  );
}

/**
 * Claims the events starting within `hours` that were not reminded yet (one instance wins each:
 * the update is the claim), with the members to remind: active members who did not say no.
 */
export async function claimDueReminders(
  db: Queryable,
  hours: number,
): Promise<{ event_id: number; club_id: number; creator_id: number; title: string; user_ids: number[] }[]> {
  const { rows } = await db.query(
    `with due as (
       update club_events set reminded_at = now()
       where id in (
         select id from club_events
         where reminded_at is null and starts_at > now() and starts_at <= now() + $1 * interval '1 hour'
         for update skip locked limit 100
       )
       returning id, club_id, creator_id, title
     )
     select due.id as event_id, due.club_id, due.creator_id, due.title,
       coalesce(array_agg(cm.user_id) filter (where cm.user_id is not null), '{}') as user_ids
     from due
     left join club_members cm on cm.club_id = due.club_id and cm.status = 'active'
       and not exists (select 1 from club_event_rsvps r where r.event_id = due.id and r.user_id = cm.user_id
                       and r.status = 'not_going')
     group by due.id, due.club_id, due.creator_id, due.title`,
    [hours],
  );
  return rows;
}
