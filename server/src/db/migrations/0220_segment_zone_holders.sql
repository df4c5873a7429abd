-- Issue 32, the board read's goal. The boards leave out, for everyone but the member, a member whose
-- privacy zone holds a segment's start or end (decision 0028). Until now every board read found those
-- members again: two probes of privacy_zones_box_idx with the gates' unit vectors and a great-circle
-- check, planned and run on each read as a hashed subplan (most of the read's cost beside the board's
-- own ten rows). They change only when a zone or a segment changes, so they are kept here instead, by
-- the triggers below, and a board read asks one primary-key probe per row it shows.
create table segment_zone_holders (
  segment_id bigint not null references segments (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  -- Board reads: `not exists (... where segment_id = $1 and user_id = b.user_id)`.
  primary key (segment_id, user_id)
);
-- A member's zones changed: their rows are rewritten (the account deletion's cascade too).
create index segment_zone_holders_user_idx on segment_zone_holders (user_id);

-- A zone finds the segments whose start or end it holds without reading them all: each gate's unit
-- vector, indexed, inside the zone's box (the expression of privacy_zones_box_idx), then the exact
-- great-circle check. The expressions below are written exactly as these indexes are.
create index segments_start_unit_idx on segments using gist (
  cube(array[cos(radians(start_lat)) * cos(radians(start_lng)), cos(radians(start_lat)) * sin(radians(start_lng)),
    sin(radians(start_lat))])
);
create index segments_end_unit_idx on segments using gist (
  cube(array[cos(radians(end_lat)) * cos(radians(end_lng)), cos(radians(end_lat)) * sin(radians(end_lng)),
    sin(radians(end_lat))])
);

-- Great-circle metres (haversine on the mean radius), as modules/segments/board-sql.ts wrote it.
create function segment_gate_metres(lat1 double precision, lng1 double precision, lat2 double precision,
  lng2 double precision) returns double precision language sql immutable parallel safe as $$
  select 2 * 6371008.8 * asin(least(1, sqrt(power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2))))
$$;

-- Rewrites one member's rows from their zones (at most a handful) against every segment's gates.
create function segment_zone_holders_of_user(p_user integer) returns void language sql as $$
  delete from segment_zone_holders where user_id = p_user;
  insert into segment_zone_holders (segment_id, user_id)
  select s.id, p_user from privacy_zones z
  join segments s on cube(array[cos(radians(s.start_lat)) * cos(radians(s.start_lng)),
      cos(radians(s.start_lat)) * sin(radians(s.start_lng)), sin(radians(s.start_lat))])
    <@ cube_enlarge(cube(array[cos(radians(z.lat)) * cos(radians(z.lng)), cos(radians(z.lat)) * sin(radians(z.lng)),
      sin(radians(z.lat))]), 2 * sin(z.radius_m / 12742017.6), 3)
  where z.user_id = p_user and segment_gate_metres(z.lat, z.lng, s.start_lat, s.start_lng) <= z.radius_m
  union
  select s.id, p_user from privacy_zones z
  join segments s on cube(array[cos(radians(s.end_lat)) * cos(radians(s.end_lng)),
      cos(radians(s.end_lat)) * sin(radians(s.end_lng)), sin(radians(s.end_lat))])
    <@ cube_enlarge(cube(array[cos(radians(z.lat)) * cos(radians(z.lng)), cos(radians(z.lat)) * sin(radians(z.lng)),
      sin(radians(z.lat))]), 2 * sin(z.radius_m / 12742017.6), 3)
  where z.user_id = p_user and segment_gate_metres(z.lat, z.lng, s.end_lat, s.end_lng) <= z.radius_m
  on conflict do nothing;
$$;

-- Rewrites one segment's rows: the zones around its start or end (privacy_zones_box_idx).
create function segment_zone_holders_of_segment(p_segment bigint) returns void language sql as $$
  delete from segment_zone_holders where segment_id = p_segment;
  insert into segment_zone_holders (segment_id, user_id)
  select distinct s.id, z.user_id from segments s, privacy_zones z
  where s.id = p_segment and (
    (cube_enlarge(cube(array[cos(radians(z.lat)) * cos(radians(z.lng)), cos(radians(z.lat)) * sin(radians(z.lng)),
        sin(radians(z.lat))]), 2 * sin(z.radius_m / 12742017.6), 3)
      @> cube(array[cos(radians(s.start_lat)) * cos(radians(s.start_lng)),
        cos(radians(s.start_lat)) * sin(radians(s.start_lng)), sin(radians(s.start_lat))])
      and segment_gate_metres(z.lat, z.lng, s.start_lat, s.start_lng) <= z.radius_m)
    or (cube_enlarge(cube(array[cos(radians(z.lat)) * cos(radians(z.lng)), cos(radians(z.lat)) * sin(radians(z.lng)),
        sin(radians(z.lat))]), 2 * sin(z.radius_m / 12742017.6), 3)
      @> cube(array[cos(radians(s.end_lat)) * cos(radians(s.end_lng)),
        cos(radians(s.end_lat)) * sin(radians(s.end_lng)), sin(radians(s.end_lat))])
      and segment_gate_metres(z.lat, z.lng, s.end_lat, s.end_lng) <= z.radius_m))
  on conflict do nothing;
$$;

create function segment_zone_holders_zone_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform segment_zone_holders_of_user(old.user_id); end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.user_id <> old.user_id) then
    perform segment_zone_holders_of_user(new.user_id);
  end if;
  return null;
end $$;
create trigger segment_zone_holders_zone_changed after insert or update or delete on privacy_zones
  for each row execute function segment_zone_holders_zone_changed();

create function segment_zone_holders_segment_changed() returns trigger language plpgsql as $$
begin
  perform segment_zone_holders_of_segment(new.id);
  return null;
end $$;
create trigger segment_zone_holders_segment_saved after insert on segments
  for each row execute function segment_zone_holders_segment_changed();
create trigger segment_zone_holders_segment_moved after update of start_lat, start_lng, end_lat, end_lng on segments
  for each row execute function segment_zone_holders_segment_changed();

-- The segments and zones there are today.
insert into segment_zone_holders (segment_id, user_id)
select distinct s.id, z.user_id from segments s, privacy_zones z
where segment_gate_metres(z.lat, z.lng, s.start_lat, s.start_lng) <= z.radius_m
   or segment_gate_metres(z.lat, z.lng, s.end_lat, s.end_lng) <= z.radius_m;
