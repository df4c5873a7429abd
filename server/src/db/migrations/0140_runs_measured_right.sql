-- Runs measured right on every real file (issue 32, docs/decisions/0027-runs-measured-right.md).

-- New track channels (track-codec.ts), little-endian, one value per point, null when the file has none:
-- segment uint16 (the GPX <trkseg> of each point; null for a single segment: distance never bridges two),
-- power uint16 watts and cadence uint8 rpm (0 where missing). time_ms is now NaN for a point the file
-- gave no time (kept: it traces the route).
alter table activity_tracks add column segment bytea;
alter table activity_tracks add column power bytea;
alter table activity_tracks add column cadence bytea;

-- Distance covered where the file gave no times (between points of which one or both are untimed):
-- part of the route and its distance, but of no time figure (the page says so).
alter table activities add column untimed_distance_m double precision not null default 0
  check (untimed_distance_m >= 0);
-- Rides' power (average and normalised, watts) and cadence (average rpm, or spm for runs), from the file.
alter table activities add column avg_power smallint;
alter table activities add column normalized_power smallint;
alter table activities add column max_power smallint;
alter table activities add column avg_cadence smallint;
-- Where the elevation gain and loss come from: the device's own totals (a FIT session's
-- total_ascent/total_descent), or worked out from the track's elevations.
alter table activities add column elevation_source text check (elevation_source in ('device', 'track'));
update activities set elevation_source = 'track' where elevation_gain_m is not null;
-- The offset the member chose for a file dated before 1990 or in the future ("Use <date>"), so a
-- re-measure from the original file puts it at the same date.
alter table activities add column time_offset_ms bigint not null default 0;
-- Which version of the measuring rules made the stored figures (read-activity.ts MEASURE_VERSION).
-- Activities measured before are measured again from their original file once, at start
-- (remeasure.ts): 1 is everything stored before issue 32.
alter table activities add column measured_version smallint not null default 1;
-- The start-up re-measure: `where measured_version < $1 order by id`, a short range once all are done.
create index activities_measured_version_idx on activities (measured_version, id);
