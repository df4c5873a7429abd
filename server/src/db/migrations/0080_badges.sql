-- Badges (issue 16 point 1, DECISIONS D11). A claim badge (Certified Trainer) is requested by the
-- member and granted or refused by an admin; earned badges (first workout, ten workouts, a
-- four-week streak, a personal record) are granted by the server from the member's logs.

-- Every badge a member holds. users.is_trainer stays as a copy of the certified_trainer row,
-- written in the same transaction by the badges module only, because posts, comments, follow
-- lists and notifications embed it in every member card.
create table member_badges (
  user_id integer not null references users (id) on delete cascade,
  badge text not null check (badge in ('certified_trainer', 'first_workout', 'ten_workouts', 'four_week_streak', 'personal_record')),
  earned_at timestamptz not null default now(),
  -- Claim badges: the admin who granted it (null for earned badges, or once that account is gone).
  granted_by integer references users (id) on delete set null,
  -- GET /api/users/{id}/badges reads one member's badges through this key.
  primary key (user_id, badge)
);

create table badge_requests (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  badge text not null check (badge in ('certified_trainer')),
  note text check (char_length(note) <= 500),
  link text check (char_length(link) <= 300),
  status text not null default 'pending' check (status in ('pending', 'granted', 'refused', 'withdrawn')),
  decided_by integer references users (id) on delete set null,
  decided_at timestamptz,
  decision_reason text check (char_length(decision_reason) <= 200),
  created_at timestamptz not null default now()
);
-- One waiting request per member and badge: asking twice does not queue twice (POST answers 409).
create unique index badge_requests_one_pending_key on badge_requests (user_id, badge) where status = 'pending';
-- GET /api/admin/badge-requests?status=: the queue of one status, newest first, before id X.
create index badge_requests_status_idx on badge_requests (status, id desc);
-- GET /api/badges/requests: the member's own requests, newest first.
create index badge_requests_user_idx on badge_requests (user_id, id desc);

-- Which earned badges each member's logs qualify for. One definition, read by the server after a
-- log is saved (filtered by user_id; the filter reaches every branch, also through the windows,
-- which are partitioned by user_id) and by the backfill below.
--   first_workout: any log. ten_workouts: ten logs.
--   four_week_streak: a log in each of four consecutive Monday-to-Sunday weeks (weeks minus 7 x
--     their rank are equal along a run of consecutive weeks).
--   personal_record: a log whose heaviest weight or longest distance on an exercise beats every
--     earlier log of that exercise (by date, then id), warm-up sets left out; a first time is no
--     record. The same rule as the records a shared workout lists.
create view earned_badge_candidates as
  select user_id, 'first_workout'::text as badge from workout_logs group by user_id
  union all
  select user_id, 'ten_workouts' from workout_logs group by user_id having count(*) >= 10
  union all
  select distinct user_id, 'four_week_streak' from (
    select user_id, wk - 7 * (row_number() over (partition by user_id order by wk))::int as run
    from (select distinct user_id, date_trunc('week', performed_on)::date as wk from workout_logs) as weeks
  ) as runs
  group by user_id, run having count(*) >= 4
  union all
  select distinct user_id, 'personal_record' from (
    select user_id, kg, km, max(kg) over earlier as prev_kg, max(km) over earlier as prev_km
    from (
      select le.user_id, le.exercise_id, l.performed_on, l.id as log_id,
        max(s.weight_kg) as kg, max(s.distance_km) as km
      -- The user_id equalities let a filter on one member reach all three tables' user_id indexes.
      from workout_log_exercises le
      join workout_logs l on l.id = le.log_id and l.user_id = le.user_id
      join workout_log_sets s on s.log_exercise_id = le.id and s.user_id = le.user_id
      -- Warm-up sets never count for records (migration 0042).
      where s.kind <> 'warmup'
      group by le.user_id, le.exercise_id, l.performed_on, l.id
    ) as per_log
    window earlier as (partition by user_id, exercise_id order by performed_on, log_id
                       rows between unbounded preceding and 1 preceding)
  ) as compared
  where kg > prev_kg or km > prev_km;

-- Members who already qualify get their earned badges now.
insert into member_badges (user_id, badge) select user_id, badge from earned_badge_candidates on conflict do nothing;

-- Until now the trainer badge was a checkbox on Edit Profile. A badge an admin granted last (the
-- audit log says so) is kept as granted by that admin; a self-declared one becomes a request
-- waiting in the admin queue, and the badge is off until an admin grants it.
with last_trainer_action as (
  select distinct on (target_id) target_id as user_id, action, actor_id, created_at
  from audit_log
  where target_type = 'user' and action in ('user.grant_trainer', 'user.revoke_trainer')
  order by target_id, id desc
)
insert into member_badges (user_id, badge, earned_at, granted_by)
select u.id, 'certified_trainer', a.created_at, a.actor_id
from users u join last_trainer_action a on a.user_id = u.id and a.action = 'user.grant_trainer'
where u.is_trainer;

insert into badge_requests (user_id, badge, note)
select u.id, 'certified_trainer', 'Carried over: this member ticked "I am a fitness trainer" before badges were verified.'
from users u
where u.is_trainer and not exists (select 1 from member_badges b where b.user_id = u.id and b.badge = 'certified_trainer');

update users u set is_trainer = false
where u.is_trainer and not exists (select 1 from member_badges b where b.user_id = u.id and b.badge = 'certified_trainer');
