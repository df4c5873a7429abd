import type { PrivacyChoice } from '@common/vocab';
import { forbidden, notFound } from '../../lib/http-errors';
import { allows, type Relation } from './audience';
import type { Viewer } from './viewer';

// One decision for "not yours" (docs/decisions/0026-one-access-module.md): a viewer who may not
// even see a thing gets 404, as if it did not exist, so its existence does not leak; a viewer who
// may see it but not change it gets 403, since hiding what they can see would only confuse.

/** Something a member owns (null: everyone's, like the catalogue or a recommended plan), with its audience. */
export interface Owned {
  ownerId: number | null;
  /** Who may see it; a thing without one is its owner's alone. */
  audience?: PrivacyChoice;
}

/**
 * The policy (in the Outline sense): may this viewer, who is `relation` to the owner, view or
 * change the thing? Viewing follows the thing's own audience (D5); changing is its owner's (and an
 * admin's). The SQL form of "view" is allowsSql, generated from the same AUDIENCE.
 */
export function can(viewer: Viewer, action: 'view' | 'change', thing: Owned, relation: Relation): boolean {
  if (action === 'change') return ownsOrAdmin(viewer, thing.ownerId);
  if (thing.ownerId === null) return true;
  return allows(thing.audience ?? 'private', relation, viewer);
}

/** Whether the viewer owns the thing, or is an admin (who may change anything a member owns). */
export function ownsOrAdmin(viewer: Viewer, ownerId: number | null): boolean {
  return viewer.isAdmin || (ownerId !== null && ownerId === viewer.id);
}

/**
 * Refuses a change to a thing that is not the viewer's: 404 when the viewer may not see it, 403
 * when they may. `message` says why, when the answer is 403.
 */
export function refuseNotYours(visible: boolean, message?: string): never {
  if (!visible) throw notFound();
  throw forbidden(message);
}
