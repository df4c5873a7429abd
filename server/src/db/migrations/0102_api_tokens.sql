-- Personal API tokens (issue 14): a random secret shown once, stored as its SHA-256, accepted only
-- by the endpoints that say so (the activity upload and reading one's own activities).
create table api_tokens (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  -- SHA-256 of the whole token; never the token itself (the export leaves *token_hash out).
  token_hash bytea not null,
  -- The token's first characters, so the member can tell tokens apart in the list.
  prefix text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
-- Every request carrying a token: one probe by its hash.
create unique index api_tokens_hash_key on api_tokens (token_hash);
-- Settings > API tokens: a member's tokens, newest first.
create index api_tokens_user_idx on api_tokens (user_id, id desc);
