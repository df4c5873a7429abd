-- Issue 30: an exercise catalogue lifters recognise, and imports that never relabel a lift.
--
-- Curated exercises get a stable catalogue key ('bench_press.dumbbell'): the start-up sync
-- writes each entry of server/src/modules/exercises/catalogue by its key, so renaming an entry
-- renames its row (members' logs follow) instead of adding another. Rows the old library wrote are
-- linked to their key by name at the first sync. Each exercise also records its movement (what its
-- equipment variants share), its primary and secondary muscles, what one set records (its logging
-- type), and the other names it is known by (Strong's and Hevy's among them).

alter table exercises drop constraint exercises_equipment_check;
alter table exercises add constraint exercises_equipment_check check (equipment in ('barbell', 'dumbbell',
  'machine', 'plate_loaded', 'cable', 'smith_machine', 'kettlebell', 'band', 'bodyweight', 'weighted_bodyweight',
  'assisted_bodyweight', 'ez_bar', 'trap_bar', 'suspension', 'cardio_machine', 'other'));

-- An own exercise created from an imported name that says nothing of its muscles has none: it is
-- shown as "muscles not set" until the member says, never labelled with a guess.
alter table exercises alter column muscle_group drop not null;

alter table exercises
  add column catalogue_key text check (char_length(catalogue_key) <= 80),
  add column movement text check (char_length(movement) <= 80),
  add column primary_muscles text[] not null default '{}',
  add column secondary_muscles text[] not null default '{}',
  add column logging_type text not null default 'weight_reps' check (logging_type in ('weight_reps', 'reps_only',
    'weighted_bodyweight', 'assisted_bodyweight', 'duration', 'distance_duration')),
  add column aliases text[] not null default '{}',
  add constraint exercises_own_have_no_catalogue_key check (user_id is null or catalogue_key is null);

-- The sync writes curated rows by key (insert ... on conflict (catalogue_key)).
create unique index exercises_catalogue_key_key on exercises (catalogue_key) where catalogue_key is not null;

-- What the rows already here record: cardio covers a distance in a time, flexibility holds a time,
-- strength lifts a load. Own strength exercises keep weight and reps whatever their equipment: the
-- logger always offered a weight for them, and members may have logged one.
update exercises set logging_type = case category
  when 'cardio' then 'distance_duration'
  when 'flexibility' then 'duration'
  else 'weight_reps' end;

-- A logged exercise keeps the name the imported file gave it (so the member can re-map that name
-- later and every set logged under it moves), and its own notes (Hevy's exercise notes stay with
-- their exercise instead of joining the workout's notes).
alter table workout_log_exercises
  add column source_name text check (char_length(source_name) <= 200),
  add column notes text check (char_length(notes) <= 2000);
-- GET /api/history-import/names and its re-map: a member's imported names.
create index workout_log_exercises_source_name_idx on workout_log_exercises (user_id, source_name)
  where source_name is not null;

-- A workout whose file gives no duration keeps an unknown duration (shown as such), not a
-- made-up minute.
alter table workout_logs alter column duration_minutes drop not null;

-- A member's own notes on an exercise (cues, seat settings), shown on its page.
create table exercise_notes (
  user_id integer not null references users (id) on delete cascade,
  exercise_id integer not null references exercises (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 2000),
  updated_at timestamptz not null default now(),
  -- GET /api/exercises/{id}: the member's note, by the primary key.
  primary key (user_id, exercise_id)
);
-- Deleting an exercise removes its notes (the cascade looks rows up by exercise).
create index exercise_notes_exercise_id_idx on exercise_notes (exercise_id);

-- The names members "chose" for catalogue exercises at earlier imports were mostly the old
-- importer's pre-selected guesses, pressed through unread ("Skullcrusher (Barbell)" -> Deadlift).
-- They are forgotten, so the next import matches those names by the catalogue's aliases or asks.
-- Choices of the member's own exercises were deliberate and stay.
delete from history_import_exercise_names n using exercises e where e.id = n.exercise_id and e.user_id is null;
