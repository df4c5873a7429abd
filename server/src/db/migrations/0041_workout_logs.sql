-- Workout logs: what a member did, exercise by exercise and set by set (DECISIONS D6).

create table workout_logs (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  plan_id integer references workout_plans (id) on delete set null,
  title text not null check (char_length(title) between 1 and 100),
  -- The member's local date of the workout.
  performed_on date not null,
  duration_minutes smallint not null check (duration_minutes between 1 and 600),
  -- MET estimate at the time of logging (the member's weight then), so history does not shift.
  estimated_calories integer not null default 0 check (estimated_calories >= 0),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- GET /api/workout-logs (newest date first, keyset on (performed_on, id)), the calendar's date
-- range, this week's activity, streaks and the weekly progress chart: all one member's logs by date.
create index workout_logs_user_date_idx on workout_logs (user_id, performed_on desc, id desc);

create table workout_log_exercises (
  id integer generated always as identity primary key,
  log_id integer not null references workout_logs (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  position smallint not null,
  exercise_id integer not null references exercises (id),
  -- Also serves reading a log's exercises in order.
  unique (log_id, position)
);
-- Deleting an own exercise checks whether a log still uses it.
create index workout_log_exercises_exercise_id_idx on workout_log_exercises (exercise_id);
-- GET /api/workout-records: a member's logged exercises, by exercise (sessions and last date).
create index workout_log_exercises_user_id_idx on workout_log_exercises (user_id, exercise_id);

create table workout_log_sets (
  id integer generated always as identity primary key,
  log_exercise_id integer not null references workout_log_exercises (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  position smallint not null,
  reps smallint check (reps between 0 and 1000),
  weight_kg numeric(6, 2) check (weight_kg between 0 and 1000),
  duration_seconds integer check (duration_seconds between 1 and 86400),
  distance_km numeric(8, 3) check (distance_km between 0.01 and 1000),
  -- Also serves reading an exercise's sets in order.
  unique (log_exercise_id, position)
);
-- GET /api/workout-records: every set a member logged, in one pass.
create index workout_log_sets_user_id_idx on workout_log_sets (user_id);
