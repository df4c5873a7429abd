-- Invalidation of the app instances' in-process caches (issue 19): the signed-in member of a
-- session, and each member's first feed page. Every change that could make a cached answer wrong
-- is announced by the database itself, by triggers, on the channel `fc_cache`. NOTIFY is sent
-- only when the transaction commits (never for a rolled-back change) and reaches every listening
-- connection of every instance. A code path that ends a session or changes a member cannot forget
-- to tell the caches: the table tells them (docs/decisions/0012-cache-invalidation-by-triggers.md).
--
-- A message is `<kind>:<ids>` (comma-separated, ascending) or `<kind>:*` when the ids would not
-- fit in NOTIFY's 8000-byte payload (a bulk purge: the instances then drop everything of that
-- kind). Kinds, and what the instances drop:
--   s  sessions of these members changed or ended      -> their cached sessions
--   u  these members' rows changed or were deleted     -> everything cached about or for them
--   a  these authors' posts or privacy settings changed -> feed pages that read their posts
--   p  these posts changed (counts, text, media)        -> feed pages that show them
--   v  these viewers' own relations changed (follows, likes, bookmarks) -> their feed pages
-- Statement-level triggers with transition tables: a bulk statement sends one message, not one
-- per row.

create function cache_notify(kind text, ids bigint[]) returns void language plpgsql as $$
declare
  payload text;
begin
  select string_agg(id::text, ',' order by id) into payload
  from (select distinct id from unnest(ids) as id where id is not null) d;
  if payload is null then
    return;
  end if;
  payload := kind || ':' || payload;
  if octet_length(payload) > 7900 then
    payload := kind || ':*';
  end if;
  perform pg_notify('fc_cache', payload);
end $$;

-- TRUNCATE (tests, resets) has no transition table: everything of the kind goes.
create function cache_notify_all() returns trigger language plpgsql as $$
begin
  perform pg_notify('fc_cache', tg_argv[0] || ':*');
  return null;
end $$;

-- Sessions: an ended (deleted) or changed (touched, re-pointed) session. A new session needs no
-- message: nothing can have cached it.
create function cache_sessions_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform cache_notify('s', array(select user_id::bigint from old_rows));
  else
    perform cache_notify('s', array(select user_id::bigint from old_rows union select user_id from new_rows));
  end if;
  return null;
end $$;

create trigger sessions_cache_on_delete after delete on sessions
  referencing old table as old_rows for each statement execute function cache_sessions_changed();
create trigger sessions_cache_on_update after update on sessions
  referencing old table as old_rows new table as new_rows for each statement execute function cache_sessions_changed();
create trigger sessions_cache_on_truncate after truncate on sessions
  for each statement execute function cache_notify_all('s');

-- Members: admin flag, suspension, names, picture, units... anything the session carries or a
-- post shows. Rows an UPDATE left as they were send nothing.
create function cache_users_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform cache_notify('u', array(select id::bigint from old_rows));
  else
    perform cache_notify('u', array(
      select n.id::bigint from new_rows n join old_rows o on o.id = n.id where n is distinct from o));
  end if;
  return null;
end $$;

create trigger users_cache_on_delete after delete on users
  referencing old table as old_rows for each statement execute function cache_users_changed();
create trigger users_cache_on_update after update on users
  referencing old table as old_rows new table as new_rows for each statement execute function cache_users_changed();
create trigger users_cache_on_truncate after truncate on users
  for each statement execute function cache_notify_all('u');

-- Posts: a new or deleted post changes its author's followers' pages (a); any other change
-- (a like or comment count, an edit) the pages showing it (p); a new audience or author, both.
create function cache_posts_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform cache_notify('a', array(select user_id::bigint from new_rows));
  elsif tg_op = 'DELETE' then
    perform cache_notify('a', array(select user_id::bigint from old_rows));
    perform cache_notify('p', array(select id from old_rows));
  else
    perform cache_notify('p', array(select n.id from new_rows n join old_rows o on o.id = n.id where n is distinct from o));
    perform cache_notify('a', array(
      select x.user_id::bigint from new_rows n join old_rows o on o.id = n.id,
        lateral (values (n.user_id), (o.user_id)) x(user_id)
      where n.audience is distinct from o.audience or n.user_id is distinct from o.user_id));
  end if;
  return null;
