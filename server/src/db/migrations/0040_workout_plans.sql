-- Workouts: the exercise library and workout plans with their weekly schedule (issue 6).

create table exercises (
  id integer generated always as identity primary key,
  -- null: the curated library every member sees; else a member's own exercise, private to them.
  user_id integer references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80),
  muscle_group text not null check (muscle_group in ('chest', 'back', 'shoulders', 'biceps', 'triceps', 'forearms',
    'core', 'quadriceps', 'hamstrings', 'glutes', 'calves', 'full_body')),
  equipment text not null check (equipment in ('barbell', 'dumbbell', 'kettlebell', 'machine', 'cable', 'bodyweight',
    'band', 'cardio_machine', 'other')),
  category text not null check (category in ('strength', 'cardio', 'flexibility')),
  created_at timestamptz not null default now()
);
-- Curated names are unique (the library sync upserts by name: on conflict ... where user_id is null).
create unique index exercises_curated_name_key on exercises (lower(name)) where user_id is null;
-- A member's own names are unique; also serves GET /api/exercises (their own exercises, by name).
create unique index exercises_own_name_key on exercises (user_id, lower(name)) where user_id is not null;

create table workout_plans (
  id integer generated always as identity primary key,
  -- The owner; null for the recommended plans the app ships with.
  user_id integer references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '',
  level text not null check (level in ('beginner', 'intermediate', 'advanced')),
  goal text not null check (goal in ('strength', 'weight_loss', 'endurance', 'flexibility')),
  frequency smallint not null check (frequency between 1 and 7),
  duration_weeks smallint not null check (duration_weeks between 1 and 52),
  -- null shows '30 min' (spec section 9).
  minutes_per_session smallint check (minutes_per_session between 5 and 300),
  curated boolean not null default false,
  is_active boolean not null default false,
  started_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (curated or user_id is not null),
  check (not is_active or user_id is not null)
);
-- One active plan per member: the one Today's Workout and the calendar follow.
create unique index workout_plans_one_active_key on workout_plans (user_id) where is_active;
-- GET /api/workout-plans and GET /api/users/{id}/workout-plans: a member's plans, newest first (keyset on id).
create index workout_plans_user_id_idx on workout_plans (user_id, id desc);
-- GET /api/workout-suggestions and the Recommended tab: curated plans, newest first.
create index workout_plans_curated_idx on workout_plans (id desc) where curated;
-- GET /api/workout-plans/discover?q= (Explore and header search): names by substring.
create index workout_plans_name_trgm_idx on workout_plans using gin (lower(name) gin_trgm_ops);

create table workout_plan_days (
  id integer generated always as identity primary key,
  plan_id integer not null references workout_plans (id) on delete cascade,
  -- ISO weekday: 1 = Monday ... 7 = Sunday.
  weekday smallint not null check (weekday between 1 and 7),
  title text check (char_length(title) <= 60),
  -- Also serves reading a plan's schedule in weekday order.
  unique (plan_id, weekday)
);

create table workout_plan_exercises (
  id integer generated always as identity primary key,
  day_id integer not null references workout_plan_days (id) on delete cascade,
  position smallint not null,
  -- No action (not restrict): deleting an account removes its plans and exercises in one statement.
  exercise_id integer not null references exercises (id),
  sets smallint not null check (sets between 1 and 20),
  reps smallint check (reps between 1 and 100),
  weight_kg numeric(6, 2) check (weight_kg between 0 and 500),
  duration_seconds integer check (duration_seconds between 1 and 86400),
  distance_km numeric(8, 3) check (distance_km between 0.01 and 1000),
  unique (day_id, position)
);
-- Deleting an own exercise checks whether a plan still uses it.
create index workout_plan_exercises_exercise_id_idx on workout_plan_exercises (exercise_id);

-- Reference data loaded once at start (the curated plans): a key here means it was done, so an
-- admin's later deletion is not undone by the next start.
create table workout_reference_seeds (
  key text primary key,
  applied_at timestamptz not null default now()
);
