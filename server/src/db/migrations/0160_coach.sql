-- Issue 33: a coach in every set. The next weight and reps come from the member's own history, so
-- the history needs each set's effort, the plan each exercise's scheme, and the member their
-- equipment's steps and plates.

-- Effort per set, optional: RPE (1 to 10, in halves) or reps in reserve, as the member logged it or
-- as a Hevy or Strong file gave it. Never filled in by the app.
alter table workout_log_sets
  add column rpe numeric(3, 1) check (rpe between 1 and 10 and rpe * 2 = trunc(rpe * 2)),
  add column rir smallint check (rir between 0 and 10);

-- A plan exercise's scheme and its targets: null follows the default (double progression, 8-12).
-- Double reads its rep range, linear its reps, effort-based its reps (1 to 12, the RTS table's) and
-- target RPE. The plan's own sets x reps stay what the plan shows; these are the coach's targets.
alter table workout_plan_exercises
  add column progression text check (progression in ('double', 'linear', 'rpe')),
  add column rep_range_min smallint check (rep_range_min between 1 and 30),
  add column rep_range_max smallint check (rep_range_max between 1 and 30),
  add column progression_reps smallint check (progression_reps between 1 and 30),
  add column target_rpe numeric(3, 1) check (target_rpe between 6.5 and 10 and target_rpe * 2 = trunc(target_rpe * 2)),
  add constraint workout_plan_exercises_progression_targets_check check (
    (progression is null and rep_range_min is null and rep_range_max is null and progression_reps is null
      and target_rpe is null)
    or (progression = 'double' and rep_range_min <= rep_range_max and progression_reps is null and target_rpe is null)
    or (progression = 'linear' and progression_reps is not null and rep_range_min is null and target_rpe is null)
    or (progression = 'rpe' and progression_reps <= 12 and target_rpe is not null and rep_range_min is null));

-- Step sizes and plates, per weight unit (plates and dumbbells are labelled in one unit or the
-- other, so a lb member's 5 lb step is not a kg figure): only what the member changed is stored,
-- the issue's defaults fill the rest. GET /api/coach/settings reads one row by the primary key.
create table coach_settings (
  user_id integer not null references users (id) on delete cascade,
  unit text not null check (unit in ('kg', 'lb')),
  -- {"barbell": 2.5, ...}: only the equipment the member set.
  steps jsonb not null default '{}',
  bar_weight numeric(5, 2) check (bar_weight > 0 and bar_weight <= 50),
  -- One entry a pair, heaviest first; empty: any weight on the step is loadable.
  plates numeric(5, 2)[] not null default '{}' check (cardinality(plates) <= 24),
  updated_at timestamptz not null default now(),
  primary key (user_id, unit)
);

-- GET /api/coach/history and GET /api/exercises/{id}/suggestion read the member's latest sessions
-- of each exercise through workout_log_exercises_user_exercise_date_idx (migration 0043); the
-- active plan's entry for an exercise through workout_plans_one_active_key and the plan's days.
-- No new index.
