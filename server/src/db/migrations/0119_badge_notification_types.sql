-- The notification types of issue 16's badges (granted, refused, revoked), added to the list
-- migration 0100 set (like, comment, follow, message, record). It is numbered after 0100 on
-- purpose: a type list written before it would be replaced by 0100's on a new database.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('like', 'comment', 'follow', 'message', 'record', 'badge_granted', 'badge_refused', 'badge_revoked'));
