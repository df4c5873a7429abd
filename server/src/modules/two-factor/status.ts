import type { Queryable } from '../../db/pool';
import { findTotp } from './repository';

/** Whether sign-in asks this member for a second step. */
export async function isTwoFactorOn(db: Queryable, userId: number): Promise<boolean> {
  return (await findTotp(db, userId))?.enabled ?? false;
}
