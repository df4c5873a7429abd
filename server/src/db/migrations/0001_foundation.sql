-- Foundation: members, their sessions and settings, and the follow graph every domain builds on.

create extension if not exists pg_trgm;

create table users (
  id integer generated always as identity primary key,
  username text not null,
  email text not null,
  password_hash text not null,
  name text not null,
  first_name text,
  last_name text,
  bio text,
  date_of_birth date,
  height_cm numeric(5, 1),
  weight_kg numeric(5, 1),
  body_type text check (body_type in ('ectomorph', 'mesomorph', 'endomorph')),
  fitness_goal text check (fitness_goal in ('weight_loss', 'muscle_gain', 'strength', 'endurance', 'flexibility', 'maintenance', 'general_fitness')),
  activity_level text check (activity_level in ('sedentary', 'lightly_active', 'moderately_active', 'very_active', 'extremely_active')),
  is_trainer boolean not null default false,
  is_admin boolean not null default false,
  suspended_at timestamptz,
  profile_image_url text,
  profile_image_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Sign-in and uniqueness are case-insensitive: 'Alice' and 'alice' are one member.
create unique index users_username_lower_key on users (lower(username));
create unique index users_email_lower_key on users (lower(email));
-- People search (name and username, case-insensitive, substring) uses trigram indexes.
create index users_username_trgm_idx on users using gin (lower(username) gin_trgm_ops);
create index users_name_trgm_idx on users using gin (lower(name) gin_trgm_ops);

create table sessions (
  -- SHA-256 of the cookie token: a database leak does not hand out live sessions (D1).
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  user_agent text,
  ip text
);
-- Ending every session of a member (logout everywhere, password change, suspension).
create index sessions_user_id_idx on sessions (user_id);
-- The periodic purge of expired sessions.
create index sessions_expires_at_idx on sessions (expires_at);

create table user_settings (
  user_id integer primary key references users (id) on delete cascade,
  profile_visibility text not null default 'friends' check (profile_visibility in ('public', 'friends', 'private')),
  workout_activity text not null default 'friends' check (workout_activity in ('public', 'friends', 'private')),
  fitness_metrics text not null default 'private' check (fitness_metrics in ('public', 'friends', 'private')),
  location_sharing text not null default 'friends' check (location_sharing in ('public', 'friends', 'private')),
  notify_friend_requests text not null default 'email_push' check (notify_friend_requests in ('email_push', 'email', 'push', 'none')),
  notify_likes_comments text not null default 'push' check (notify_likes_comments in ('email_push', 'email', 'push', 'none')),
  notify_workout_reminders text not null default 'email_push' check (notify_workout_reminders in ('email_push', 'email', 'push', 'none')),
  notify_marketing text not null default 'none' check (notify_marketing in ('email_push', 'email', 'push', 'none')),
  updated_at timestamptz not null default now()
);

create table follows (
  follower_id integer not null references users (id) on delete cascade,
  following_id integer not null references users (id) on delete cascade,
  status text not null default 'accepted',
  created_at timestamptz not null default now(),
  primary key (follower_id, following_id),
  check (follower_id <> following_id)
);
-- Followers of a member, and mutual-follow checks from the other side.
create index follows_following_id_idx on follows (following_id, follower_id);
