-- Blocks (issue 9): the Settings list of blocked members pages newest block first.

-- GET /api/blocks?before=<blocked member id>: the caller's blocks by (created_at, blocked_id)
-- descending, below the block of the last member seen. The primary key (blocker_id, blocked_id)
-- finds that cursor row; this index serves the order.
create index blocks_blocker_created_idx on blocks (blocker_id, created_at desc, blocked_id desc);
