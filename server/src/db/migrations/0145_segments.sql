-- Segments (issue 32 item 1): stretches of members' routes that every activity passing them is
-- matched against (server/src/modules/segments/matching.ts, docs/decisions/0028-segments.md),
-- their efforts, and each member's best per segment kept up to date for the leaderboards.
--
-- Boxes are 3-D boxes of the points' unit vectors from the Earth's centre, like the gyms' positions
-- (migration 0030, extension cube): no seam at the antimeridian, no singularity at the poles, and
-- two routes that come within d metres of each other have boxes that overlap once one of them is
-- enlarged by the chord of d.
create extension if not exists cube;

create table segments (
  id bigint generated always as identity primary key,
  -- The member who made it, from a stretch of their own activity.
  user_id integer not null references users (id) on delete cascade,
  -- The activity it was made from (the segment stays when the activity is deleted).
  source_activity_id bigint references activities (id) on delete set null,
  name text not null check (char_length(name) between 1 and 100),
  -- The source activity's sport: only efforts of activities of the same sport reach the boards.
  sport text not null check (sport in ('run', 'ride', 'walk', 'hike', 'swim')),
  distance_m double precision not null check (distance_m > 0),
  start_lat double precision not null,
  start_lng double precision not null,
  end_lat double precision not null,
  end_lng double precision not null,
  -- The path as matching reads it: little-endian float64 arrays of latitude and longitude, the
  -- stretch's points simplified to within 1 m (Douglas-Peucker), start and end interpolated.
  path_lat bytea not null,
  path_lng bytea not null,
  -- The page's path and elevation profile (at most 1,000 points), JSON text as served.
  page text not null,
  -- The path's box, enlarged by the corridor (35 m) plus a margin: an activity whose box does not
  -- overlap it cannot match.
  box cube not null,
  -- Past activities are matched when a segment is made: those whose box id is at most
  -- backfill_upto, in id order; backfill_done_to is how far that got (null upto: nothing to do).
  backfill_upto bigint,
  backfill_done_to bigint not null default 0,
  created_at timestamptz not null default now()
);
-- Matching a saved activity: `where box && $activityBox` (the GiST index returns only the segments
-- whose box overlaps the activity's, however many segments there are).
create index segments_box_idx on segments using gist (box);
-- Account deletion's cascade to a member's segments.
create index segments_user_idx on segments (user_id);
-- The backfill worker: segments whose past activities are not all matched yet.
create index segments_backfill_idx on segments (id) where backfill_done_to < backfill_upto;

-- Each activity's box (GPS only), written when the activity is saved (the segments module's hook),
-- and for activities saved before segments existed by the module's worker.
create table segment_activity_boxes (
  activity_id bigint primary key references activities (id) on delete cascade,
  box cube not null
);
-- Backfilling a new segment: `where box && $segmentBox` (activities that may pass it).
create index segment_activity_boxes_box_idx on segment_activity_boxes using gist (box);

create table segment_efforts (
  id bigint generated always as identity primary key,
  segment_id bigint not null references segments (id) on delete cascade,
  activity_id bigint not null,
  user_id integer not null,
  -- Deleting an activity deletes its efforts (and, through the trigger below, updates the bests).
  foreign key (activity_id, user_id) references activities (id, user_id) on delete cascade,
  -- 1, 2, 3...: the traversal of the segment within the activity (laps), in order.
  lap smallint not null check (lap >= 1),
  -- When the activity crossed the start gate, and the time to the end gate (both interpolated).
  started_at timestamptz not null,
  elapsed_s double precision not null check (elapsed_s > 0),
  -- Where the effort lies along the activity (metres from its start).
  start_m double precision not null,
  end_m double precision not null,
  -- A PR or top-10 notification waiting to be sent after the import committed ('PR on Hill: 4:31').
  notice text check (char_length(notice) <= 200),
  -- The same traversal is stored once, whether the import's hook or a backfill found it first:
  -- `insert ... on conflict do nothing`. Also the activity page's efforts (`where activity_id = $1`).
  unique (activity_id, segment_id, lap)
);
-- The segment page's own efforts (`where segment_id = $1 and user_id = $2 order by started_at desc`)
-- and the bests' recomputation for one member on one segment.
create index segment_efforts_member_idx on segment_efforts (segment_id, user_id, started_at desc);
-- Account deletion's cascade (the activity's foreign key is served by the unique index).
create index segment_efforts_user_idx on segment_efforts (user_id);
-- The notification sender: efforts with a notification still to send.
create index segment_efforts_notice_idx on segment_efforts (id) where notice is not null;

