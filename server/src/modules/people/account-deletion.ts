import { PEOPLE_MESSAGES } from '@common/people-texts';
import { transaction } from '../../db/pool';
import { notFound } from '../../lib/http-errors';
import { deleteMediaOwnedBy, type MediaApp } from '../../media';
import { lockUserById } from '../users/repository';

/**
 * Deletes an account and everything the member owns (D5). The users row is locked first, so an
 * upload finishing meanwhile cannot record a new file for them (its insert waits for the lock,
 * then fails, and the upload removes its file). Files go next (their rows would cascade with the
 * user, the files would not), then the row: every table of every domain references users with
 * `on delete cascade`, so posts, likes, comments, follows, messages and sessions go with it.
 */
export async function deleteAccount(app: MediaApp, userId: number): Promise<void> {
  await transaction(app.db, async (tx) => {
    if (!(await lockUserById(tx, userId))) throw notFound(PEOPLE_MESSAGES.userNotFound);
    await deleteMediaOwnedBy(app, userId);
    await tx.query('delete from users where id = $1', [userId]);
  });
}
