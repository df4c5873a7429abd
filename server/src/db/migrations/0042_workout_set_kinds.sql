-- Set kinds and supersets in workout logs (issue 16, point 7; imports of issue 15 use the same).
-- A warm-up is kept in the log but never counts for records; a drop set and a set to failure
-- count like a normal set. Exercises of one log that share a superset group are done back to back.
alter table workout_log_sets
  add column kind text not null default 'normal' check (kind in ('normal', 'warmup', 'dropset', 'failure'));
alter table workout_log_exercises
  add column superset_group smallint check (superset_group between 1 and 30);
