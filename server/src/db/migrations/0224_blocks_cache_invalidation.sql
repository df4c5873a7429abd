-- A block changes what the blocker's and the blocked member's kept feed pages show even when
-- neither follows the other: a post's like and comment counts leave out members blocked either
-- way (posts/visible-counts-sql.ts), so a stranger's comment on a followed author's post counts
-- until a block and not after. Migration 0012 assumed blocks reach a feed only through the follows
-- they end; announce them to both viewers' pages (v), as a like or a follow is.
create trigger blocks_cache_on_insert after insert on blocks
  referencing new table as new_rows for each statement execute function cache_viewers_changed('blocker_id', 'blocked_id');
create trigger blocks_cache_on_delete after delete on blocks
  referencing old table as old_rows for each statement execute function cache_viewers_changed('blocker_id', 'blocked_id');
