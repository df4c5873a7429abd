-- Activities (issue 14): runs, rides, walks, hikes and swims imported from GPX, TCX and FIT files.
-- The figures are computed once at import (server/src/modules/activities/summarize.ts); the track is
-- kept whole, in a compact binary form (activity_tracks), for the page, the GPX download and
-- privacy zones applied again whenever they change. The original file lives in the media store.

-- The original files are media rows of their own kind: account deletion already removes every
-- media file a member owns, and the orphan sweep knows them (see sweep-orphans.ts).
alter table media drop constraint media_kind_check;
alter table media add constraint media_kind_check check (kind in ('image', 'video', 'activity'));

create table activities (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  -- run, ride, walk, hike, swim; null while the file did not say and the member has not chosen.
  sport text check (sport in ('run', 'ride', 'walk', 'hike', 'swim')),
  title text not null check (char_length(title) between 1 and 100),
  visibility text not null check (visibility in ('public', 'friends', 'private')),
  format text not null check (format in ('gpx', 'tcx', 'fit')),
  -- The original file in the media store (never served publicly: GET /api/activities/{id}/original).
  file_key text not null references media (key) on delete cascade,
  file_name text not null check (char_length(file_name) <= 255),
  -- SHA-256 of the (decompressed) file: the same file uploaded twice is recognised per member.
  content_hash bytea not null,
  started_at timestamptz not null,
  distance_m double precision not null check (distance_m >= 0),
  elapsed_s integer not null check (elapsed_s >= 0),
  moving_s integer not null check (moving_s >= 0),
  elevation_gain_m real,
  elevation_loss_m real,
  avg_heart_rate smallint,
  max_heart_rate smallint,
  has_gps boolean not null,
  point_count integer not null check (point_count >= 1),
  -- The feed card's route thumbnail, drawn from the points outside the owner's privacy zones
  -- (recomputed when a zone is added or removed), so the feed reads it and draws nothing itself.
  preview jsonb,
  created_at timestamptz not null default now(),
  -- Lets activity_tracks and activity_best_efforts reference (id, user_id) and so carry the owner.
  unique (id, user_id)
);
-- Duplicate uploads: `insert ... on conflict (user_id, content_hash) do nothing`.
create unique index activities_user_hash_key on activities (user_id, content_hash);
-- GET /api/activities and GET /api/users/{id}/activities: a member's activities, latest start first
-- (keyset on (started_at, id)); also the weekly and monthly totals of the progress page.
create index activities_user_started_idx on activities (user_id, started_at desc, id desc);
-- The orphan sweep's "is this file an activity's" and deleting an activity's file: one probe.
create unique index activities_file_key_key on activities (file_key);

-- Each channel is a little-endian array with one value per point (track-codec.ts):
-- time_ms float64 (Unix ms), lat/lng float64 degrees (null without GPS), ele float32 metres (NaN
-- where missing; null when none), hr uint8 bpm (0 where missing; null when none), dist float64
-- cumulative metres. A 4-hour ride at 1 Hz is about 500 KB and reads as one row.
create table activity_tracks (
  activity_id bigint primary key,
  user_id integer not null,
  foreign key (activity_id, user_id) references activities (id, user_id) on delete cascade,
  time_ms bytea not null,
  lat bytea,
  lng bytea,
  ele bytea,
  hr bytea,
  dist bytea not null,
  -- The page's route, charts and splits as served (JSON text, page-payload.ts), drawn once: for
  -- the owner from every point, for everyone else without the points inside the owner's privacy
  -- zones (redrawn when a zone changes). A page read never touches the track columns above.
  page_owner text not null,
  page_public text not null
);

-- Fastest 1 km, 5 km, 10 km and half marathon found anywhere inside an activity (best-efforts.ts).
create table activity_best_efforts (
  activity_id bigint not null,
  user_id integer not null,
  foreign key (activity_id, user_id) references activities (id, user_id) on delete cascade,
  distance_m integer not null check (distance_m > 0),
  seconds double precision not null check (seconds > 0),
  -- Where the effort starts and ends, as distances from the start (the page marks it).
  start_m double precision not null,
  end_m double precision not null,
  primary key (activity_id, distance_m)
);
-- GET /api/activities/records (each distance's fastest run) and the PR check at import:
-- `where user_id = $1 and distance_m = $2 order by seconds` reads the best first.
create index activity_best_efforts_user_idx on activity_best_efforts (user_id, distance_m, seconds);

-- An activity shared to the feed is a post carrying a reference to it (one post per activity).
alter table posts add column activity_id bigint references activities (id) on delete cascade;
-- "Is this activity already shared" (409) and the cascade when an activity is deleted.
create unique index posts_activity_id_key on posts (activity_id) where activity_id is not null;

-- Personal-record notifications: the lifting records had none, so activities add the kind.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('like', 'comment', 'follow', 'message', 'record'));
-- The activity a record notification is about; no foreign key, like post_id.
alter table notifications add column activity_id bigint;
-- What the record was ('Fastest 5 km: 24:31'), for the notification's text.
alter table notifications add column detail text check (char_length(detail) <= 200);

-- Redrawing a member's thumbnails after a privacy zone change (previews.ts): their tracks by id.
create index activity_tracks_user_idx on activity_tracks (user_id, activity_id);
