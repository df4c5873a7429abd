-- "Keep mine", remembered (decision 0015). A workout of a file the import asked about (changed
-- since it was imported, or like one in the member's history that day) for which the member kept
-- their own: its re-import key (source, wall-clock start, exercise-name fingerprint, as in
-- history_import_workouts) and a digest of the file's sets they declined. Importing the same file
-- again, or a newer export holding that workout with the same sets, skips it without asking; other
-- sets ask again. Nothing here touches the member's workouts.
create table history_import_kept (
  user_id integer not null references users (id) on delete cascade,
  source text not null check (source in ('strong', 'hevy', 'fitcircle')),
  started_at timestamp not null,
  fingerprint text not null check (char_length(fingerprint) <= 64),
  -- sha256 (hex) of the file's exercises in order with their sets, at the database's precision.
  sets_digest text not null check (char_length(sets_digest) = 64),
  kept_at timestamptz not null default now(),
  -- One row per declined version (keeping it again changes nothing). Also serves the preview's and
  -- the commit's read of this member's kept workouts among a file's start times.
  primary key (user_id, source, started_at, fingerprint, sets_digest)
);
