-- Admin dashboard search (issue 9).

-- GET /api/admin/users?q=: e-mail addresses by substring, case-insensitively (the username and
-- name arms of the same OR use users_username_trgm_idx and users_name_trgm_idx from 0001).
create index users_email_trgm_idx on users using gin (lower(email) gin_trgm_ops);
