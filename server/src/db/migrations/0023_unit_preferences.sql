-- A member's units (issue 16): weights and distances are stored canonically in kg and km
-- everywhere; these choices only decide how the web app shows and reads them. On users, not
-- user_settings, because the signed-in member's row (read on every request) carries them to the
-- client with no extra query.
alter table users
  add column weight_unit text not null default 'kg' check (weight_unit in ('kg', 'lb')),
  add column distance_unit text not null default 'km' check (distance_unit in ('km', 'mi'));
