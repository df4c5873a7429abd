-- A pending second step (the code after a correct password) takes at most a few codes
-- (SECURITY_LIMITS.secondStepAttempts): each one sent is counted on its row, in the statement that
-- checks the count (countChallengeAttempt), and the last wrong one ends it, so the member must
-- enter the password again. No index: the row is found by its primary key, token_hash.
alter table auth_challenges add column attempts integer not null default 0;
