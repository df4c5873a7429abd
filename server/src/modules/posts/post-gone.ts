import { notFound } from '../../lib/http-errors';

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Runs a write that references a post checked a moment ago; if the post was deleted in between,
 * the foreign key refuses the row and the member gets 404, as they would a moment later.
 */
export async function unlessPostGone<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if ((err as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw notFound();
    throw err;
  }
}
