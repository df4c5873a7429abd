-- Posts and what members do with them: likes, comments, bookmarks (issue 3, DECISIONS D5, D8).
-- Every table carries the acting member's user_id with on delete cascade; counters shown in
-- every list (likes, comments) live on the post and are kept by statement-level triggers, so they
-- stay right whatever deletes the rows (an unlike, a deleted post, a deleted account).

create table posts (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  content text not null check (length(content) between 1 and 5000),
  image_url text,
  image_key text,
  video_url text,
  video_key text,
  -- One image or one video, never both (spec section 4, Composer).
  check (image_key is null or video_key is null),
  location text check (length(location) <= 200),
  place_lat double precision check (place_lat between -90 and 90),
  place_lng double precision check (place_lng between -180 and 180),
  check ((place_lat is null) = (place_lng is null)),
  audience text not null check (audience in ('public', 'friends', 'private')),
  -- A logged workout shared as a post (WorkoutShareSummary, written by the workouts issue).
  workout jsonb,
  likes_count integer not null default 0 check (likes_count >= 0),
  comments_count integer not null default 0 check (comments_count >= 0),
  created_at timestamptz not null default now()
);
-- The feed (a LATERAL top-N per followed author, merged: GET /api/posts) and a member's posts
-- (GET /api/posts/user/{id}, GET /api/users/{id}/posts), both `where user_id = $1 and id < $before
-- order by id desc`. Audience is included so the feed filters without visiting the table.
create index posts_user_id_id_idx on posts (user_id, id desc) include (audience);
-- Explore Trending: recent public posts (`where audience = 'public' and created_at > now() - 7 days`).
create index posts_public_created_at_idx on posts (created_at desc) where audience = 'public';
-- A media file belongs to one post at most: deleting a post deletes its file (D8), which must
-- never take another post's picture with it. These also answer "which post uses this key".
create unique index posts_image_key_key on posts (image_key) where image_key is not null;
create unique index posts_video_key_key on posts (video_key) where video_key is not null;

create table likes (
  post_id bigint not null references posts (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Liking twice counts once (`on conflict do nothing`); also serves "did the viewer like it".
  primary key (post_id, user_id)
);
-- Account deletion cascades to a member's likes.
create index likes_user_id_idx on likes (user_id);

create table comments (
  id bigint generated always as identity primary key,
  post_id bigint not null references posts (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  content text not null check (length(content) between 1 and 2000),
  created_at timestamptz not null default now()
);
-- GET /api/posts/{id}/comments: `where post_id = $1 and id < $before order by id desc`; also the
-- cascade when a post is deleted.
create index comments_post_id_id_idx on comments (post_id, id desc);
-- Account deletion cascades to a member's comments.
create index comments_user_id_idx on comments (user_id);

create table bookmarks (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  post_id bigint not null references posts (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Saving twice keeps one bookmark; also serves "has the viewer saved it".
  unique (user_id, post_id)
);
-- GET /api/bookmarks: the member's saved posts, most recently saved first
-- (`where user_id = $1 and id < $cursor order by id desc`).
create index bookmarks_user_id_id_idx on bookmarks (user_id, id desc);
-- Deleting a post cascades to the bookmarks of it.
create index bookmarks_post_id_idx on bookmarks (post_id);

-- Counters: one update per statement and post, from the rows the statement touched (the counter
-- column is the trigger's argument). Row locks on the post serialise concurrent likes, so the
-- count never loses an update.
create function posts_count_rows() returns trigger language plpgsql as $$
begin
  execute format(
    'update posts p set %1$I = greatest(p.%1$I + $1 * d.n, 0)
     from (select post_id, count(*) as n from changed group by post_id) d where p.id = d.post_id',
    tg_argv[0])
  using case when tg_op = 'INSERT' then 1 else -1 end;
  return null;
end $$;

create trigger likes_counted_on_insert after insert on likes
  referencing new table as changed for each statement execute function posts_count_rows('likes_count');
create trigger likes_counted_on_delete after delete on likes
  referencing old table as changed for each statement execute function posts_count_rows('likes_count');
create trigger comments_counted_on_insert after insert on comments
  referencing new table as changed for each statement execute function posts_count_rows('comments_count');
create trigger comments_counted_on_delete after delete on comments
  referencing old table as changed for each statement execute function posts_count_rows('comments_count');
