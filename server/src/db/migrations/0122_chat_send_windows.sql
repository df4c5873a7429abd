-- Issue 19: a member's chat send limit (CHAT_RATE_LIMIT) is counted by the statement that stores
-- the message, not by a Redis round trip before it: one hop less between a send and its ack. One
-- row per member, the start of their current window and what they sent in it; the row's lock
-- makes two sends at once (two tabs, two instances) count one after the other, so the limit is
-- exact. Unlogged: a window is worth nothing after a crash (PostgreSQL empties the table then, as
-- a Redis restart empties its counters), and its updates add nothing to the log a message's commit
-- waits for.
create unlogged table chat_send_windows (
  user_id integer primary key references users (id) on delete cascade,
  window_start timestamptz not null,
  sent integer not null
);
