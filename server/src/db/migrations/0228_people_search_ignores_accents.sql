-- People search ignores accents: "jose" finds José, "muller" finds Müller, "zoe" finds Zoë
-- (usernames are ASCII; names are what members type). Both sides of the match are folded by
-- one function, so the query's text and the stored name are read the same way.

create extension if not exists unaccent;

-- unaccent(text) is only stable (it reads the dictionary named by the search path); naming the
-- dictionary by schema makes the result depend on its arguments alone, so the function may be
-- declared immutable and indexed. Schema-qualified so a caller's search path cannot change it.
create function fold_search_text(t text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, t)) $$;

-- Serves GET /api/search/users and the admin's GET /api/admin/users?q= in place of the index on
-- lower(name); written straight into the index, as 0021 explains.
create index users_name_fold_trgm_idx on users using gin (fold_search_text(name) gin_trgm_ops)
  with (fastupdate = off);
drop index users_name_trgm_idx;
