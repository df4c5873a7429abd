-- Suggestions (GET /api/follows/suggested, GET /api/suggested-users) read bounded candidate
-- sources instead of every member; two of them walk these indexes and stop after N eligible rows.

-- "The newest members": order by created_at desc, id desc.
create index users_created_at_idx on users (created_at desc, id desc);
-- "The same fitness goal, newest first": where fitness_goal = $goal order by created_at desc, id desc.
create index users_fitness_goal_created_at_idx on users (fitness_goal, created_at desc, id desc)
  where fitness_goal is not null;
