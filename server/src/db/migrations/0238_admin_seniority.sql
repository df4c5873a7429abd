-- Admins have a seniority (decision 0038): an admin may remove the role of admins who became one
-- after them, never of those before them, so a newly promoted (or taken over) account cannot strip
-- the founding admins. When the role was given; null for admins made before this migration or
-- created as admins, whose seniority is their account's creation (coalesce(admin_since, created_at)).
alter table users add column admin_since timestamptz;
