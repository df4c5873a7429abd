import { ADMIN_MESSAGES } from '@common/admin-texts';
import { conflict } from '../../lib/http-errors';

/**
 * Who an admin may suspend or delete: another member who is not an admin (an admin is first made
 * a member again, by another admin). Used by the admin area and by account deletion.
 */
export function assertActionableMember(actor: { id: number }, member: { id: number; is_admin: boolean }): void {
  if (member.id === actor.id) throw conflict(ADMIN_MESSAGES.notYourself);
  if (member.is_admin) throw conflict(ADMIN_MESSAGES.adminNotSuspendable);
}
