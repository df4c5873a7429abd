-- What the workout logger needs to answer fast (issue 16, points 5 and 6): the member's last
-- session of each exercise, their recent exercises, and their favourite exercises.

-- Each logged exercise carries its log's date, so "the latest session of this exercise" is the
-- first entry of an index instead of a sort over every session. Triggers keep it equal to the
-- log's date whoever writes the rows (the logger, imports), so no writer has to know about it.
alter table workout_log_exercises add column performed_on date;

update workout_log_exercises le set performed_on = l.performed_on from workout_logs l where l.id = le.log_id;

create function workout_log_exercises_date() returns trigger language plpgsql as $$
begin
  new.performed_on := (select performed_on from workout_logs where id = new.log_id);
  return new;
end $$;

create trigger workout_log_exercises_date_on_insert before insert on workout_log_exercises
  for each row execute function workout_log_exercises_date();

create function workout_logs_date_to_exercises() returns trigger language plpgsql as $$
begin
  update workout_log_exercises set performed_on = new.performed_on where log_id = new.id;
  return null;
end $$;

create trigger workout_logs_date_changed after update of performed_on on workout_logs
  for each row when (old.performed_on is distinct from new.performed_on)
  execute function workout_logs_date_to_exercises();

-- GET /api/workout-logs/last-sets: per requested exercise, the member's latest session (newest
-- date, then newest log, then first place in it) is the first entry under (user, exercise).
-- Also serves GET /api/workout-records (a member's logged exercises, by exercise), which used the
-- index it replaces.
create index workout_log_exercises_user_exercise_date_idx
  on workout_log_exercises (user_id, exercise_id, performed_on desc, log_id desc, position);
drop index workout_log_exercises_user_id_idx;

-- A member's favourite exercises, listed first in the exercise picker.
-- GET /api/exercise-favourites reads one member's rows through the primary key's first column.
create table exercise_favourites (
  user_id integer not null references users (id) on delete cascade,
  exercise_id integer not null references exercises (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, exercise_id)
);
-- Deleting an exercise removes it from everyone's favourites (the cascade looks rows up by exercise).
create index exercise_favourites_exercise_id_idx on exercise_favourites (exercise_id);
