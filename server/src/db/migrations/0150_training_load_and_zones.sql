-- Heart-rate zones and training load (issue 32, docs/decisions/0029-training-load-and-zones.md).

-- A member's heart rates: a maximum they set, or their choice to use the highest one recorded in
-- their activities (never both), and an optional resting heart rate. No row: nothing set.
create table training_settings (
  user_id integer primary key references users (id) on delete cascade,
  max_heart_rate smallint check (max_heart_rate between 100 and 230),
  resting_heart_rate smallint check (resting_heart_rate between 25 and 120),
  use_highest_recorded boolean not null default false,
  updated_at timestamptz not null default now(),
  check (not (use_highest_recorded and max_heart_rate is not null)),
  check (max_heart_rate is null or resting_heart_rate is null or max_heart_rate - resting_heart_rate >= 20)
);

-- Per activity: seconds spent at each heart rate (common/training/heart-rate-histogram.ts), stored
-- at import so zones and loads follow a change of max or resting heart rate without reading the
-- track, and the owner's rating of effort (1-10). hr_bpm ascending, hr_seconds[i] at hr_bpm[i];
-- both null without heart rate. measured_version is the activity's (migration 0140) when the
-- histogram was made: an activity measured again since gets a new one from the start-up task.
-- Read by primary key only (the page; the load joins it to activities_user_started_idx; the
-- start-up task's "which activities have no current histogram").
create table activity_training (
  activity_id bigint primary key,
  user_id integer not null,
  foreign key (activity_id, user_id) references activities (id, user_id) on delete cascade,
  hr_bpm smallint[],
  hr_seconds double precision[],
  effort smallint check (effort between 1 and 10),
  measured_version smallint,
  check ((hr_bpm is null) = (hr_seconds is null)),
  check (hr_bpm is null or cardinality(hr_bpm) = cardinality(hr_seconds))
);

-- A lifting session's rating of effort (1-10), set in the logger or later; null: not rated.
alter table workout_logs add column effort smallint check (effort between 1 and 10);

-- GET /api/training/heart-rate: the member's highest recorded heart rate (the first row, earliest
-- activity on a tie) without reading all their activities.
create index activities_user_max_hr_idx on activities (user_id, max_heart_rate desc, started_at, id)
  where max_heart_rate is not null;
