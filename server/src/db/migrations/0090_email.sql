-- Email (issue 18): verified addresses, account tokens, the outbox the mail worker sends from,
-- and the state of notification emails (digests, unread messages).

-- When the member proved they read mail at their address (a verification or reset link).
alter table users add column email_verified_at timestamptz;
-- Accounts made before verification existed had no way to verify: they keep posting publicly as
-- before (docs/decisions/0007-email-verification-and-delivery.md). New accounts start unverified.
update users set email_verified_at = created_at;
-- A new address the member asked for, waiting for its confirmation link; it replaces `email` only then.
alter table users add column pending_email text;

-- Email choices: unread direct messages send an email ('email_push') or not ('push'), and how
-- often the digest of follows, likes and comments goes out.
alter table user_settings
  add column notify_messages text not null default 'email_push' check (notify_messages in ('email_push', 'push')),
  add column email_digest text not null default 'daily' check (email_digest in ('daily', 'weekly'));

-- Password reset links: only the SHA-256 of the token is stored; one live link per member.
create table password_reset_tokens (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  -- The address the link was sent to: a link stops working if the account's address changed.
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
-- "A newer link replaces the older ones": deleting a member's other links when one is issued or used.
create index password_reset_tokens_user_idx on password_reset_tokens (user_id);
-- Housekeeping deletes expired links.
create index password_reset_tokens_expires_idx on password_reset_tokens (expires_at);

-- Address confirmation links, for the sign-up address or a new address the member asked for.
create table email_verification_tokens (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
-- One live link per member (a new one replaces it) and the pending address in Settings.
create index email_verification_tokens_user_idx on email_verification_tokens (user_id);
-- Housekeeping deletes expired links.
create index email_verification_tokens_expires_idx on email_verification_tokens (expires_at);

-- The outbox: one row per email to send. Requests only add a row; the worker in each instance
-- claims due rows with `for update skip locked`, builds the message once, sends it at most once,
-- and retries failures with backoff.
create table mail_outbox (
  id bigint generated always as identity primary key,
  kind text not null,
  -- Null for a password reset asked for an address (the worker finds the member, if any).
  user_id integer references users (id) on delete cascade,
  payload jsonb not null default '{}',
  -- The built message {to, subject, text, html, headers}; kept while it waits so a retry sends
  -- the same link; the bodies are erased once it is sent.
  message jsonb,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'dropped')),
  attempts integer not null default 0,
  run_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
-- The worker's claim: the oldest due pending job (only pending rows are indexed).
create index mail_outbox_due_idx on mail_outbox (run_at, id) where status = 'pending';
-- Recovery of deliveries interrupted mid-send (a process killed while talking to SMTP).
create index mail_outbox_sending_idx on mail_outbox (locked_until) where status = 'sending';
-- Housekeeping deletes finished jobs after 30 days.
create index mail_outbox_finished_idx on mail_outbox (finished_at) where finished_at is not null;

-- Digests: a member with something to report since their last digest, and when it started.
create table mail_digest_state (
  user_id integer primary key references users (id) on delete cascade,
  -- The oldest notification waiting for a digest; null when nothing waits.
  pending_since timestamptz,
  -- The end of the last digest's window: the next one reports what came after.
  covered_until timestamptz
);
-- The digest scan: members whose oldest waiting notification is at least a day old.
create index mail_digest_state_due_idx on mail_digest_state (pending_since) where pending_since is not null;

-- Unread messages: the newest message the last "you have unread messages" email covered.
create table mail_unread_message_state (
  user_id integer primary key references users (id) on delete cascade,
  notified_up_to bigint not null,
  notified_at timestamptz not null
);

-- Scans that walk a table once, in id order (one row per scan, locked while it runs).
create table mail_scan_cursors (
  name text primary key,
  last_id bigint not null
);
-- Messages sent before email existed are not announced by email.
insert into mail_scan_cursors (name, last_id) select 'unread_messages', coalesce(max(id), 0) from messages;

-- Secrets the instances share (the key that signs unsubscribe links), made at first use.
create table app_secrets (
  name text primary key,
  value text not null
);
