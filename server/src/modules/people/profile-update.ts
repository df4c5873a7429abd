import { BADGE_MESSAGES } from '@common/badges-texts';
import { PEOPLE_MESSAGES } from '@common/people-texts';
import { UPLOADS_PATH, type UpdateProfileBody } from '@common/schemas/people';
import { type Queryable, transaction } from '../../db/pool';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import type { AuditActor } from '../audit';
import { deleteMedia, findMediaByKeys, type MediaApp } from '../media';
import { fullName, lockUserById, type ProfileChanges, type UserRow, updateUserProfile } from '../users';
import { auditProfileEdit } from './profile-audit';

/**
 * Names: first and last name (Edit Profile) make the full name; a full name alone (Settings) is
 * split on spaces into the first word and the rest (spec section 5).
 */
function nameChanges(current: UserRow, body: UpdateProfileBody): ProfileChanges {
  if (body.firstName !== undefined || body.lastName !== undefined) {
    const first = body.firstName ?? current.first_name;
    const last = body.lastName ?? current.last_name;
    return { first_name: first, last_name: last, name: fullName(first, last, current.username) };
  }
  if (body.name !== undefined) {
    const [first, ...rest] = body.name.split(/\s+/);
    return { name: body.name, first_name: first, last_name: rest.join(' ') || null };
  }
  return {};
}

function fieldChanges(body: UpdateProfileBody): ProfileChanges {
  return {
    bio: body.bio,
    date_of_birth: body.dateOfBirth,
    height_cm: body.height,
    weight_kg: body.weight,
    body_type: body.bodyType,
    fitness_goal: body.fitnessGoal,
    activity_level: body.activityLevel,
  };
}

/** An uploaded picture may be used only by the member who uploaded it, and only if it is an image. */
async function ownedPicture(db: Queryable, app: MediaApp, ownerId: number, key: string): Promise<ProfileChanges> {
  const [media] = await findMediaByKeys(db, [key]);
  if (!media || media.user_id !== ownerId || media.kind !== 'image') {
    throw badRequest(PEOPLE_MESSAGES.profileImageNotYours, { profileImageKey: PEOPLE_MESSAGES.profileImageNotYours });
  }
  return { profile_image_key: key, profile_image_url: app.media.urlFor(key) };
}

/**
 * The upload key an own picture URL names: `/uploads/<key>`, or the same on one of this app's
 * origins. Undefined for a picture on any other site, which the page could never show (its CSP
 * allows images from the app only), so it is refused rather than stored as a broken avatar.
 */
function ownUploadKey(url: string, ownOrigins: readonly string[]): string | undefined {
  if (url.startsWith(UPLOADS_PATH)) return url.slice(UPLOADS_PATH.length);
  const parsed = new URL(url);
  if (!ownOrigins.includes(parsed.origin) || !parsed.pathname.startsWith(UPLOADS_PATH)) return undefined;
  return parsed.pathname.slice(UPLOADS_PATH.length);
}

/**
 * The picture: a key of an upload (Edit Profile), the URL of one (Settings, older clients), the
 * URL it already has (nothing changes), or null/empty (removed).
 */
async function pictureChanges(
  db: Queryable,
  app: MediaApp,
  current: UserRow,
  body: UpdateProfileBody,
  ownOrigins: readonly string[],
): Promise<ProfileChanges> {
  const { profileImageKey: key, profileImageUrl: url } = body;
  if (typeof key === 'string') return ownedPicture(db, app, current.id, key);
  if (url !== undefined) {
    if (url === null) return { profile_image_url: null, profile_image_key: null };
    if (url === current.profile_image_url && current.profile_image_key) return {};
    const ownKey = ownUploadKey(url, ownOrigins);
    if (ownKey === undefined) {
      throw badRequest(PEOPLE_MESSAGES.profileImageOutside, { profileImageUrl: PEOPLE_MESSAGES.profileImageOutside });
    }
    return ownedPicture(db, app, current.id, ownKey);
  }
  if (key === null) return { profile_image_url: null, profile_image_key: null };
  return {};
}

export interface ProfileEdit {
  /** Who edits: the member, or an admin (audited). */
  editor: AuditActor;
  /** The origins this app is reached at: an absolute picture URL must be on one of them. */
  ownOrigins: readonly string[];
}

/** The profile as saved, and the fields an admin changed in someone else's profile (audited). */
export interface ProfileUpdate {
  user: UserRow;
  fieldsChangedByAdmin: string[];
}

/**
 * Applies a profile edit in one transaction (the row is locked, so two edits do not interleave)
 * with its audit entry when an admin edits someone else, then deletes the picture it replaced: a
 * member's old pictures do not pile up on disk.
 */
export async function updateProfile(
  app: MediaApp,
  userId: number,
  body: UpdateProfileBody,
  edit: ProfileEdit,
): Promise<ProfileUpdate> {
  let replacedKey: string | null = null;
  let fieldsChangedByAdmin: string[] = [];
  const updated = await transaction(app.db, async (tx) => {
    const current = await lockUserById(tx, userId);
    if (!current) throw notFound(PEOPLE_MESSAGES.userNotFound);
    // Badges are requested and granted (DECISIONS D11), never set with the profile, not even by an admin.
    if (body.badges !== undefined || (body.isTrainer !== undefined && body.isTrainer !== current.is_trainer)) {
      throw forbidden(BADGE_MESSAGES.profileCannotSetBadges);
    }
    const changes = {
      ...fieldChanges(body),
      ...nameChanges(current, body),
      ...(await pictureChanges(tx, app, current, body, edit.ownOrigins)),
    };
    const row = await updateUserProfile(tx, userId, changes);
    fieldsChangedByAdmin = await auditProfileEdit(tx, edit.editor, current, row);
    if (current.profile_image_key && current.profile_image_key !== row.profile_image_key) {
      replacedKey = current.profile_image_key;
    }
    return row;
  });
  if (replacedKey) await deleteMedia(app, [replacedKey]);
  return { user: updated, fieldsChangedByAdmin };
}
