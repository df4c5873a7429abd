import type { SessionUser } from '../auth/sessions-repository';
import type { Viewer } from '../privacy/policy';

/** The privacy policy's view of the signed-in member. */
export function viewerOf(user: Pick<SessionUser, 'id' | 'is_admin'>): Viewer {
  return { id: user.id, isAdmin: user.is_admin };
}

/** A post may be deleted by its author or by an admin (moderation). */
export function canDeletePost(viewer: Viewer, authorId: number): boolean {
  return viewer.isAdmin || viewer.id === authorId;
}
