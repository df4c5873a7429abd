-- Admin, moderation, reports and blocks (issue 9).

-- Who suspended a member and why (users.suspended_at exists since the foundation).
alter table users add column suspended_reason text;

-- Every admin action: who, what, when. The actor's username is copied so the entry still reads
-- after the admin's account is deleted; the target is a (type, id) pair plus a readable label,
-- because the target itself (a deleted post or member) is usually gone.
create table audit_log (
  id bigint generated always as identity primary key,
  actor_id integer references users (id) on delete set null,
  actor_username text not null,
  action text not null,
  target_type text not null check (target_type in ('user', 'post', 'comment', 'report', 'gym', 'workout_plan', 'meal_plan')),
  target_id integer,
  target_label text,
  detail jsonb,
  created_at timestamptz not null default now()
);
-- GET /api/admin/audit: newest first, before id X.
-- (The identity primary key already serves it: id desc is a backward scan.)

-- A member's report of a post, a comment or another member.
create table reports (
  id bigint generated always as identity primary key,
  reporter_id integer not null references users (id) on delete cascade,
  target_type text not null check (target_type in ('post', 'comment', 'user')),
  target_id integer not null,
  -- The reported content's author (or the reported member), kept so admins see whom a report is
  -- about even after the content is deleted, and so an author's deletion removes their reports.
  target_user_id integer references users (id) on delete cascade,
  -- A copy of the reported text at report time: the evidence survives an edit or a deletion.
  target_excerpt text,
  reason text not null check (reason in ('spam', 'harassment', 'hate', 'nudity', 'violence', 'misinformation', 'other')),
  details text check (char_length(details) <= 500),
  status text not null default 'open' check (status in ('open', 'resolved', 'dismissed')),
  resolved_by integer references users (id) on delete set null,
  resolved_at timestamptz,
  -- What the admin did: 'deleted_content', 'suspended_user', 'no_action', ...
  resolution text,
  created_at timestamptz not null default now()
);
-- One open report per member and target: reporting twice does not add a row.
create unique index reports_one_open_key on reports (reporter_id, target_type, target_id) where status = 'open';
-- GET /api/admin/reports?status=open: the queue, newest first, before id X.
create index reports_status_idx on reports (status, id desc);
-- Deleting content closes its open reports: find them by target.
create index reports_target_idx on reports (target_type, target_id) where status = 'open';

-- A member's block of another member: the blocker stops seeing the blocked and vice versa.
create table blocks (
  blocker_id integer not null references users (id) on delete cascade,
  blocked_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);
-- "Is there a block either way between A and B": the primary key serves (A, B); this serves
-- (B, A) and the lists of who blocked a member.
create index blocks_blocked_idx on blocks (blocked_id, blocker_id);
