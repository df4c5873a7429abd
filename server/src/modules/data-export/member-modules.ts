import type { Queryable } from '../../db/pool';

// The export's sections for the modules that came after it: what the member did in clubs,
// challenges and segments, and how they set up their account. Keys, secrets and hashes never
// leave (a passkey's credential and public key, the two-step key, recovery code hashes), nor the
// wider circle a privacy zone cuts others' views at: the member's own circle is what they drew.

/** Clubs the member belongs to, was invited to or asked to join, with their role. */
export async function clubsOf(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select c.name as club, m.role, m.status, m.created_at as "since"
     from club_members m join clubs c on c.id = m.club_id where m.user_id = $1 order by m.created_at, c.id`,
    [userId],
  );
  return rows;
}

/** Challenges the member created or joined, with their own total as their own view shows it. */
export async function challengesOf(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select c.title, c.description, c.metric, c.sport, c.goal, c.target::float8 as target,
       c.starts_on::text as "startsOn", c.ends_on::text as "endsOn", c.time_zone as "timeZone",
       c.creator_id = $1 as "created", p.joined_at as "joinedAt", (p.value + p.private_value)::float8 as value,
       p.completed_at as "completedAt"
     from challenges c left join challenge_participants p on p.challenge_id = c.id and p.user_id = $1
     where c.creator_id = $1 or p.user_id is not null order by c.starts_on, c.id`,
    [userId],
  );
  return rows;
}

/** Segments the member made. */
export async function segmentsOf(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select name, sport, distance_m as "distanceM", start_lat as "startLat", start_lng as "startLng",
       end_lat as "endLat", end_lng as "endLng", created_at as "createdAt"
     from segments where user_id = $1 order by id`,
    [userId],
  );
  return rows;
}

/** Every time the member's activities covered a segment (theirs or another member's). */
export async function segmentEffortsOf(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select s.name as segment, e.activity_id as "activityId", e.started_at as "startedAt",
       e.elapsed_s as "elapsedSeconds"
     from segment_efforts e join segments s on s.id = e.segment_id where e.user_id = $1 order by e.started_at, e.id`,
    [userId],
  );
  return rows;
}

/** The member's privacy zones as they drew them. */
export async function privacyZonesOf(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select label, home_lat as lat, home_lng as lng, home_radius_m as "radiusM", created_at as "createdAt"
     from privacy_zones where user_id = $1 order by id`,
    [userId],
  );
  return rows;
}

/** The member's passkeys by the names they gave them. */
export async function passkeysOf(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select name, created_at as "createdAt", last_used_at as "lastUsedAt" from passkeys where user_id = $1 order by id`,
    [userId],
  );
  return rows;
}

/** Whether two-step sign-in is on, since when, and how many recovery codes are left. */
export async function twoFactorOf(db: Queryable, userId: number) {
  const { rows } = await db.query<{ enabledAt: Date | null; recoveryCodesLeft: number }>(
    `select (select enabled_at from two_factor_totp where user_id = $1) as "enabledAt",
       (select count(*)::int from two_factor_recovery_codes where user_id = $1 and used_at is null) as "recoveryCodesLeft"`,
    [userId],
  );
  const { enabledAt, recoveryCodesLeft } = rows[0];
  return { enabled: enabledAt !== null, enabledAt, recoveryCodesLeft: enabledAt === null ? 0 : recoveryCodesLeft };
}

export async function coachSettingsOf(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select unit, steps, bar_weight::float8 as "barWeight", plates::float8[] as plates, updated_at as "setAt"
     from coach_settings where user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function trainingSettingsOf(db: Queryable, userId: number) {
  const { rows } = await db.query(
    `select max_heart_rate as "maxHeartRate", resting_heart_rate as "restingHeartRate",
       use_highest_recorded as "useHighestRecorded", updated_at as "setAt"
     from training_settings where user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}
