-- Privacy zones (issue 14): circles around home or work inside which a member's routes are never
-- shown to anyone else. Applied on the server when a route is read (privacy-zones.ts).
create table privacy_zones (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  label text not null check (char_length(label) between 1 and 60),
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  radius_m integer not null check (radius_m between 200 and 2000),
  created_at timestamptz not null default now()
);
-- Every route read for another viewer and GET /api/privacy-zones: a member's zones (a handful).
create index privacy_zones_user_idx on privacy_zones (user_id, id);
