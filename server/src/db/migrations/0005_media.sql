-- Media: every uploaded file, so a post's media and an account's media can be found and deleted.

create table media (
  -- The storage key (random id + extension of the detected format); also the file's name in /uploads/.
  key text primary key,
  user_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('image', 'video')),
  content_type text not null,
  bytes integer not null check (bytes >= 0),
  width integer,
  height integer,
  duration_seconds numeric(8, 3),
  created_at timestamptz not null default now()
);
-- An account's media (account deletion, a member's uploads newest first).
create index media_user_id_idx on media (user_id, created_at);
