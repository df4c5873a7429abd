-- Issue 16: a star rating nobody gave must not show as reviews. The sample gyms were loaded with
-- invented ratings; they keep none from now on (ratings an admin gave their own gyms stay).
-- This number runs before 0030_gyms on a new database, where the table does not exist yet and
-- the sample gyms are loaded later without ratings: only a database that has the table is changed.
do $$
begin
  if to_regclass('gyms') is not null then
    update gyms set rating = null where is_sample;
  end if;
end
$$;
