-- Chat messages (issue 8). Stored before delivery: the database is the history, the socket only
-- carries copies. sender_id is the author (the future sharding key); both members cascade.

create table messages (
  id bigint generated always as identity primary key,
  sender_id integer not null references users (id) on delete cascade,
  receiver_id integer not null references users (id) on delete cascade,
  content text not null check (length(content) between 1 and 2000),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  check (sender_id <> receiver_id)
);

-- "The conversation of A and B, newest first, before id X" (GET /api/messages/{userId}) and the
-- last message per contact (GET /api/chat/contacts): one key for the unordered pair.
create index messages_pair_idx on messages (least(sender_id, receiver_id), greatest(sender_id, receiver_id), id desc);

-- "Unread count per sender for a receiver" (contacts' unreadCount, the header's message badge)
-- and marking a conversation read: only unread rows, so the index stays small.
create index messages_unread_idx on messages (receiver_id, sender_id) where read_at is null;

-- "Who has written to me" (contacts who wrote first, whom the member does not follow yet).
create index messages_receiver_sender_idx on messages (receiver_id, sender_id);
