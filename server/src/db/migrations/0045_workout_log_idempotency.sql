-- Offline workout logging (issue 17): a workout finished without a network is sent later, maybe
-- more than once (a retry, a lost response, two tabs syncing at once), with a key the client made
-- when the workout was finished. The server stores each key's workout at most once per member.
alter table workout_logs
  add column client_key uuid,
  -- sha256 of the body first stored under the key: the same key with another workout is refused.
  add column client_request_hash text;

-- POST /api/workout-logs with an Idempotency-Key: `on conflict do nothing` on this index makes the
-- second of two concurrent requests wait for the first and store nothing, and the replay looks the
-- stored log up by (user_id, client_key). Logs saved online carry no key and take no entry.
create unique index workout_logs_user_client_key_idx on workout_logs (user_id, client_key)
  where client_key is not null;
