-- A post written in a private club is for its members only. It is stored with the audience
-- 'private' (only its author sees it anywhere else: their profile, feeds, search, federation) and
-- marked here; the posts' visibility rule lets the club's active members in
-- (posts/visibility.ts). A post shared to a club from elsewhere keeps its own audience (false).
alter table club_posts add column members_only boolean not null default false;
