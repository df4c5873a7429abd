-- Materialized home timelines (issue 19): fan-out on write, as large social networks do. Each
-- member's timeline holds the ids of their own posts and of the posts of everyone they follow,
-- written when a post is published, so a feed page reads one member's newest rows instead of
-- merging every followed author's posts. The feed still decides who sees what at read time
-- (follows, blocks, audiences, profile visibility) and hydrates posts through the existing
-- presenter; the timeline only says which ids to consider (modules/posts/timeline-repository.ts).
--
-- The invariant, which every write below keeps: for each member M, home_timeline holds every post
-- with id >= complete_from(M) (0 without a timeline_state row) whose author is M or someone M
-- follows, except authors in timeline_pull_authors. It may hold more (posts of people M no longer
-- follows, deleted posts): the read filters them. Older posts are read from posts directly.

-- How many posts a member's timeline keeps after trimming (ten pages of 20), and at most how
-- many of one author a new follow copies in.
create function timeline_length() returns integer language sql immutable as 'select 200';

create table home_timeline (
  user_id integer not null references users (id) on delete cascade,
  -- No foreign key: a deleted post's entries are skipped by the read's join and trimmed later,
  -- so deleting a post costs no fan-out.
  post_id bigint not null,
  author_id integer not null,
  -- A feed page: `where user_id = $1 and post_id < $cursor order by post_id desc limit n`.
  primary key (user_id, post_id)
);

create table timeline_state (
  user_id integer primary key references users (id) on delete cascade,
  -- The member's timeline is complete from this post id up (see the invariant above).
  complete_from bigint not null
);

-- Authors followed by so many that copying each post into every follower's timeline costs more
-- than reading their few posts at feed time: their posts are merged in at read ("pull"). Kept by
-- timeline_refresh_pull_authors, run by the housekeeping job.
create table timeline_pull_authors (
  user_id integer primary key references users (id) on delete cascade
);

