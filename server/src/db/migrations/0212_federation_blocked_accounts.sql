-- Issue 37: "Members and admins can block a remote account". A member's block is theirs
-- (federation_account_blocks); an admin's holds for the whole instance: the account's activities
-- are refused for every member, nothing is delivered to it, its posts and replies are hidden
-- everywhere and its follows (both ways) end.
create table federation_blocked_accounts (
  actor_id bigint primary key references federation_actors (id) on delete cascade,
  -- Who blocked it (kept while that admin's account exists).
  blocked_by integer references users (id) on delete set null,
  blocked_at timestamptz not null default now()
);
