-- Challenges (issue 34): a date range, a sport, a metric; members join and their activities and
-- workouts in the range count. Standings are kept incrementally (docs/decisions/0033):
-- challenge_contributions holds what each counted item adds to each challenge it counts for;
-- triggers add every change of a contribution to its participant's standing, every change of a
-- standing to the challenge's total and to the rank histogram. Nothing is recomputed per request.

create table challenges (
  id integer generated always as identity primary key,
  creator_id integer not null references users (id) on delete cascade,
  -- A club's challenge is for its members; without a club it is public.
  club_id integer references clubs (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 100),
  description text check (char_length(description) <= 2000),
  metric text not null check (metric in ('distance', 'moving_time', 'sessions', 'weight_lifted', 'records')),
  -- 'any', a sport of activities, or 'strength' (workout logs only).
  sport text not null check (sport in ('any', 'run', 'ride', 'walk', 'hike', 'swim', 'strength')),
  -- individual: a ranking (each member's own target, if any); group: the members' total against the target.
  goal text not null default 'individual' check (goal in ('individual', 'group')),
  -- In the metric's unit: km, seconds, sessions, kg, records.
  target numeric check (target > 0),
  check (goal = 'individual' or target is not null),
  starts_on date not null,
  ends_on date not null,
  check (ends_on >= starts_on and ends_on <= starts_on + 366),
  -- The creator's time zone: the range's days, for whoever has no zone of their own.
  time_zone text not null check (char_length(time_zone) between 1 and 64),
  participant_count integer not null default 0,
  -- Sum of the participants' counted values (the group goal's progress).
  total numeric not null default 0,
  -- When a group goal was reached (its notification goes out once).
  completed_at timestamptz,
  search_text text generated always as (lower(title)) stored,
  created_at timestamptz not null default now()
);
-- GET /api/challenges?q=: substring search on the title.
create index challenges_search_trgm_idx on challenges using gin (search_text gin_trgm_ops);
-- GET /api/clubs/{id} (its challenges) : a club's challenges, newest first.
create index challenges_club_idx on challenges (club_id, id desc) where club_id is not null;
-- GET /api/challenges (Explore): public challenges still running, ending soonest first.
create index challenges_public_idx on challenges (ends_on, id) where club_id is null;
create index challenges_creator_idx on challenges (creator_id);

-- The rank bucket of a value: 32 per doubling, so a member's rank is the participants of the
-- buckets above (a few hundred rows of challenge_rank_buckets at most) plus those above them in
-- their own bucket (a short index range), however many participants there are.
create function challenge_bucket(v numeric) returns integer language sql immutable parallel safe as $$
  select case when v <= 0 then 0 else 1 + floor(log(2.0, v + 1) * 32)::integer end
$$;

create table challenge_participants (
  challenge_id integer not null references challenges (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  -- The member's own time zone when they joined (the browser's): their days decide what counts.
  time_zone text not null check (char_length(time_zone) between 1 and 64),
  joined_at timestamptz not null default now(),
  -- What counts for the board: items the challenge's audience may see.
  value numeric not null default 0,
  -- What counts only in the member's own view (private or friends-only items).
  private_value numeric not null default 0,
  bucket integer generated always as (challenge_bucket(value)) stored,
  -- When the member reached the challenge's target (individual goals; notified once).
  completed_at timestamptz,
  primary key (challenge_id, user_id)
);
-- GET /api/challenges/{id}/leaderboard: the top of the board, highest value first, ties by user id.
create index challenge_participants_board_idx on challenge_participants (challenge_id, value desc, user_id);
-- A member's rank: those above them inside their own bucket.
create index challenge_participants_bucket_idx on challenge_participants (challenge_id, bucket, value);
-- A saved activity or workout: the member's challenges (and GET /api/challenges/mine).
create index challenge_participants_user_idx on challenge_participants (user_id, challenge_id);

-- How many participants each bucket holds, per challenge.
create table challenge_rank_buckets (
  challenge_id integer not null references challenges (id) on delete cascade,
  bucket integer not null,
  n integer not null,
  primary key (challenge_id, bucket)
);

