-- Each author's newest post per audience, kept by triggers (issue 3, the feed's first page).
-- The feed's first step asks every followed author for their newest post the viewer may see;
-- probing the posts index for ~200 authors costs more the more posts the table holds (each probe
-- lands on its own leaf page). This table answers the same question with one primary-key probe
-- on a table as small as the members, whatever the authors have posted over the years.

create table author_latest_posts (
  user_id integer primary key references users (id) on delete cascade,
  public_id bigint,
  friends_id bigint,
  private_id bigint
);

insert into author_latest_posts (user_id, public_id, friends_id, private_id)
select user_id,
       max(id) filter (where audience = 'public'),
       max(id) filter (where audience = 'friends'),
       max(id) filter (where audience = 'private')
from posts group by user_id;

-- New posts raise their author's newest ids: one statement per insert statement, so a bulk
-- insert (the large seed) costs one grouped upsert, not one per row.
create function author_latest_posts_after_insert() returns trigger language plpgsql as $$
begin
  insert into author_latest_posts as l (user_id, public_id, friends_id, private_id)
  select user_id,
         max(id) filter (where audience = 'public'),
         max(id) filter (where audience = 'friends'),
         max(id) filter (where audience = 'private')
  from new_rows group by user_id
  on conflict (user_id) do update set
    public_id = greatest(l.public_id, excluded.public_id),
    friends_id = greatest(l.friends_id, excluded.friends_id),
    private_id = greatest(l.private_id, excluded.private_id);
  return null;
end $$;

create trigger posts_latest_after_insert after insert on posts
  referencing new table as new_rows for each statement execute function author_latest_posts_after_insert();

-- Deleted (or re-audienced) posts: the touched authors' newest ids are read again from
-- posts_user_id_id_idx (newest first, stopping at the first post of each audience).
-- The rows are locked first (in id order, so two recomputes cannot deadlock) and read in a second
-- statement, whose fresh snapshot sees a post another transaction committed while this one waited:
-- a post inserted during a delete is never left out.
create function author_latest_posts_recompute(authors integer[]) returns void language sql as $$
  select 1 from author_latest_posts where user_id = any(authors) order by user_id for update;
  update author_latest_posts l set
    public_id = (select p.id from posts p where p.user_id = l.user_id and p.audience = 'public' order by p.id desc limit 1),
    friends_id = (select p.id from posts p where p.user_id = l.user_id and p.audience = 'friends' order by p.id desc limit 1),
    private_id = (select p.id from posts p where p.user_id = l.user_id and p.audience = 'private' order by p.id desc limit 1)
  where l.user_id = any(authors);
$$;

create function author_latest_posts_after_delete() returns trigger language plpgsql as $$
begin
  perform author_latest_posts_recompute(array(select distinct user_id from old_rows));
  return null;
end $$;

create trigger posts_latest_after_delete after delete on posts
  referencing old table as old_rows for each statement execute function author_latest_posts_after_delete();

-- Posts are not edited today; should an audience (or author) ever change, the newest ids follow.
-- A row trigger with a WHEN clause: the likes and comments counters update posts on every like,
-- and a statement trigger here would run for each of those.
create function author_latest_posts_after_update() returns trigger language plpgsql as $$
begin
  insert into author_latest_posts (user_id) values (new.user_id) on conflict do nothing;
  perform author_latest_posts_recompute(array[old.user_id, new.user_id]);
  return null;
end $$;

create trigger posts_latest_after_update after update of audience, user_id on posts
  for each row when (old.audience is distinct from new.audience or old.user_id is distinct from new.user_id)
  execute function author_latest_posts_after_update();
