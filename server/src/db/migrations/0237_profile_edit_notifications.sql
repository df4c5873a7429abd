-- A member is told when an admin changes their profile: notification type 'profile_edited', added
-- to whatever list the migrations before this one set (read from the constraint itself, as 0193 does).
do $$
declare
  current text;
begin
  select pg_get_constraintdef(oid) into current from pg_constraint
  where conname = 'notifications_type_check' and conrelid = 'notifications'::regclass;
  execute 'alter table notifications drop constraint notifications_type_check';
  execute 'alter table notifications add constraint notifications_type_check '
    || regexp_replace(current, '::text\]', '::text, ''profile_edited''::text]');
  if position('profile_edited' in (select pg_get_constraintdef(oid) from pg_constraint
      where conname = 'notifications_type_check' and conrelid = 'notifications'::regclass)) = 0 then
    raise exception 'notifications_type_check was not extended: %', current;
  end if;
end $$;
