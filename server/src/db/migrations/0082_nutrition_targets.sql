-- One nutrition target everywhere (issue 16 point 3): a daily target the member sets themselves.
-- The day's target is the member's followed meal plan if any, else this row, else none (the
-- screens ask for one). common/nutrition/daily-target.ts decides; nothing is invented here.
create table nutrition_targets (
  -- One row per member; reads go by this key.
  user_id integer primary key references users (id) on delete cascade,
  calories integer not null check (calories between 800 and 6000),
  -- Grams a day; null when the member set only calories.
  protein integer check (protein between 0 and 500),
  carbs integer check (carbs between 0 and 1000),
  fat integer check (fat between 0 and 400),
  updated_at timestamptz not null default now()
);
