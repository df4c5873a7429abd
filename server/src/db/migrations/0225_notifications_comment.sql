-- A comment's notification names its comment, and goes with it. Without it the "still holds" test
-- (notifications/repository.ts) could only ask whether the member still had some comment on the
-- post: deleting one of two comments left both notifications, unread and counted. Older rows keep
-- that test. The index serves the cascade when a comment is deleted.
alter table notifications add column comment_id bigint references comments (id) on delete cascade;
create index notifications_comment_idx on notifications (comment_id) where comment_id is not null;
