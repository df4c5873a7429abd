-- People search (GET /api/search/users) reads the trigram GIN indexes on every keystroke, while
-- members are added rarely. With GIN's fast update, new entries wait in a pending list that every
-- search scans linearly until (auto)vacuum merges it, and the planner then prices the index above a
-- sequential scan. Writing entries straight into the index keeps searches on it.
alter index users_username_trgm_idx set (fastupdate = off);
alter index users_name_trgm_idx set (fastupdate = off);
