import type { User } from '@common/schemas/user';

/** A member's profile page: by username, or by id for an account without one. Shared by every feature that links to a member. */
export function profilePath(user: Pick<User, 'id' | 'username'>): string {
  return `/profile/${encodeURIComponent(user.username || String(user.id))}`;
}
