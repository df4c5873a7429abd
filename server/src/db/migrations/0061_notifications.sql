-- Notifications (issue 8): likes, comments, follows and messages, for the member they are about.

create table notifications (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  actor_id integer not null references users (id) on delete cascade,
  type text not null check (type in ('like', 'comment', 'follow', 'message')),
  -- The post liked or commented on; no foreign key so the posts domain can evolve on its own.
  post_id integer,
  -- Messages from one sender are coalesced into one unread notification; this counts them.
  count integer not null default 1,
  created_at timestamptz not null default now(),
  read_at timestamptz
);

-- GET /api/notifications: a member's notifications, newest first, before id X.
create index notifications_user_idx on notifications (user_id, id desc);

-- The bell's unread count and "mark all read": only unread rows.
create index notifications_unread_idx on notifications (user_id, type) where read_at is null;

-- One unread message notification per sender: new messages bump it instead of adding rows.
create unique index notifications_unread_message_key on notifications (user_id, actor_id)
  where type = 'message' and read_at is null;
