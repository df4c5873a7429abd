-- A post's photo sizes (`imageSizes`, for srcset) are read from `media.variant_widths`, which the
-- hourly backfill fills for photos uploaded before copies existed (0120). The cached first feed
-- pages (issue 19, migration 0012) must follow it: a photo whose copies changed announces a change
-- of its owner's posts ('a'), so every instance drops the pages that show them.
create function cache_media_changed() returns trigger language plpgsql as $$
begin
  perform cache_notify('a', array(
    select n.user_id::bigint from new_rows n join old_rows o on o.key = n.key
    where n.variant_widths is distinct from o.variant_widths));
  return null;
end $$;

create trigger media_cache_on_update after update on media
  referencing old table as old_rows new table as new_rows for each statement execute function cache_media_changed();
