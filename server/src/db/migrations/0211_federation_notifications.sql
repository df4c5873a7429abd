-- Issue 37: a remote reply or like notifies the member. The member stays the row's actor (the
-- column and its joins are unchanged); the remote account that acted is named here and the
-- presenter shows it instead.
alter table notifications add column remote_actor_id bigint references federation_actors (id) on delete cascade;
