-- A member's rank in three steps instead of two (issue 34: the board read within 2x of a plain
-- indexed read). Until now: the participants in the buckets above theirs (the histogram), plus a
-- count of those above them inside their own bucket, about 600 index entries in the middle of a
-- 100,000-member board. Now each bucket is split in 16 finer ones with their own histogram, so
-- the count inside the member's own fine bucket reads a few dozen entries (20 in the benchmark),
-- and the fine buckets above theirs inside their bucket at most 15 histogram rows
-- (docs/decisions/0033).

-- 512 fine buckets per doubling of the value, nested in the 32 of challenge_bucket():
-- challenge_bucket(v) - 1 = floor((challenge_fine_bucket(v) - 1) / 16) for every v > 0, and both
-- are 0 for v <= 0 (both floor the same numeric logarithm, scaled exactly).
create function challenge_fine_bucket(v numeric) returns integer language sql immutable parallel safe as $$
  select case when v <= 0 then 0 else 1 + floor(log(2.0, v + 1) * 512)::integer end
$$;

alter table challenge_participants add column fine integer generated always as (challenge_fine_bucket(value)) stored;
-- A member's rank: those above them inside their own fine bucket (replaces the bucket's index).
create index challenge_participants_fine_idx on challenge_participants (challenge_id, fine, value);
drop index challenge_participants_bucket_idx;

-- How many participants each fine bucket holds, per challenge.
create table challenge_rank_fine (
  challenge_id integer not null references challenges (id) on delete cascade,
  fine integer not null,
  n integer not null,
  primary key (challenge_id, fine)
);
insert into challenge_rank_fine (challenge_id, fine, n)
select challenge_id, fine, count(*) from challenge_participants group by challenge_id, fine;

-- As in 0191, with the fine histogram kept beside the coarse one.
create or replace function challenge_standing_changed() returns trigger language plpgsql as $$
declare
  challenge integer := coalesce(new.challenge_id, old.challenge_id);
begin
  if tg_op = 'UPDATE' and new.value = old.value then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update challenge_rank_buckets set n = n - 1 where challenge_id = old.challenge_id and bucket = old.bucket;
    update challenge_rank_fine set n = n - 1 where challenge_id = old.challenge_id and fine = old.fine;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into challenge_rank_buckets (challenge_id, bucket, n) values (new.challenge_id, new.bucket, 1)
    on conflict (challenge_id, bucket) do update set n = challenge_rank_buckets.n + 1;
    insert into challenge_rank_fine (challenge_id, fine, n) values (new.challenge_id, new.fine, 1)
    on conflict (challenge_id, fine) do update set n = challenge_rank_fine.n + 1;
  end if;
  update challenges set
    total = total + coalesce(new.value, 0) - coalesce(old.value, 0),
    participant_count = participant_count + case tg_op when 'INSERT' then 1 when 'DELETE' then -1 else 0 end
  where id = challenge;
  perform pg_notify('fc_cache', 'ch:' || challenge);
  return null;
end $$;
