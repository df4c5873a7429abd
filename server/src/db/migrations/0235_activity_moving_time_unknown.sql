-- A file whose times all fall in one second (a GPX of a single point) says nothing about how long
-- the member was out: its elapsed and moving times are unknown, not 0 (the round's first rule).
-- Such activities were stored with 0 s, which the page showed as a moving time of "0:00"; the
-- importer (summarize.ts) now stores null, and a stored elapsed_s of 0 is the same rule's trace.
alter table activities alter column elapsed_s drop not null;
alter table activities alter column moving_s drop not null;
update activities set elapsed_s = null, moving_s = null where elapsed_s = 0;
