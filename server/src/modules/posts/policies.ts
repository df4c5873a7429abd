import { ownsOrAdmin, type Viewer } from '../access';

export { viewerOf } from '../access';

/** A post may be deleted by its author or by an admin (moderation). */
export function canDeletePost(viewer: Viewer, authorId: number): boolean {
  return ownsOrAdmin(viewer, authorId);
}
