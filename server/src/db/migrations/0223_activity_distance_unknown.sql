-- A file with no positions and no distance of its own (a treadmill run with heart rate only) says
-- nothing about how far the member went: its distance is unknown, not 0 (the round's first rule).
-- Such activities were stored with 0 m, which lists, totals and shared posts then showed as "0 km";
-- a recording without GPS whose device measured nothing is the only way to get there.
alter table activities alter column distance_m drop not null;
update activities set distance_m = null where not has_gps and distance_m = 0;
