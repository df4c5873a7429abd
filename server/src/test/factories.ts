import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/pool';
import { createSession, hashPassword, type SecondFactor } from '../modules/sessions';
import { fullName, USER_COLUMNS, type UserRow } from '../modules/users';
import { SESSION_COOKIE } from '../plugins/session';
import { enableTwoFactor } from './factories/two-factor';

export const DEFAULT_PASSWORD = 'password123';
let defaultHash: Promise<string> | undefined;

let counter = 0;
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}_${counter}_${randomBytes(3).toString('hex')}`;
}

export type UserOverrides = Partial<{
  username: string;
  email: string;
  password: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  isTrainer: boolean;
  bio: string | null;
  fitnessGoal: string | null;
  activityLevel: string | null;
  bodyType: string | null;
  heightCm: number | null;
  weightKg: number | null;
  dateOfBirth: string | null;
  profileImageUrl: string | null;
  /** Whether the address is confirmed (issue 18); true unless a test is about unconfirmed members. */
  emailVerified: boolean;
}>;

/**
 * Inserts a member directly (no HTTP, no rate limit). The default password's hash is computed
 * once per process so building hundreds of users stays fast. Reused by the seed scripts.
 */
export async function buildUser(db: Queryable, o: UserOverrides = {}): Promise<UserRow> {
  const username = o.username ?? uniqueName();
  const firstName = o.firstName === undefined ? 'Test' : o.firstName;
  const lastName = o.lastName === undefined ? username : o.lastName;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = o.password ? await hashPassword(o.password) : await defaultHash;
  const { rows } = await db.query<UserRow>(
    `insert into users (username, email, password_hash, name, first_name, last_name, is_admin, is_trainer, bio,
       fitness_goal, activity_level, body_type, height_cm, weight_kg, date_of_birth, profile_image_url, email_verified_at)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16, case when $17 then now() end)
     returning ${USER_COLUMNS}`,
    [
      username,
      o.email ?? `${username.toLowerCase()}@example.com`,
      passwordHash,
      fullName(firstName, lastName, username),
      firstName,
      lastName,
      o.isAdmin ?? false,
      o.isTrainer ?? false,
      o.bio ?? null,
      o.fitnessGoal ?? null,
      o.activityLevel ?? null,
      o.bodyType ?? null,
      o.heightCm ?? null,
      o.weightKg ?? null,
      o.dateOfBirth ?? null,
      o.profileImageUrl ?? null,
      o.emailVerified ?? true,
    ],
  );
  await db.query('insert into user_settings (user_id) values ($1)', [rows[0].id]);
  // A trainer holds the badge it copies (users.is_trainer mirrors member_badges, DECISIONS D11).
  if (o.isTrainer) {
    await db.query(`insert into member_badges (user_id, badge) values ($1, 'certified_trainer')`, [rows[0].id]);
  }
  return rows[0];
}

/** A session created directly in the database; returns the Cookie header value for app.inject. */
export async function sessionCookieFor(db: Queryable, userId: number, secondFactor?: SecondFactor): Promise<string> {
  const { token } = await createSession(db, userId, 24 * 60 * 60 * 1000, { secondFactor });
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * A member and their signed-in cookie in one call. An admin has two-step sign-in on and signed in
 * with a code, as the admin area requires (issue 35).
 */
export async function buildSignedInUser(db: Queryable, o: UserOverrides = {}) {
  const user = await buildUser(db, o);
  if (!o.isAdmin) return { user, cookie: await sessionCookieFor(db, user.id) };
  await enableTwoFactor(db, user.id);
  return { user, cookie: await sessionCookieFor(db, user.id, 'code') };
}

export async function follow(db: Queryable, followerId: number, followingId: number): Promise<void> {
  await db.query('insert into follows (follower_id, following_id) values ($1, $2) on conflict do nothing', [
    followerId,
    followingId,
  ]);
}
