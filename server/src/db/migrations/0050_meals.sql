-- Meals (issue 7): foods, meal plans and the food diary. Figures are kcal and grams.

create table foods (
  id integer generated always as identity primary key,
  -- null: a food of the bundled starter list, seen by everyone; else a member's own, private food.
  user_id integer references users (id) on delete cascade,
  -- The starter list's stable key (data/foods.ts); null for members' foods.
  slug text unique,
  name text not null check (length(name) between 1 and 80),
  category text,
  calories numeric(5, 1) not null check (calories between 0 and 900),
  protein numeric(4, 1) not null check (protein between 0 and 100),
  carbs numeric(4, 1) not null check (carbs between 0 and 100),
  fat numeric(4, 1) not null check (fat between 0 and 100),
  serving_grams numeric(6, 1) not null default 100 check (serving_grams > 0),
  created_at timestamptz not null default now(),
  check ((user_id is null) = (slug is not null))
);
-- POST /api/foods: a member has one food of each name (case-insensitive).
create unique index foods_user_name_key on foods (user_id, lower(name)) where user_id is not null;
-- GET /api/foods?q=: prefix matches among the starter foods (owner 0) and the member's own, in name
-- order; in the "C" collation one btree serves both LIKE 'abc%' and the order.
create index foods_name_prefix_idx on foods (coalesce(user_id, 0), (lower(name) collate "C"), id);
-- GET /api/foods?q=: matches inside the name ('breast' finds 'Chicken breast'), after the prefix matches.
create index foods_name_trgm_idx on foods using gin (lower(name) gin_trgm_ops);

create table meal_plans (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  description text not null default '' check (length(description) <= 500),
  goal text not null check (goal in ('weight_loss', 'muscle_gain', 'maintenance', 'performance')),
  curated boolean not null default false,
  is_active boolean not null default false,
  -- The plan's meals: [{meal, foods: [{foodId, name, grams, calories, protein, carbs, fat}]}], a
  -- snapshot of each food's figures when saved, so a later change to a food never rewrites a plan.
  meals jsonb not null,
  -- Totals computed by the server from the meals (never taken from the client).
  calories numeric(7, 1) not null,
  protein numeric(6, 1) not null,
  carbs numeric(6, 1) not null,
  fat numeric(6, 1) not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- GET /api/meal-plans and GET /api/meal-plans/user/{userId}: one member's plans, newest first, keyset by id.
create index meal_plans_user_id_idx on meal_plans (user_id, id desc);
-- GET /api/meal-plans/curated: recommended plans, newest first.
create index meal_plans_curated_idx on meal_plans (id desc) where curated;
-- GET /api/meal-plans/active (dashboard): at most one active plan per member, found by this index.
create unique index meal_plans_active_key on meal_plans (user_id) where is_active;

create table meal_logs (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  log_date date not null,
  meal text not null check (meal in ('breakfast', 'lunch', 'dinner', 'snack')),
  -- The food as it was when logged: deleting a member's food keeps their diary intact.
  food_id integer references foods (id) on delete set null,
  food_name text not null,
  grams numeric(6, 1) not null check (grams > 0 and grams <= 2000),
  calories numeric(7, 1) not null,
  protein numeric(6, 1) not null,
  carbs numeric(6, 1) not null,
  fat numeric(6, 1) not null,
  created_at timestamptz not null default now()
);
-- GET /api/meal-logs?date=: one member's day, in the order logged.
create index meal_logs_user_date_idx on meal_logs (user_id, log_date, id);
