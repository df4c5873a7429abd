-- Issue 37: "deleting, or making it private, sends Delete". A member stops being an ActivityPub
-- actor when they switch federation off or make their profile private (decision 0035; a profile
-- for friends stays on the fediverse). Either way every Note remote servers have of theirs gets a
-- look from the queue's worker, which finds none publishable any more and sends Delete for each.
-- A trigger, like 0210's on posts and activities: whatever path changes the settings (Settings,
-- the federation switch, an admin tool, a script), the look is queued in the same transaction.
create function federation_member_left() returns trigger language plpgsql as $$
declare
  -- A member without a settings row has the defaults: federation on, a profile for friends.
  was_actor boolean := tg_op = 'INSERT'
    or (old.federation_enabled and coalesce(old.profile_visibility, 'friends') <> 'private');
  is_actor boolean := new.federation_enabled and coalesce(new.profile_visibility, 'friends') <> 'private';
begin
  if was_actor and not is_actor then
    insert into federation_queue (message, ordering_key)
    select jsonb_build_object('fitcircle', 'federate', 'kind', k.kind, 'id', s.item_id), k.kind || ':' || s.item_id
    from federation_sent_notes s
    cross join lateral (select case when s.kind = 'activity' then 'activity' else 'post' end as kind) k
    where s.user_id = new.user_id;
  end if;
  return null;
end $$;

create trigger user_settings_federation_left after insert or update of profile_visibility, federation_enabled
  on user_settings for each row execute function federation_member_left();

-- Serves the trigger's "every Note sent for this member" (and the cascade when an account goes).
create index federation_sent_notes_user_idx on federation_sent_notes (user_id);

-- What remote servers show of a member's actor (name, bio, picture, and whether follows wait for
-- approval) changed: an Update of the actor goes to their followers, so a profile turned from
-- public to friends stops showing its bio there at once. Queued only for a member with followers
-- elsewhere; the worker sends nothing for one who is not an actor (any more).
create function federation_actor_changed() returns trigger language plpgsql as $$
declare
  member_id integer := case when tg_table_name = 'users' then (to_jsonb(new) ->> 'id')::integer
    else (to_jsonb(new) ->> 'user_id')::integer end;
begin
  if exists (select 1 from federation_followers f where f.user_id = member_id and f.status = 'accepted') then
    insert into federation_queue (message, ordering_key)
    values (jsonb_build_object('fitcircle', 'actor-update', 'userId', member_id), 'actor:' || member_id);
  end if;
  return null;
end $$;

create trigger users_federation_actor_changed after update of name, bio, profile_image_url on users
  for each row when (old.name is distinct from new.name or old.bio is distinct from new.bio
    or old.profile_image_url is distinct from new.profile_image_url)
  execute function federation_actor_changed();
-- Public and friends are both on the fediverse (to or from private is the Delete above).
create trigger user_settings_federation_actor_changed after update of profile_visibility on user_settings
  for each row when (old.profile_visibility in ('public', 'friends') and new.profile_visibility in ('public', 'friends')
    and old.profile_visibility <> new.profile_visibility and new.federation_enabled)
  execute function federation_actor_changed();
