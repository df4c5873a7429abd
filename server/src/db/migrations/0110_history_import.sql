-- History import (issue 15): files waiting for the member's Import or Cancel, the workouts each
-- import added (so importing again skips them), and the member's choices of exercise per name.

-- An uploaded file between its preview and its commit. One per member (a new upload replaces the
-- old), at most IMPORT_LIMITS.maxBytes (checked while it streams in), gone after expires_at.
create table history_import_uploads (
  token uuid primary key,
  user_id integer not null unique references users (id) on delete cascade,
  bytes bytea not null,
  byte_size integer not null check (byte_size between 0 and 20971520),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
-- The hourly purge of uploads nobody imported or cancelled.
create index history_import_uploads_expires_at_idx on history_import_uploads (expires_at);

-- One row per imported workout. The key is the source app, the workout's wall-clock start and a
-- fingerprint of its exercise names: a newer export that overlaps an older one meets the same keys.
-- Deleting the workout deletes its row, so importing the file again brings it back.
create table history_import_workouts (
  log_id integer primary key references workout_logs (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  source text not null check (source in ('strong', 'hevy', 'fitcircle')),
  started_at timestamp not null,
  fingerprint text not null check (char_length(fingerprint) <= 64),
  imported_at timestamptz not null default now(),
  -- The re-import check of a preview and a commit: this member's keys among the file's start times.
  unique (user_id, source, started_at, fingerprint)
);

-- "Squat (Barbell)" -> Back Squat, as the member chose it: the next import matches it at once.
create table history_import_exercise_names (
  user_id integer not null references users (id) on delete cascade,
  -- The file's name, trimmed, lower case, single spaces.
  name_key text not null check (char_length(name_key) between 1 and 200),
  exercise_id integer not null references exercises (id) on delete cascade,
  -- Also serves the preview's read of all the member's choices.
  primary key (user_id, name_key)
);
-- Deleting an exercise removes the choices that named it.
create index history_import_exercise_names_exercise_id_idx on history_import_exercise_names (exercise_id);