-- Each member's best effort per segment, per period (0: all time; else the UTC calendar year of the
-- effort) and per level of who may see it: 'public' counts efforts on public activities, 'friends'
-- those on public and friends-only ones, 'all' every effort (the member's own personal best and
-- PR marks; boards never show private activities, so no board reads 'all'). The levels are the
-- audiences of the access module's rule (modules/segments/levels.ts checks that each relation's
-- audience is exactly one level). Only efforts of activities of the segment's sport
-- count. Kept by the triggers below on every change of efforts, or of an activity's visibility or sport.
create table segment_bests (
  segment_id bigint not null references segments (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  period integer not null,
  level text not null check (level in ('public', 'friends', 'all')),
  effort_id bigint not null references segment_efforts (id) on delete cascade,
  elapsed_s double precision not null,
  primary key (segment_id, user_id, period, level)
);
-- GET /api/segments/{id}/leaderboard: `where segment_id = $1 and period = $2 and level = 'public'
-- order by elapsed_s, effort_id limit n` reads the board's first rows in order and stops; members
-- looked up one by one (friends, the viewer, the people they follow) use the primary key.
create index segment_bests_board_idx on segment_bests (segment_id, period, level, elapsed_s, effort_id);
-- Account and effort deletions' cascades.
create index segment_bests_user_idx on segment_bests (user_id);
create index segment_bests_effort_idx on segment_bests (effort_id);

-- Recomputes the bests of the given (segment, member) pairs from their efforts. Two transactions
-- refreshing a member's bests (two uploads of one member at once) take turns on an advisory lock
-- per member, taken in order so they cannot deadlock; the second then reads the first's efforts.
-- (A statement touching thousands of members takes as many locks: bulk loads go in batches.)
create function segment_bests_refresh(p_segments bigint[], p_users integer[]) returns void
language sql as $$
  select pg_advisory_xact_lock(hashtext('segment-bests'), x.user_id)
  from (select distinct user_id from unnest(p_users) as x (user_id) order by 1) x;
  delete from segment_bests b
  using unnest(p_segments, p_users) as x (segment_id, user_id)
  where b.segment_id = x.segment_id and b.user_id = x.user_id;
  insert into segment_bests (segment_id, user_id, period, level, effort_id, elapsed_s)
  select distinct on (e.segment_id, e.user_id, p.period, l.level)
    e.segment_id, e.user_id, p.period, l.level, e.id, e.elapsed_s
  from (select distinct * from unnest(p_segments, p_users) as x (segment_id, user_id)) x
  join segment_efforts e on e.segment_id = x.segment_id and e.user_id = x.user_id
  join activities a on a.id = e.activity_id
  join segments s on s.id = e.segment_id and s.sport = a.sport
  -- In a cascade (an account or a segment deleted) the member or segment is already gone.
  join users u on u.id = e.user_id
  cross join lateral (values (0), (extract(year from e.started_at at time zone 'UTC')::integer)) p (period)
  join (values ('public', array['public']), ('friends', array['public', 'friends']),
               ('all', array['public', 'friends', 'private'])) l (level, visibilities)
    on a.visibility = any (l.visibilities)
  order by e.segment_id, e.user_id, p.period, l.level, e.elapsed_s, e.id;
$$;

create function segment_efforts_inserted() returns trigger language plpgsql as $$
begin
  perform segment_bests_refresh(array_agg(segment_id), array_agg(user_id))
  from (select distinct segment_id, user_id from new_efforts) pairs;
  return null;
end $$;

create function segment_efforts_deleted() returns trigger language plpgsql as $$
begin
  perform segment_bests_refresh(array_agg(segment_id), array_agg(user_id))
  from (select distinct segment_id, user_id from old_efforts) pairs;
  return null;
end $$;

create trigger segment_efforts_inserted after insert on segment_efforts
  referencing new table as new_efforts for each statement execute function segment_efforts_inserted();
create trigger segment_efforts_deleted after delete on segment_efforts
  referencing old table as old_efforts for each statement execute function segment_efforts_deleted();

-- An activity's visibility or sport decides which boards its efforts reach.
create function segment_activity_changed() returns trigger language plpgsql as $$
begin
  perform segment_bests_refresh(array_agg(segment_id), array_agg(user_id))
  from (select distinct segment_id, user_id from segment_efforts where activity_id = new.id) pairs;
  return null;
end $$;

create trigger segment_activity_changed after update of visibility, sport on activities
  for each row when (old.visibility is distinct from new.visibility or old.sport is distinct from new.sport)
  execute function segment_activity_changed();

-- The boards leave out, for everyone but the member, a member whose privacy zone holds a segment's
-- start or end (modules/segments/board-sql.ts, zoneHolders): `where <this box> @> <the gate's unit
-- vector>` finds the zones around a point without reading them all. The box is the zone's circle
-- enlarged by its chord, in the unit-vector space of segments.box; the query writes the same expression.
create index privacy_zones_box_idx on privacy_zones using gist (
  cube_enlarge(cube(array[cos(radians(lat)) * cos(radians(lng)), cos(radians(lat)) * sin(radians(lng)),
    sin(radians(lat))]), 2 * sin(radius_m / 12742017.6), 3)
);
