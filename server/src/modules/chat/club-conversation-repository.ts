import type { ClubMessage } from '@common/schemas/clubs';
import type { Queryable } from '../../db/pool';
import { notBlockedSql } from '../access';
import { memberJsonSql } from '../clubs';

// A club's group conversation (issue 34). Its members are the club's active members, so joining,
// leaving and removal keep it in step with no second list to maintain. Unread: newer messages by
// others than the member's last read one (club_members.last_read_message_id), which starts at the
// club's newest message when they join (a trigger, migration 0244): what came before is not news.

const MESSAGE_SELECT = `cm.id, cm.club_id as "clubId", ${memberJsonSql('u')} as sender, cm.content,
  to_char(cm.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as timestamp`;

/**
 * Stores a message if the sender is an active member and within the chat's send limit (the one
 * window of migration 0122, shared with direct messages): one statement, so leaving the club
 * while sending cannot slip a message in. Null when the sender is not a member.
 */
export async function insertClubMessage(
  db: Queryable,
  m: { clubId: number; senderId: number; content: string },
  sendLimit: { limit: number; windowMs: number },
): Promise<{ limited: true } | { limited: false; message: ClubMessage | null }> {
  const { rows } = await db.query<{ allowed: boolean; message: ClubMessage | null }>(
    `with send_window as (
       insert into chat_send_windows as w (user_id, window_start, sent) values ($2, now(), 1)
       on conflict (user_id) do update set
         window_start = case when w.window_start <= now() - $5 * interval '1 millisecond' then now() else w.window_start end,
         sent = case when w.window_start <= now() - $5 * interval '1 millisecond' then 1 else w.sent + 1 end
       returning sent
     ), stored as (
       insert into club_messages (club_id, sender_id, content)
       select $1, $2, $3
       where (select sent from send_window) <= $4
         and exists (select 1 from club_members where club_id = $1 and user_id = $2 and status = 'active')
       returning *
     )
     select send_window.sent <= $4 as allowed,
       (select row_to_json(x) from (select ${MESSAGE_SELECT} from stored cm join users u on u.id = cm.sender_id) x)
         as message
     from send_window`,
    [m.clubId, m.senderId, m.content, sendLimit.limit, sendLimit.windowMs],
  );
  if (!rows[0].allowed) return { limited: true };
  return { limited: false, message: rows[0].message };
}

/** A page of the conversation, newest first (club_messages_club_idx); blocked senders left out. */
export async function clubMessagesPage(
  db: Queryable,
  clubId: number,
  viewerId: number,
  page: { limit: number; before?: number },
): Promise<ClubMessage[]> {
  const { rows } = await db.query<ClubMessage>(
    `select ${MESSAGE_SELECT} from club_messages cm join users u on u.id = cm.sender_id
     where cm.club_id = $1 and ($3::bigint is null or cm.id < $3) and ${notBlockedSql('$2::int', 'cm.sender_id')}
       and u.suspended_at is null
     order by cm.id desc limit $4`,
    [clubId, viewerId, page.before ?? null, page.limit],
  );
  return rows;
}

/** Marks the conversation read up to its newest message; answers how many were unread. */
export async function markClubConversationRead(db: Queryable, clubId: number, userId: number): Promise<number> {
  const { rows } = await db.query<{ unread: number }>(
    `with before as (
       select last_read_message_id as last from club_members where club_id = $1 and user_id = $2
     ), newest as (
       select coalesce(max(id), 0) as id from club_messages where club_id = $1
     ), marked as (
       update club_members set last_read_message_id = greatest(last_read_message_id, (select id from newest))
       where club_id = $1 and user_id = $2 and status = 'active'
     )
     select (select count(*)::int from club_messages where club_id = $1 and sender_id <> $2
             and id > (select last from before)) as unread`,
    [clubId, userId],
  );
  return rows[0]?.unread ?? 0;
}

export interface ClubConversationRow {
  club_id: number;
  name: string;
  image_url: string | null;
  unread_count: number;
  last_message: string | null;
  last_message_time: Date | null;
  member_ids: number[];
}

/**
 * The member's club conversations in one query: unread counts and the last message come from
 * club_messages_club_idx (a short range per club), the member ids for presence.
 */
export async function listClubConversations(db: Queryable, userId: number): Promise<ClubConversationRow[]> {
  const { rows } = await db.query<ClubConversationRow>(
    `select c.id as club_id, c.name, c.image_url,
       (select count(*)::int from club_messages x where x.club_id = c.id and x.id > me.last_read_message_id
          and x.sender_id <> $1) as unread_count,
       last.content as last_message, last.created_at as last_message_time,
       (select array_agg(o.user_id) from club_members o where o.club_id = c.id and o.status = 'active') as member_ids
     from club_members me join clubs c on c.id = me.club_id
     left join lateral (
       select x.content, x.created_at from club_messages x where x.club_id = c.id order by x.id desc limit 1
     ) last on true
     where me.user_id = $1 and me.status = 'active'
     order by last.created_at desc nulls last, c.id desc
     limit 200`,
    [userId],
  );
  return rows;
}
