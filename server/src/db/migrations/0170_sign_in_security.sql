-- Sign-in security (issue 35): two-step sign-in (TOTP, RFC 6238) with recovery codes, passkeys
-- (WebAuthn), the member's devices, and "recent sign-in" for destructive actions.

-- Sessions get a public id (the Devices list names a session by it, never by its token hash),
-- the moment the member last proved who they are (sign-in or re-authentication: "recent
-- sign-in"), and the second factor their sign-in passed, if any.
alter table sessions add column id bigint generated always as identity;
-- DELETE /api/account/sessions/{id}: one session by its public id.
alter table sessions add constraint sessions_id_key unique (id);
alter table sessions add column authenticated_at timestamptz not null default now();
alter table sessions add column second_factor text
  check (second_factor in ('code', 'recovery_code', 'passkey', 'setup'));
-- GET /api/account/sessions: a member's sessions, newest sign-in first (keyset on id).
create index sessions_user_list_idx on sessions (user_id, id desc);

-- The authenticator app's key, encrypted (AES-256-GCM, key in app_secrets). A row without
-- enabled_at is a set-up waiting for its first code. last_used_step: a code's 30-second step is
-- accepted once (no replay within its window).
create table two_factor_totp (
  user_id integer primary key references users (id) on delete cascade,
  secret_ciphertext text not null,
  enabled_at timestamptz,
  last_used_step bigint,
  created_at timestamptz not null default now()
);
-- The admin dashboard's count of members who use two-step sign-in.
create index two_factor_totp_enabled_idx on two_factor_totp (user_id) where enabled_at is not null;

-- Single-use recovery codes, only as keyed hashes (HMAC-SHA-256).
create table two_factor_recovery_codes (
  user_id integer not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  -- Using a code (update ... where user_id and code_hash and used_at is null) and counting a
  -- member's unused codes.
  primary key (user_id, code_hash)
);

create table passkeys (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  -- base64url credential id; sign-in looks the passkey up by the id the browser answers with.
  credential_id text not null unique,
  public_key bytea not null,
  counter bigint not null default 0,
  transports text[] not null default '{}',
  name text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
-- GET /api/account/passkeys: a member's passkeys, newest first; also the per-member limit count.
create index passkeys_user_idx on passkeys (user_id, id desc);

-- Short-lived server-side states bound to an httpOnly cookie (its SHA-256 is the key): the
-- pending second step after a correct password (5 minutes, never a session), and WebAuthn
-- challenges (sign-in, adding a passkey, re-authentication).
create table auth_challenges (
  token_hash text primary key,
  purpose text not null check (purpose in ('two_factor', 'passkey_sign_in', 'passkey_register', 'passkey_reauth')),
  user_id integer references users (id) on delete cascade,
  challenge text,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
-- The hourly purge of expired challenges (purgeExpiredSessions).
create index auth_challenges_expires_idx on auth_challenges (expires_at);

-- Browsers a member signed in from (a random id in a long-lived httpOnly cookie, stored hashed):
-- a sign-in from one not seen before emails the member.
create table known_devices (
  user_id integer not null references users (id) on delete cascade,
  device_hash text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  -- The new-device check at sign-in (insert ... on conflict).
  primary key (user_id, device_hash)
);

-- A session carries whether its member has two-step sign-in on (the admin area needs it): a
-- change to it drops the member's cached sessions on every instance, like a change to the
-- member's row (migration 0012).
create function cache_two_factor_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform cache_notify('s', array(select user_id::bigint from new_rows));
  elsif tg_op = 'DELETE' then
    perform cache_notify('s', array(select user_id::bigint from old_rows));
  else
    perform cache_notify('s', array(
      select n.user_id::bigint from new_rows n join old_rows o on o.user_id = n.user_id
      where n.enabled_at is distinct from o.enabled_at));
  end if;
  return null;
end $$;

create trigger two_factor_totp_cache_on_insert after insert on two_factor_totp
  referencing new table as new_rows for each statement execute function cache_two_factor_changed();
create trigger two_factor_totp_cache_on_update after update on two_factor_totp
  referencing old table as old_rows new table as new_rows for each statement execute function cache_two_factor_changed();
create trigger two_factor_totp_cache_on_delete after delete on two_factor_totp
  referencing old table as old_rows for each statement execute function cache_two_factor_changed();
create trigger two_factor_totp_cache_on_truncate after truncate on two_factor_totp
  for each statement execute function cache_notify_all('s');
