-- "I'm here" (issue 34, D14): a member checks in at a gym, seen only by the audience they pick
-- (followers, the members of their clubs, nobody), until they leave or 3 hours pass. Only the gym
-- and the times are stored, never where the member was.

create table gym_check_ins (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  gym_id integer not null references gyms (id) on delete cascade,
  audience text not null check (audience in ('followers', 'clubs', 'nobody')),
  started_at timestamptz not null default now(),
  -- started_at + 3 hours, or when the member left (earlier).
  ends_at timestamptz not null,
  check (ends_at >= started_at)
);
-- GET /api/gyms/{id}/here: the gym's check-ins still running (ends_at > now()), newest first.
create index gym_check_ins_gym_idx on gym_check_ins (gym_id, ends_at desc);
-- A member's current check-in (checking in elsewhere or leaving ends it), and GET
-- /api/check-ins/following: the check-ins still running of the members the viewer follows.
create index gym_check_ins_user_idx on gym_check_ins (user_id, ends_at desc);

-- A member's home gym shows on the gym's page only if they allow it (D14; Settings). Existing
-- members keep what they had: their profile visibility decided, which it still does on top.
alter table users add column home_gym_visible boolean not null default true;