-- Publishing and following race: a post committed while a new follow of its author commits
-- could be missed by both (each reads the other's table before the other commits). Both take a
-- lock on the author's author_latest_posts row first, the post for update and the follow for
-- share, and read in a later statement (a fresh snapshot), so whichever commits second sees the
-- first. Pull status changes take the same lock.
create function timeline_lock_authors(authors integer[], exclusive boolean) returns void language plpgsql as $$
begin
  insert into author_latest_posts (user_id) select distinct a from unnest(authors) a order by 1 on conflict do nothing;
  if exclusive then
    perform 1 from author_latest_posts where user_id = any(authors) order by user_id for no key update;
  else
    perform 1 from author_latest_posts where user_id = any(authors) order by user_id for share;
  end if;
end $$;

-- Fan-out on write: a new post goes to its author's and every follower's timeline.
create function home_timeline_fan_out() returns trigger language plpgsql as $$
begin
  perform timeline_lock_authors(array(select user_id from new_rows), true);
  insert into home_timeline (user_id, post_id, author_id)
  select n.user_id, n.id, n.user_id from new_rows n
  union all
  select f.follower_id, n.id, n.user_id from new_rows n
  join follows f on f.following_id = n.user_id
  where not exists (select 1 from timeline_pull_authors pa where pa.user_id = n.user_id)
  on conflict do nothing;
  return null;
end $$;

create trigger posts_timeline_fan_out after insert on posts
  referencing new table as new_rows for each statement execute function home_timeline_fan_out();

-- Copies authors' posts into followers' timelines (a new follow; an author leaving pull status):
-- each pair gets the author's posts from the follower's complete_from up, at most
-- timeline_length() of them. When an author had more, the follower's timeline is complete only
-- from the oldest one copied, so complete_from rises to it.
create function timeline_backfill(followers integer[], authors integer[]) returns void language plpgsql as $$
begin
  perform timeline_lock_authors(authors, false);
  with pairs as (
    select distinct f as follower_id, a as author_id from unnest(followers, authors) as x(f, a)
    where not exists (select 1 from timeline_pull_authors pa where pa.user_id = a)
  ),
  picked as materialized (
    select pr.follower_id, c.id, c.user_id, c.n
    from pairs pr
    left join timeline_state s on s.user_id = pr.follower_id
    cross join lateral (
      select p.id, p.user_id, row_number() over (order by p.id desc) as n from posts p
      where p.user_id = pr.author_id and p.id >= coalesce(s.complete_from, 0)
      order by p.id desc limit timeline_length() + 1
    ) c
  ),
  copied as (
    insert into home_timeline (user_id, post_id, author_id)
    select follower_id, id, user_id from picked where n <= timeline_length()
    on conflict do nothing
  ),
  cut as (
    -- Per follower, the highest of the cut-offs of the authors that did not fit.
    select follower_id, max(oldest) as complete_from from (
      select follower_id, user_id, min(id) filter (where n <= timeline_length()) as oldest
      from picked group by follower_id, user_id having max(n) > timeline_length()
    ) per_author group by follower_id
  )
  insert into timeline_state as s (user_id, complete_from)
  select follower_id, complete_from from cut
  on conflict (user_id) do update set complete_from = greatest(s.complete_from, excluded.complete_from);
end $$;

create function home_timeline_followed() returns trigger language plpgsql as $$
begin
  perform timeline_backfill(array(select follower_id from new_rows), array(select following_id from new_rows));
  return null;
end $$;

-- A new follow brings the followed member's recent posts into the follower's timeline. An
-- unfollow (or a block, which ends follows) removes nothing: the read checks the follow.
create trigger follows_timeline_backfill after insert on follows
  referencing new table as new_rows for each statement execute function home_timeline_followed();

-- Rebuilds members' timelines from scratch (all members when null): each gets the newest
-- timeline_length() posts of themselves and the authors they follow. Any post newer than the
-- oldest kept is among its author's newest timeline_length(), so the timeline is complete from
-- there up. Used below for existing data and by seed:large after its bulk insert.
create function timeline_rebuild(members integer[] default null) returns void language plpgsql as $$
begin
  delete from home_timeline where members is null or user_id = any(members);
  delete from timeline_state where members is null or user_id = any(members);
  with picked as materialized (
    select m.id as member, c.id, c.user_id
    from users m
    cross join lateral (
      select p.id, p.user_id from (
        select m.id as author_id
        union all
        select f.following_id from follows f
        where f.follower_id = m.id
          and not exists (select 1 from timeline_pull_authors pa where pa.user_id = f.following_id)
      ) a
      cross join lateral (
        select p.id, p.user_id from posts p where p.user_id = a.author_id order by p.id desc limit timeline_length()
      ) p
      order by p.id desc limit timeline_length()
    ) c
    where members is null or m.id = any(members)
  ),
  copied as (
    insert into home_timeline (user_id, post_id, author_id) select member, id, user_id from picked
  )
  insert into timeline_state (user_id, complete_from)
  select member, min(id) from picked group by member having count(*) >= timeline_length();
end $$;

-- Keeps timelines short: a member's entries beyond twice timeline_length() are cut back to
-- timeline_length(), and complete_from rises to the oldest entry kept. Answers how many members
-- were trimmed. Idempotent; run by the housekeeping job.
create function timeline_trim() returns integer language plpgsql as $$
declare
  trimmed integer;
begin
  with over as materialized (
    select u.id as member,
      (select t.post_id from home_timeline t where t.user_id = u.id
       order by t.post_id desc offset timeline_length() - 1 limit 1) as keep_from
    from users u
    where exists (
      select 1 from home_timeline t where t.user_id = u.id
      order by t.post_id desc offset 2 * timeline_length() limit 1
    )
  ),
  cut as (
    delete from home_timeline t using over o where t.user_id = o.member and t.post_id < o.keep_from
  ),
  marked as (
    insert into timeline_state as s (user_id, complete_from)
    select member, keep_from from over
    on conflict (user_id) do update set complete_from = greatest(s.complete_from, excluded.complete_from)
    returning 1
  )
  select count(*) into trimmed from marked;
  return trimmed;
end $$;

-- Authors with at least `threshold` followers become pull authors; those below half of it stop
-- being (hysteresis, so an author near the line does not flip back and forth) and their posts
-- are copied into their followers' timelines. Answers the number of changes.
create function timeline_refresh_pull_authors(threshold integer) returns integer language plpgsql as $$
declare
  leaving integer[];
  joining integer;
  followers integer[];
  authors integer[];
begin
  insert into timeline_pull_authors (user_id)
  select following_id from follows group by following_id having count(*) >= threshold
  on conflict do nothing;
  get diagnostics joining = row_count;
  select array_agg(pa.user_id) into leaving from timeline_pull_authors pa
  where (select count(*) from follows f where f.following_id = pa.user_id) < threshold / 2;
  if leaving is null then
    return joining;
  end if;
  perform timeline_lock_authors(leaving, false);
  delete from timeline_pull_authors where user_id = any(leaving);
  select array_agg(f.follower_id order by f.follower_id, f.following_id),
         array_agg(f.following_id order by f.follower_id, f.following_id)
    into followers, authors
  from follows f where f.following_id = any(leaving);
  if followers is not null then
    perform timeline_backfill(followers, authors);
  end if;
  return joining + cardinality(leaving);
end $$;

select timeline_rebuild();
