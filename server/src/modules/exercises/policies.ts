import { EXERCISE_MESSAGES as X } from '@common/exercises-texts';
import type { Queryable } from '../../db/pool';
import { forbidden, notFound } from '../../lib/http-errors';
import type { SessionUser } from '../sessions';
import type { ExerciseRow } from './presenter';
import { findExercise } from './repository';

// Who sees and changes an exercise: the catalogue is everyone's and no one changes it through the
// API; an own exercise is its member's alone, and to anyone else it does not exist (404, so its
// name does not leak).

/** The exercise when it is in the member's library (catalogue or their own); 404 otherwise. */
export async function exerciseInLibrary(db: Queryable, user: SessionUser, id: number): Promise<ExerciseRow> {
  const row = await findExercise(db, id);
  if (!row || (row.user_id !== null && row.user_id !== user.id)) throw notFound(X.notFound);
  return row;
}

/** The member's own exercise; 404 for another member's, 403 for a catalogue one. */
export async function ownExercise(db: Queryable, user: SessionUser, id: number): Promise<ExerciseRow> {
  const row = await exerciseInLibrary(db, user, id);
  if (row.user_id === null) throw forbidden(X.onlyOwnEdited);
  return row;
}
