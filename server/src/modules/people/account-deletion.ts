import { ADMIN_MESSAGES } from '@common/admin-texts';
import { PEOPLE_MESSAGES } from '@common/people-texts';
import type { PoolClient } from 'pg';
import { transaction } from '../../db/pool';
import { conflict, notFound } from '../../lib/http-errors';
import { deleteMediaOwnedBy, type MediaApp } from '../media';
import { lockAdmins, lockUserById } from '../users';
import { runAccountDeletingHooks } from './account-deletion-hooks';

/**
 * Deletes an account and everything the member owns (D5). The users row is locked first, so an
 * upload finishing meanwhile cannot record a new file for them (its insert waits for the lock,
 * then fails, and the upload removes its file). Files go next (their rows would cascade with the
 * user, the files would not), then the row: every table of every domain references users with
 * `on delete cascade`, so posts, likes, comments, follows, messages and sessions go with it.
 * An admin's account goes only while another admin remains: every admin row is locked first, so
 * two admins leaving at once cannot both pass the check.
 */
export async function deleteAccount(
  app: MediaApp,
  userId: number,
  /** More work that commits with the deletion or not at all (an admin's audit entry). */
  alsoInTransaction?: (tx: PoolClient) => Promise<void>,
): Promise<void> {
  await transaction(app.db, async (tx) => {
    const admins = await lockAdmins(tx);
    if (admins.includes(userId) && !admins.some((id) => id !== userId)) throw conflict(ADMIN_MESSAGES.lastAdmin);
    if (!(await lockUserById(tx, userId))) throw notFound(PEOPLE_MESSAGES.userNotFound);
    await alsoInTransaction?.(tx);
    // Other modules' last words (federation's Delete to other servers), committed with the deletion.
    await runAccountDeletingHooks(app.db, tx, userId);
    await deleteMediaOwnedBy(app, userId);
    await tx.query('delete from users where id = $1', [userId]);
  });
}
