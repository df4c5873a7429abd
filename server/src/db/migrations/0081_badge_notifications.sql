-- Notifications about a member's badge (issue 16 point 1): an admin granted, refused or revoked a
-- claim badge. `badge` names it; a refusal's reason goes in `detail` (migration 0100). The types
-- are allowed by migration 0119, which must run after 0100 rewrote the list of types.
alter table notifications add column badge text;
