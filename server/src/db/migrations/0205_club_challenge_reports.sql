-- Issue 34: members report a club or a challenge through the existing reports flow, and admins
-- remove one from the moderation screen; its removal is audited like every admin action.
alter table reports drop constraint reports_target_type_check;
alter table reports add constraint reports_target_type_check
  check (target_type in ('post', 'comment', 'user', 'club', 'challenge'));

alter table audit_log drop constraint audit_log_target_type_check;
alter table audit_log add constraint audit_log_target_type_check
  check (target_type in ('user', 'post', 'comment', 'report', 'gym', 'workout_plan', 'meal_plan', 'club', 'challenge'));
