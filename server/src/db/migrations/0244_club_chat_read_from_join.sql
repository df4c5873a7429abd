-- A member's unread club messages are those since they joined, not the club's whole history.
-- club_members.last_read_message_id started at 0, so a new member (or one who left and came back:
-- leaving deletes the row) had every message ever sent counted as unread.

-- Whatever makes a member active (joining an open club, accepting an invitation, an approval, an
-- invitation to someone who had asked, a club's creation, the seed) starts their reading at the
-- club's newest message. One trigger, so no path that lets someone in can forget it. The newest
-- message comes from club_messages_club_idx (club_id, id desc): one index probe.
create function club_member_reads_from_join() returns trigger language plpgsql as $$
begin
  if new.status = 'active' and (tg_op = 'INSERT' or old.status <> 'active') then
    new.last_read_message_id := greatest(
      new.last_read_message_id,
      coalesce((select max(id) from club_messages where club_id = new.club_id), 0)
    );
  end if;
  return new;
end $$;
create trigger club_members_read_from_join before insert or update of status on club_members
  for each row execute function club_member_reads_from_join();

-- Members who joined before this migration: what was sent before their row was created (when they
-- joined, or asked or were invited to) is no longer unread. Only ever moves their mark forward.
update club_members m set last_read_message_id = before_join.id
from (
  select cm.club_id, cm.user_id, max(x.id) as id
  from club_members cm
  join club_messages x on x.club_id = cm.club_id and x.created_at < cm.created_at
  where cm.status = 'active'
  group by cm.club_id, cm.user_id
) before_join
where m.club_id = before_join.club_id and m.user_id = before_join.user_id
  and m.last_read_message_id < before_join.id;
