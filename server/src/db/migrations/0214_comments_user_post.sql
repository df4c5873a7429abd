-- A post's comment count as its reader sees it: the stored counter less the comments of members
-- blocked either way with them, whose comments the list leaves out (issue 9). That count starts
-- from the reader's few blocked members and probes each one's comments on the post, so the
-- member's comment index gains the post (it still serves account deletion, by its prefix).
create index comments_user_id_post_id_idx on comments (user_id, post_id);
drop index comments_user_id_idx;
