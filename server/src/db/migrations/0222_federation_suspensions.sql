-- Suspensions on the fediverse, both ways (decision 0035), as Mastodon does them.

-- Sending: a local member suspended or unsuspended by an admin. Whatever path changed
-- `suspended_at` (admin route, report action, script), an Update of the actor is queued in the same
-- transaction, on the queue and job 0213's triggers use (`actor-update`); `reach: all` sends it to
-- the servers of their followers (held requests too) and of the accounts they follow. The worker
-- sends the minimal actor with `suspended: true`, or the full one once lifted, and nothing for a
-- member who is not an actor for another reason (federation off, a private profile).
create function federation_actor_suspension_changed() returns trigger language plpgsql as $$
begin
  if exists (select 1 from federation_followers f where f.user_id = new.id)
    or exists (select 1 from federation_following f where f.user_id = new.id) then
    insert into federation_queue (message, ordering_key)
    values (jsonb_build_object('fitcircle', 'actor-update', 'userId', new.id, 'reach', 'all'), 'actor:' || new.id);
  end if;
  return null;
end $$;

create trigger users_federation_suspension_changed after update of suspended_at on users
  for each row when ((old.suspended_at is null) <> (new.suspended_at is null))
  execute function federation_actor_suspension_changed();

-- Receiving: a remote account its own server suspended (an Update of its actor with
-- `suspended: true`; one without the flag lifts it). Kept apart from an admin's block
-- (federation_blocked_accounts), so lifting one never lifts the other, and its rows (follows,
-- posts, replies, likes) stay: they are hidden while it is set and come back when it is lifted.
alter table federation_actors add column suspended_at timestamptz;

-- Its likes and replies leave the posts' counters while it is suspended and come back with it
-- (inbound activities of a suspended account are ignored meanwhile, so the counts stay right).
create function federation_actor_suspension_counts() returns trigger language plpgsql as $$
declare
  step integer := case when new.suspended_at is null then 1 else -1 end;
begin
  update posts p set likes_count = greatest(p.likes_count + step * d.n, 0)
  from (select post_id, count(*) as n from federation_likes where actor_id = new.id group by post_id) d
  where p.id = d.post_id;
  update posts p set comments_count = greatest(p.comments_count + step * d.n, 0)
  from (select post_id, count(*) as n from federation_comments where actor_id = new.id group by post_id) d
  where p.id = d.post_id;
  return null;
end $$;

create trigger federation_actors_suspension_counts after update of suspended_at on federation_actors
  for each row when ((old.suspended_at is null) <> (new.suspended_at is null))
  execute function federation_actor_suspension_counts();
