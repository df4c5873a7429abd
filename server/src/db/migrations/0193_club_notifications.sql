-- The notification types of issue 34, added to whatever list the migrations before this one set
-- (the list is read from the constraint itself, so a type another issue added is kept).
do $$
declare
  current text;
begin
  select pg_get_constraintdef(oid) into current from pg_constraint
  where conname = 'notifications_type_check' and conrelid = 'notifications'::regclass;
  execute 'alter table notifications drop constraint notifications_type_check';
  execute 'alter table notifications add constraint notifications_type_check ' || regexp_replace(current,
    '::text\]', '::text, ''club_request''::text, ''club_invite''::text, ''club_approved''::text, '
      || '''event_reminder''::text, ''challenge_overtaken''::text, ''challenge_completed''::text]');
  if position('club_request' in (select pg_get_constraintdef(oid) from pg_constraint
      where conname = 'notifications_type_check' and conrelid = 'notifications'::regclass)) = 0 then
    raise exception 'notifications_type_check was not extended: %', current;
  end if;
end $$;

-- What the notification is about: a club, one of its events, a challenge. No foreign keys, like post_id.
alter table notifications add column club_id integer;
alter table notifications add column event_id integer;
alter table notifications add column challenge_id integer;
