-- A new message's notification replaces the sender's earlier ones that were read
-- (notifications/repository.ts), so a conversation read as it goes keeps one row per contact. The
-- chat's send path finds them by this index, which holds only read message notifications: at most
-- one per contact once the older ones are gone, never a scan of the member's whole list.
create index notifications_read_message_idx on notifications (user_id, actor_id)
  where type = 'message' and read_at is not null;
