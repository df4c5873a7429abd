-- A daily cap on wrong authenticator-app codes per account (docs/decisions/0040): the per-minute
-- limit alone let someone who knows the password try about 14,400 codes a day. One row per
-- member: the wrong codes counted in the window that began at the first of them. A code is
-- counted before it is checked (the update refuses past the cap), and given back if it was right,
-- so parallel guesses on any number of instances can never pass the cap. No index: the row is
-- found by its primary key. A member whose window ended keeps the row until their next wrong code
-- starts a new window; account deletion removes it (cascade).
create table two_factor_wrong_codes (
  user_id integer primary key references users (id) on delete cascade,
  window_started_at timestamptz not null default now(),
  wrong_codes integer not null default 0 check (wrong_codes >= 0)
);