create table challenge_contributions (
  challenge_id integer not null,
  user_id integer not null,
  foreign key (challenge_id, user_id) references challenge_participants (challenge_id, user_id) on delete cascade,
  -- One of the two: the activity or the workout log that counts. Their deletion cascades here, and
  -- the trigger below takes what they added off the standing, whoever deleted them.
  activity_id bigint references activities (id) on delete cascade,
  workout_log_id integer references workout_logs (id) on delete cascade,
  check ((activity_id is null) <> (workout_log_id is null)),
  value numeric not null check (value >= 0),
  -- Whether the challenge's audience may see the item (else it counts in the owner's view only).
  counted boolean not null
);
-- An activity's or a log's contributions (replaced when it is edited), one per challenge.
create unique index challenge_contributions_activity_key on challenge_contributions (activity_id, challenge_id)
  where activity_id is not null;
create unique index challenge_contributions_log_key on challenge_contributions (workout_log_id, challenge_id)
  where workout_log_id is not null;
-- Leaving a challenge (the cascade) and recounting a member's records: a participant's contributions.
create index challenge_contributions_participant_idx on challenge_contributions (challenge_id, user_id);

-- A contribution changes its participant's standing by the difference.
create function challenge_contribution_changed() returns trigger language plpgsql as $$
declare
  counted_delta numeric := 0;
  private_delta numeric := 0;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    if old.counted then counted_delta := counted_delta - old.value; else private_delta := private_delta - old.value; end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    if new.counted then counted_delta := counted_delta + new.value; else private_delta := private_delta + new.value; end if;
  end if;
  -- One update of the standing (an edit is one change, not a removal and an addition).
  update challenge_participants set value = value + counted_delta, private_value = private_value + private_delta
  where challenge_id = coalesce(new.challenge_id, old.challenge_id) and user_id = coalesce(new.user_id, old.user_id)
    and (counted_delta <> 0 or private_delta <> 0);
  return null;
end $$;
create trigger challenge_contributions_standing after insert or update or delete on challenge_contributions
  for each row execute function challenge_contribution_changed();

-- A standing changes the challenge's total, its participant count and the rank histogram, and
-- announces the change on the database's change channel (every instance hears the commit and
-- tells the boards open on it: 'ch:<challenge id>').
create function challenge_standing_changed() returns trigger language plpgsql as $$
declare
  challenge integer := coalesce(new.challenge_id, old.challenge_id);
begin
  if tg_op = 'UPDATE' and new.value = old.value then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update challenge_rank_buckets set n = n - 1 where challenge_id = old.challenge_id and bucket = old.bucket;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into challenge_rank_buckets (challenge_id, bucket, n) values (new.challenge_id, new.bucket, 1)
    on conflict (challenge_id, bucket) do update set n = challenge_rank_buckets.n + 1;
  end if;
  update challenges set
    total = total + coalesce(new.value, 0) - coalesce(old.value, 0),
    participant_count = participant_count + case tg_op when 'INSERT' then 1 when 'DELETE' then -1 else 0 end
  where id = challenge;
  perform pg_notify('fc_cache', 'ch:' || challenge);
  return null;
end $$;
create trigger challenge_participants_standing after insert or update of value or delete on challenge_participants
  for each row execute function challenge_standing_changed();

-- Notifications a standing change earns (overtaken, goal completed), written in the transaction
-- that changed it and sent by whichever instance hears its commit ('chn:' on the change channel).
create table challenge_notices (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  actor_id integer not null references users (id) on delete cascade,
  challenge_id integer not null references challenges (id) on delete cascade,
  kind text not null check (kind in ('challenge_overtaken', 'challenge_completed')),
  created_at timestamptz not null default now()
);
create index challenge_notices_user_idx on challenge_notices (user_id);
create index challenge_notices_actor_idx on challenge_notices (actor_id);
create index challenge_notices_challenge_idx on challenge_notices (challenge_id);
