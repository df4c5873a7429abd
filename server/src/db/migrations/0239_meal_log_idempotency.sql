-- Meal logs added at most once (as workouts are, 0045): on a phone "Add" can time out after the
-- server stored the entry, and the member taps again. The client sends one Idempotency-Key per
-- intended add, and the server stores each key's entries at most once per member.
--
-- A table of keys, not a key column on meal_logs: POST /api/meal-logs/from-plan stores several
-- entries under one key, so a unique index over the entries cannot say "this key was used"; one row
-- per key can, and holds the request's hash once. Its entry ids answer a replay with the same list;
-- an id whose entry was deleted since is simply not found again. meal_logs itself is unchanged.
create table meal_log_keys (
  -- The member's own key: another member's same key is another row. Goes with their account.
  user_id integer not null references users (id) on delete cascade,
  client_key uuid not null,
  -- sha256 of the route and the body first stored under the key: another body is refused (422).
  request_hash text not null,
  -- The entries stored under the key, in the order logged; set in the transaction that stores them.
  entry_ids integer[] not null default '{}',
  created_at timestamptz not null default now(),
  -- POST /api/meal-logs and /from-plan with an Idempotency-Key: `on conflict do nothing` on this key
  -- makes the second of two concurrent requests wait for the first and store nothing, and the
  -- replay looks the key up by (user_id, client_key).
  primary key (user_id, client_key)
);
