-- The challenge notices a member was sent, kept when they leave (issue 34). Leaving deletes the
-- standing and its completed_at; joining again counts the member's items from nothing, and the
-- rise told the rivals they were overtaken, and the member they reached the goal, once more.
-- Written with each notice (writeNotices in the challenges module); a rejoin sends only what is
-- not here. One row per recipient, actor and kind: a goal reached is its member's own notice. A
-- group's goal needs none: the challenge's own completed_at, which no one's leaving clears, tells
-- it once.
create table challenge_notices_sent (
  challenge_id integer not null references challenges (id) on delete cascade,
  -- Who was told, and whose rise told them (the member themselves for a goal reached).
  user_id integer not null references users (id) on delete cascade,
  actor_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('challenge_overtaken', 'challenge_completed')),
  -- A rejoin's notices: `challenge_id = $c and actor_id = $member and kind = ... and user_id = p.user_id`,
  -- and the recording upsert (on conflict do nothing).
  primary key (challenge_id, actor_id, kind, user_id)
);
-- The cascades of a deleted account, as recipient and as actor.
create index challenge_notices_sent_user_idx on challenge_notices_sent (user_id);
create index challenge_notices_sent_actor_idx on challenge_notices_sent (actor_id);

-- What was sent before this migration: the challenges' notifications still stored, the notices
-- still queued, and the goals reached by members who are still in the challenge.
insert into challenge_notices_sent (challenge_id, user_id, actor_id, kind)
select n.challenge_id, n.user_id, n.actor_id, n.type from notifications n join challenges c on c.id = n.challenge_id
where n.type = 'challenge_overtaken' or (n.type = 'challenge_completed' and c.goal = 'individual')
union
select q.challenge_id, q.user_id, q.actor_id, q.kind from challenge_notices q join challenges c on c.id = q.challenge_id
where q.kind = 'challenge_overtaken' or c.goal = 'individual'
union
select challenge_id, user_id, user_id, 'challenge_completed' from challenge_participants where completed_at is not null
on conflict do nothing;
