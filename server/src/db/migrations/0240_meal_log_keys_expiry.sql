-- Meal log keys are forgotten after a week (purgeExpiredMealKeys in the meals module): a key is
-- retried only right after an error, so an older one is never sent again, and without the purge
-- meal_log_keys would grow by a row per add forever.

-- The hourly purge: `where created_at < now() - the retention order by created_at limit N`, a
-- batch at a time, reads only the expired keys, oldest first, instead of scanning every key.
create index meal_log_keys_created_at_idx on meal_log_keys (created_at);
