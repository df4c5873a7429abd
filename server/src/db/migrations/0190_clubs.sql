-- Clubs (issue 34): members who train together, often at one gym. A club has members with a role
-- (owner, admin, member), a feed of posts shared to it, a group conversation (its messages; the
-- conversation's members are the club's active members, so it is in step with membership by
-- construction), events with RSVPs, and challenges (0191).

create table clubs (
  id integer generated always as identity primary key,
  -- Whoever created it; an owner who deletes their account takes the club with them.
  owner_id integer not null references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80),
  description text check (char_length(description) <= 2000),
  -- 'any', a sport of activities, or 'strength' (lifting): what the club trains.
  sport text not null check (sport in ('any', 'run', 'ride', 'walk', 'hike', 'swim', 'strength')),
  home_gym_id integer references gyms (id) on delete set null,
  image_url text check (char_length(image_url) <= 500),
  -- open: anyone joins; request: an admin approves; private: invitation only (and hidden from strangers).
  join_policy text not null check (join_policy in ('open', 'request', 'private')),
  -- Active members, kept by the trigger on club_members (the club card shows it without a count).
  member_count integer not null default 0,
  -- What GET /api/clubs?q= matches: the name, lower-cased once at write time.
  search_text text generated always as (lower(name)) stored,
  created_at timestamptz not null default now()
);
-- GET /api/clubs?q=: case-insensitive substring search on the name.
create index clubs_search_trgm_idx on clubs using gin (search_text gin_trgm_ops);
-- GET /api/gyms/{id}/clubs and the suggestions by home gym: a gym's clubs, newest first.
create index clubs_home_gym_idx on clubs (home_gym_id, id desc) where home_gym_id is not null;
-- Account deletion's cascade from the owner.
create index clubs_owner_idx on clubs (owner_id);

create table club_members (
  club_id integer not null references clubs (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  role text not null default 'member' check (role in ('owner', 'admin', 'member')),
  -- active: a member; requested: asked to join a 'request' club; invited: an admin invited them.
  status text not null check (status in ('active', 'requested', 'invited')),
  -- Who invited them (invitations), for the notification and the audit of who let whom in.
  invited_by integer references users (id) on delete set null,
  -- The newest club message the member has read: unread = newer messages by others.
  last_read_message_id bigint not null default 0,
  created_at timestamptz not null default now(),
  primary key (club_id, user_id)
);
-- GET /api/clubs/mine and "is the viewer a member" of many clubs at once: a member's clubs.
create index club_members_user_idx on club_members (user_id, club_id);
-- GET /api/clubs/{id}/members: a club's active members, keyset by user id.
create index club_members_active_idx on club_members (club_id, user_id desc) where status = 'active';
-- GET /api/clubs/{id}/requests: pending requests, for the club's admins.
create index club_members_requests_idx on club_members (club_id, user_id desc) where status = 'requested';

create function club_member_count() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'active' then
    update clubs set member_count = member_count - 1 where id = old.club_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'active' then
    update clubs set member_count = member_count + 1 where id = new.club_id;
  end if;
  return null;
end $$;
create trigger club_members_count after insert or update of status or delete on club_members
  for each row execute function club_member_count();

-- Posts shared to a club: the club's feed. The post's own audience still decides who sees it.
create table club_posts (
  club_id integer not null references clubs (id) on delete cascade,
  post_id bigint not null references posts (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (club_id, post_id)
);
-- GET /api/clubs/{id}/posts: the club's feed, newest post first (keyset on post id).
create index club_posts_feed_idx on club_posts (club_id, post_id desc);
-- A post's deletion cascades; a member's shares go with their account.
create index club_posts_post_idx on club_posts (post_id);
create index club_posts_user_idx on club_posts (user_id);

-- The club's group conversation (the chat domain serves it). sender_id is the author.
create table club_messages (
  id bigint generated always as identity primary key,
  club_id integer not null references clubs (id) on delete cascade,
  sender_id integer not null references users (id) on delete cascade,
  content text not null check (char_length(content) between 1 and 2000),
  created_at timestamptz not null default now()
);
-- GET /api/clubs/{id}/messages (newest first, before id X), the last message and unread counts per club.
create index club_messages_club_idx on club_messages (club_id, id desc);
-- Account deletion's cascade from the sender.
create index club_messages_sender_idx on club_messages (sender_id);

-- Events a club schedules; members answer going / maybe / not going.
create table club_events (
  id integer generated always as identity primary key,
  club_id integer not null references clubs (id) on delete cascade,
  creator_id integer not null references users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 100),
  description text check (char_length(description) <= 2000),
  starts_at timestamptz not null,
  -- Where: a gym of the app, or a place in words (either, both or neither).
  gym_id integer references gyms (id) on delete set null,
  place text check (char_length(place) <= 200),
  -- When the reminder went out (null: not yet); the reminder job claims due events with it.
  reminded_at timestamptz,
  created_at timestamptz not null default now()
);
-- GET /api/clubs/{id}/events: a club's upcoming events, soonest first.
create index club_events_club_idx on club_events (club_id, starts_at, id);
-- The reminder job: events starting soon that were not reminded yet.
create index club_events_due_idx on club_events (starts_at) where reminded_at is null;
create index club_events_creator_idx on club_events (creator_id);

create table club_event_rsvps (
  event_id integer not null references club_events (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  status text not null check (status in ('going', 'maybe', 'not_going')),
  created_at timestamptz not null default now(),
  primary key (event_id, user_id)
);
-- A member's answers (account deletion) and the reminder's "who is going".
create index club_event_rsvps_user_idx on club_event_rsvps (user_id);

-- Blocks and suspension are checked per list; suspended members are few, and the challenge ranks
-- (0191) subtract the suspended participants above a member: one probe of this small index.
create index users_suspended_idx on users (id) where suspended_at is not null;
