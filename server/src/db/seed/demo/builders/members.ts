import type { Settings } from '@common/schemas/settings';
import type pg from 'pg';
import { markEmailVerified } from '../../../../modules/account-email';
import { registerUser } from '../../../../modules/auth';
import { insertFollow } from '../../../../modules/people';
import { updateSettings } from '../../../../modules/privacy';
import { type ProfileChanges, updateUserProfile } from '../../../../modules/users';

// Demo members are created the way sign-up creates a member (argon2 hash, default settings), then
// given the profile the member would fill in. Their addresses (@demo.fitcircle.local) reach nobody.

/**
 * What a demo member is notified of: everything in the app, nothing by email. Every email about
 * notifications (the digest, unread messages) goes only to members who chose email, so no email
 * is ever queued for a demo member's address, however long the demo runs or whoever interacts with them.
 */
export const DEMO_NOTIFICATIONS: Partial<Settings['notifications']> = {
  friendRequests: 'push',
  likesComments: 'push',
  workoutReminders: 'push',
  marketing: 'none',
  messages: 'push',
};

export interface DemoMember {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  isAdmin?: boolean;
  profile: Omit<ProfileChanges, 'name' | 'first_name' | 'last_name'>;
}

/** Signs the member up, fills in their profile and settles their email choices; answers their id. */
export async function createDemoMember(pool: pg.Pool, m: DemoMember): Promise<number> {
  const user = await registerUser(pool, {
    username: m.username,
    email: m.email,
    password: m.password,
    confirmPassword: m.password,
    firstName: m.firstName,
    lastName: m.lastName,
  });
  await updateUserProfile(pool, user.id, m.profile);
  // Sign-up makes the very first account the admin: the demo says who is, whatever the order.
  await pool.query('update users set is_admin = $2 where id = $1', [user.id, m.isAdmin ?? false]);
  // Counted as confirmed so demo members may post publicly (unconfirmed members may not); their
  // email choices above keep every notification email away from the made-up address.
  await markEmailVerified(pool, user.id);
  await updateSettings(pool, user.id, { notifications: DEMO_NOTIFICATIONS });
  return user.id;
}

/** `followerId` follows `followingId`, as the follow button stores it. */
export async function followMember(pool: pg.Pool, followerId: number, followingId: number): Promise<void> {
  const row = await insertFollow(pool, followerId, followingId);
  if (!row) throw new Error(`demo: member ${followerId} could not follow ${followingId}`);
}
