-- Notifications about a member's badge (issue 16 point 1): an admin granted, refused or revoked a
-- claim badge. `detail` carries what the text needs ({badge, reason}), copied when the
-- notification is made, so the notification reads the same after the request changes.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('like', 'comment', 'follow', 'message', 'badge_granted', 'badge_refused', 'badge_revoked'));
alter table notifications add column detail jsonb;
