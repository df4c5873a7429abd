-- A profile picture is an upload the app serves (/uploads/<key>): the page's Content-Security-Policy
-- shows images from the app alone, so a picture URL on another site (Settings accepted any https
-- URL before) was never seen by anyone, only an avatar that failed to load and a request to that
-- site from every viewer's browser. Such pictures are cleared: those members show their initials,
-- as they did in practice, and can upload the picture instead. Nothing on disk refers to them.
update users
set profile_image_url = null, profile_image_key = null
where profile_image_url is not null
  and profile_image_url not like '/uploads/%';
