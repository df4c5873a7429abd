-- A shared activity's feed card is read from `activities` (title, sport, figures, and the route
-- preview redrawn when the owner adds or removes a privacy zone). Migration 0012's triggers
-- announce changes to the tables they knew; this one announces an activity's change or deletion
-- as a change of its owner's posts ('a'), so every instance drops the feed pages that read them.
create function cache_activities_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform cache_notify('a', array(select user_id::bigint from old_rows));
  else
    perform cache_notify('a', array(
      select n.user_id::bigint from new_rows n join old_rows o on o.id = n.id where n is distinct from o));
  end if;
  return null;
end $$;

create trigger activities_cache_on_update after update on activities
  referencing old table as old_rows new table as new_rows for each statement execute function cache_activities_changed();
create trigger activities_cache_on_delete after delete on activities
  referencing old table as old_rows for each statement execute function cache_activities_changed();
