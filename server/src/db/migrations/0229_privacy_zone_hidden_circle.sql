-- Privacy zones no longer give home away (D15). Routes were cut at the circle the member drew, so
-- every cut lay exactly radius_m from their point: the circle through the first and last visible
-- points of two routes from home found it to a few metres. Others now see routes cut at a larger
-- circle drawn at random around the member's (privacy-zones.ts, drawHidingCircle): 1.5 to 2 times
-- the radius, its centre moved 30-100% of the room that leaves, so the member's circle stays inside.
--
-- lat, lng and radius_m keep being what every reader for others applies (the route filter, the
-- segment boards' zone holders of 0220 and privacy_zones_box_idx), so they now hold the hidden
-- circle; the member's own point and radius move to home_lat, home_lng and home_radius_m, which
-- only the member's zone list reads.
alter table privacy_zones
  add column home_lat double precision check (home_lat between -90 and 90),
  add column home_lng double precision check (home_lng between -180 and 180),
  add column home_radius_m integer check (home_radius_m between 200 and 2000);
update privacy_zones set home_lat = lat, home_lng = lng, home_radius_m = radius_m;
alter table privacy_zones
  alter column home_lat set not null,
  alter column home_lng set not null,
  alter column home_radius_m set not null,
  drop constraint privacy_zones_radius_m_check,
  add constraint privacy_zones_radius_m_check check (radius_m between 200 and 4000);

-- The zones made before: each drawn once, as drawHidingCircle draws a new one. The update fires
-- 0220's trigger, which recomputes the boards' zone holders; the routes already drawn for others
-- are redrawn at start-up (activities: the zone-circles task).
update privacy_zones z set lat = moved.lat, lng = moved.lng, radius_m = moved.radius_m
from (
  select d.id, d.radius_m,
    degrees(asin(sin(d.φ) * cos(d.δ) + cos(d.φ) * sin(d.δ) * cos(d.θ))) as lat,
    ((degrees(radians(d.home_lng) + atan2(sin(d.θ) * sin(d.δ) * cos(d.φ),
      cos(d.δ) - sin(d.φ) * (sin(d.φ) * cos(d.δ) + cos(d.φ) * sin(d.δ) * cos(d.θ)))) + 540)::numeric % 360
      - 180)::double precision as lng
  from (
    select r.id, r.home_lng, r.radius_m, radians(r.home_lat) as φ, 2 * pi() * random() as θ,
      (r.radius_m - r.home_radius_m) * (0.3 + 0.7 * random()) / 6371008.8 as δ
    from (
      select id, home_lat, home_lng, home_radius_m,
        ceil(home_radius_m * (1.5 + 0.5 * random()))::integer as radius_m
      from privacy_zones
    ) r
  ) d
) moved
where z.id = moved.id;

-- What others were sent of the routes already drawn was cut at the old circles: the members with
-- zones are marked, and a start-up task redraws their routes' public views, then the mark.
alter table privacy_zones add column views_drawn boolean not null default true;
update privacy_zones set views_drawn = false;
create index privacy_zones_views_stale_idx on privacy_zones (user_id) where not views_drawn;