end $$;

create trigger posts_cache_on_insert after insert on posts
  referencing new table as new_rows for each statement execute function cache_posts_changed();
create trigger posts_cache_on_delete after delete on posts
  referencing old table as old_rows for each statement execute function cache_posts_changed();
create trigger posts_cache_on_update after update on posts
  referencing old table as old_rows new table as new_rows for each statement execute function cache_posts_changed();
create trigger posts_cache_on_truncate after truncate on posts
  for each statement execute function cache_notify_all('a');

-- Privacy settings of an author (profile visibility, location sharing): their posts in others' pages.
create function cache_settings_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform cache_notify('a', array(select user_id::bigint from new_rows));
  elsif tg_op = 'DELETE' then
    perform cache_notify('a', array(select user_id::bigint from old_rows));
  else
    perform cache_notify('a', array(
      select n.user_id::bigint from new_rows n join old_rows o on o.user_id = n.user_id where n is distinct from o));
  end if;
  return null;
end $$;

create trigger user_settings_cache_on_insert after insert on user_settings
  referencing new table as new_rows for each statement execute function cache_settings_changed();
create trigger user_settings_cache_on_delete after delete on user_settings
  referencing old table as old_rows for each statement execute function cache_settings_changed();
create trigger user_settings_cache_on_update after update on user_settings
  referencing old table as old_rows new table as new_rows for each statement execute function cache_settings_changed();

-- The viewer's own relations: what they like and save (the flags on each post), whom they follow
-- and who follows them (a friend sees friends-only posts). The column names holding the members
-- are the trigger's arguments. Blocks (migration 0070, which runs after this one) reach a feed
-- only through follows: blocking ends the follows both ways in its transaction, which these
-- triggers announce, and no follow can exist across a block.
create function cache_viewers_changed() returns trigger language plpgsql as $$
declare
  first_column text := tg_argv[0];
  second_column text := coalesce(tg_argv[1], tg_argv[0]);
begin
  if tg_op in ('INSERT', 'UPDATE') then
    execute format('select cache_notify(''v'', array(select %1$I::bigint from new_rows union all select %2$I from new_rows))',
      first_column, second_column);
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    execute format('select cache_notify(''v'', array(select %1$I::bigint from old_rows union all select %2$I from old_rows))',
      first_column, second_column);
  end if;
  return null;
end $$;

create trigger likes_cache_on_insert after insert on likes
  referencing new table as new_rows for each statement execute function cache_viewers_changed('user_id');
create trigger likes_cache_on_delete after delete on likes
  referencing old table as old_rows for each statement execute function cache_viewers_changed('user_id');
create trigger bookmarks_cache_on_insert after insert on bookmarks
  referencing new table as new_rows for each statement execute function cache_viewers_changed('user_id');
create trigger bookmarks_cache_on_delete after delete on bookmarks
  referencing old table as old_rows for each statement execute function cache_viewers_changed('user_id');
create trigger follows_cache_on_insert after insert on follows
  referencing new table as new_rows for each statement execute function cache_viewers_changed('follower_id', 'following_id');
create trigger follows_cache_on_delete after delete on follows
  referencing old table as old_rows for each statement execute function cache_viewers_changed('follower_id', 'following_id');
create trigger follows_cache_on_update after update on follows
  referencing old table as old_rows new table as new_rows
  for each statement execute function cache_viewers_changed('follower_id', 'following_id');
create trigger likes_cache_on_truncate after truncate on likes
  for each statement execute function cache_notify_all('v');
create trigger bookmarks_cache_on_truncate after truncate on bookmarks
  for each statement execute function cache_notify_all('v');
create trigger follows_cache_on_truncate after truncate on follows
  for each statement execute function cache_notify_all('v');
