-- A member's body weight with two decimals of kg (issue 16, units). With one decimal, 100 lb
-- (45.36 kg) was stored as 45.4 kg and read back as 100.1 lb; 0.01 kg (0.022 lb) is below the
-- 0.1 lb the app shows, so a weight typed in pounds reads back as typed. Workout set weights
-- already keep two decimals (numeric(6, 2)).
alter table users alter column weight_kg type numeric(6, 2);
