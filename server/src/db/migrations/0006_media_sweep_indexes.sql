-- The orphan-upload sweep (server/src/media/sweep-orphans.ts).

-- Uploads past the grace period, oldest first: the sweep reads only those.
create index media_created_at_idx on media (created_at);

-- "Is this key someone's profile picture": one probe per old upload instead of a scan of users.
-- (Posts' image_key and video_key already have unique indexes.)
create index users_profile_image_key_idx on users (profile_image_key) where profile_image_key is not null;
