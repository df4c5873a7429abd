import type { Queryable } from '../../db/pool';
import { type AuditActor, recordAudit } from '../audit';
import type { UserRow } from '../users';

// An admin's edit of someone else's profile is an admin action like a suspension: it leaves an
// entry in the audit log. The entry names the fields that changed, never their values: a bio or a
// date of birth may be private to the member, and the log is read by every admin.

/** The profile columns an edit can change, by the name the API and the Edit Profile form use. */
const FIELD_OF_COLUMN: Partial<Record<keyof UserRow, string>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  name: 'name',
  bio: 'bio',
  date_of_birth: 'dateOfBirth',
  height_cm: 'height',
  weight_kg: 'weight',
  body_type: 'bodyType',
  fitness_goal: 'fitnessGoal',
  activity_level: 'activityLevel',
  profile_image_url: 'profileImage',
  profile_image_key: 'profileImage',
};

/** The fields whose stored value differs between the row before and after the edit, in a stable order. */
export function changedProfileFields(before: UserRow, after: UserRow): string[] {
  const fields = new Set<string>();
  for (const [column, field] of Object.entries(FIELD_OF_COLUMN)) {
    const key = column as keyof UserRow;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) fields.add(field as string);
  }
  return [...fields];
}

/**
 * Records `user.update_profile` when the editor is not the member (an admin, D1: decided by the
 * route's policy) and something changed. Runs in the edit's transaction: both commit or neither.
 * Answers the fields it recorded (none for the member's own edit), which the member is told of.
 */
export async function auditProfileEdit(
  tx: Queryable,
  editor: AuditActor,
  before: UserRow,
  after: UserRow,
): Promise<string[]> {
  if (editor.id === before.id) return [];
  const fields = changedProfileFields(before, after);
  if (fields.length === 0) return [];
  await recordAudit(
    tx,
    editor,
    'user.update_profile',
    { type: 'user', id: after.id, label: after.username },
    { fields },
  );
  return fields;
}
