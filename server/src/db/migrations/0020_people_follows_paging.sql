-- People: follow lists page with keyset cursors (?before=<id>), so each follow gets its own id.
-- The identity column numbers existing rows as it adds itself.

alter table follows add column id bigint generated always as identity;
alter table follows add constraint follows_id_key unique (id);

-- GET /api/follows/following: the people a member follows, newest first, `id < $before`.
create index follows_follower_id_id_idx on follows (follower_id, id desc);
-- GET /api/follows/followers: a member's followers, newest first, `id < $before`.
create index follows_following_id_id_idx on follows (following_id, id desc);

