-- Issue 37: ActivityPub federation (decision 0035). Fedify's key-value store and message queue
-- live here, on our own database (embedded or production PostgreSQL alike), so a delivery
-- survives a restart.

create table federation_kv (
  key text primary key,
  value jsonb not null,
  expires_at timestamptz
);
create index federation_kv_expires_idx on federation_kv (expires_at) where expires_at is not null;

-- The durable outbound/inbound queue: claimed with `for update skip locked`, retried with back-off.
create table federation_queue (
  id bigint generated always as identity primary key,
  message jsonb not null,
  ordering_key text,
  run_at timestamptz not null default now(),
  attempts integer not null default 0,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);
create index federation_queue_due_idx on federation_queue (run_at, id);

-- A member's switch (Settings), beside their other privacy choices; on unless turned off.
alter table user_settings add column federation_enabled boolean not null default true;

-- A member's keys, made on first need.
create table federation_members (
  user_id integer primary key references users (id) on delete cascade,
  -- JWK; the private halves never leave the server.
  rsa_public jsonb,
  rsa_private jsonb,
  ed25519_public jsonb,
  ed25519_private jsonb,
  updated_at timestamptz not null default now()
);

-- Remote accounts we have met (followers, followed, repliers, likers).
create table federation_actors (
  id bigint generated always as identity primary key,
  iri text not null unique,
  handle text not null,
  name text not null,
  avatar_url text,
  profile_url text not null,
  inbox_url text not null,
  shared_inbox_url text,
  server text not null,
  updated_at timestamptz not null default now()
);
create index federation_actors_server_idx on federation_actors (server);

-- Remote accounts following a member: held as pending when the profile is for friends.
create table federation_followers (
  user_id integer not null references users (id) on delete cascade,
  actor_id bigint not null references federation_actors (id) on delete cascade,
  status text not null check (status in ('pending', 'accepted')),
  follow_iri text,
  created_at timestamptz not null default now(),
  primary key (user_id, actor_id)
);
create index federation_followers_actor_idx on federation_followers (actor_id);

-- Remote accounts a member follows.
create table federation_following (
  user_id integer not null references users (id) on delete cascade,
  actor_id bigint not null references federation_actors (id) on delete cascade,
  status text not null check (status in ('pending', 'accepted')),
  follow_iri text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, actor_id)
);
create index federation_following_actor_idx on federation_following (actor_id);

create table federation_account_blocks (
  user_id integer not null references users (id) on delete cascade,
  actor_id bigint not null references federation_actors (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, actor_id)
);

create table federation_blocked_servers (
  host text primary key,
  blocked_by integer references users (id) on delete set null,
  blocked_at timestamptz not null default now()
);

-- What was sent as a Note, so an edit sends Update and a delete or a step back from public sends
-- Delete only for what remote servers actually have.
create table federation_sent_notes (
  kind text not null check (kind in ('post', 'workout', 'activity')),
  item_id bigint not null,
  user_id integer not null references users (id) on delete cascade,
  sent_at timestamptz not null default now(),
  primary key (kind, item_id)
);

-- Remote replies to our posts: comments by a remote author. Ids come from the comments' own
-- sequence so both kinds page together by id.
create table federation_comments (
  id bigint primary key default nextval(pg_get_serial_sequence('comments', 'id')),
  post_id bigint not null references posts (id) on delete cascade,
  actor_id bigint not null references federation_actors (id) on delete cascade,
  object_iri text not null unique,
  url text not null,
  content_html text not null,
  created_at timestamptz not null default now()
);
create index federation_comments_post_idx on federation_comments (post_id, id desc);
create trigger federation_comments_counted_on_insert after insert on federation_comments
  referencing new table as changed for each statement execute function posts_count_rows('comments_count');
create trigger federation_comments_counted_on_delete after delete on federation_comments
  referencing old table as changed for each statement execute function posts_count_rows('comments_count');

create table federation_likes (
  post_id bigint not null references posts (id) on delete cascade,
  actor_id bigint not null references federation_actors (id) on delete cascade,
  activity_iri text,
  created_at timestamptz not null default now(),
  primary key (post_id, actor_id)
);
create trigger federation_likes_counted_on_insert after insert on federation_likes
  referencing new table as changed for each statement execute function posts_count_rows('likes_count');
create trigger federation_likes_counted_on_delete after delete on federation_likes
  referencing old table as changed for each statement execute function posts_count_rows('likes_count');

-- Public Notes of remote accounts members follow (their home feed shows them). Ids come from the
-- posts' own sequence, so the feed pages both kinds together by id and no id means two things.
create table federation_posts (
  id bigint primary key default nextval(pg_get_serial_sequence('posts', 'id')),
  actor_id bigint not null references federation_actors (id) on delete cascade,
  object_iri text not null unique,
  url text not null,
  content_html text not null,
  published_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index federation_posts_actor_idx on federation_posts (actor_id, id desc);

-- What may have to go out: every change of a post or an activity queues a look at it, in the
-- same transaction (so whatever path wrote it, none is missed, and a rollback queues nothing).
-- The worker then asks the content rules whether it is public now and sends Create, Update or
-- Delete. Only what could matter is queued: a public item of a member with remote followers, or
-- an item already sent.
create function federation_queue_item() returns trigger language plpgsql as $$
declare
  item_kind text := tg_argv[0];
  target_id bigint;
  is_candidate boolean := false;
begin
  if tg_op = 'DELETE' then
    target_id := old.id;
  else
    target_id := new.id;
    is_candidate := (to_jsonb(new) ->> case when item_kind = 'activity' then 'visibility' else 'audience' end) = 'public'
      and exists (select 1 from federation_followers f where f.user_id = new.user_id and f.status = 'accepted');
  end if;
  if is_candidate or exists (select 1 from federation_sent_notes s where s.item_id = target_id
      and s.kind = any (case when item_kind = 'activity' then array['activity'] else array['post', 'workout'] end)) then
    insert into federation_queue (message, ordering_key)
    values (jsonb_build_object('fitcircle', 'federate', 'kind', item_kind, 'id', target_id), item_kind || ':' || target_id);
  end if;
  return null;
end $$;

create trigger posts_federated after insert or delete or update of audience, content, image_url, video_url on posts
  for each row execute function federation_queue_item('post');
create trigger activities_federated after insert or delete or update of visibility, title, sport, preview on activities
  for each row execute function federation_queue_item('activity');
