-- No invented figures (issue 16 point 2): calories burned are estimated from the member's own
-- body weight. A member who has not given a weight gets no estimate (null) instead of one for a
-- 70 kg body. Workouts logged before keep the estimate they were saved with.
alter table workout_logs alter column estimated_calories drop not null;
alter table workout_logs alter column estimated_calories drop default;
