-- GET /api/clubs/{id}/invitations pages the invitations not yet answered, newest member first,
-- keyset by user id (`?before=`), as the members and the requests are. Without this index a page
-- walked the club's members of every status (its primary key) to find the invitations among them.
create index club_members_invitations_idx on club_members (club_id, user_id desc)
  where status = 'invited';
