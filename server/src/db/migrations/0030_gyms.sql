-- Gyms (issue 5): the gym finder's table, members' home gyms, and the once-only sample data marker.

-- cube: 3-D points and a GiST index with nearest-neighbour ordering (a trusted extension since
-- PostgreSQL 13: the database owner may create it, no superuser needed).
create extension if not exists cube;

create table gyms (
  id integer generated always as identity primary key,
  name text not null check (length(name) between 1 and 120),
  image_url text,
  address text,
  city text,
  state text,
  zip_code text,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  rating numeric(3, 2) check (rating between 0 and 5),
  phone text,
  website text,
  opening_hours text,
  amenities text[] not null default '{}',
  description text,
  -- Rows loaded from the bundled sample list, shown with a 'Sample' badge (not real businesses).
  is_sample boolean not null default false,
  -- What GET /api/gyms?q= matches: name, city and zip code, lower-cased once at write time.
  search_text text generated always as (lower(name || ' ' || coalesce(city, '') || ' ' || coalesce(zip_code, ''))) stored,
  -- The position as a unit vector from the Earth's centre. The straight-line (chord) distance c
  -- between two such vectors gives the exact great-circle distance 2R·asin(c/2), and, unlike
  -- latitude and longitude, it has no seam at the antimeridian and no singularity at the poles.
  position cube generated always as (cube(array[
    cos(radians(latitude)) * cos(radians(longitude)),
    cos(radians(latitude)) * sin(radians(longitude)),
    sin(radians(latitude))
  ])) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- GET /api/gyms/nearby: `where position <@ cube_enlarge($centre, $chord, 3)` (the 3-D box around
-- the circle) `order by position <-> $centre limit n`: the index returns gyms nearest first and
-- the scan stops after one page, however many gyms the radius holds.
create index gyms_position_idx on gyms using gist (position);

-- GET /api/gyms?q=: case-insensitive substring search on name, city and zip (`search_text like '%q%'`).
create index gyms_search_trgm_idx on gyms using gin (search_text gin_trgm_ops);

-- A member's home gym; cleared when the gym is deleted.
alter table users add column home_gym_id integer references gyms (id) on delete set null;

-- GET /api/gyms/{id} and /api/gyms/{id}/members: a gym's members newest first (`where home_gym_id =
-- $1 order by id desc`) and their count; people suggestions rank by the same column.
create index users_home_gym_id_idx on users (home_gym_id, id) where home_gym_id is not null;

-- Sample reference data is loaded once per database, on the first start (several instances may
-- start together: the primary key lets exactly one of them do it). Deleting every gym later does
-- not bring the samples back.
create table sample_data_loads (
  name text primary key,
  loaded_at timestamptz not null default now()
);
