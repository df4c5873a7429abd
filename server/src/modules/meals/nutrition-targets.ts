import { isoDateInTimeZone } from '@common/fitness/dates';
import { MEAL_MESSAGES } from '@common/meals-texts';
import { suggestTarget, type TargetSuggestion } from '@common/nutrition/daily-target';
import type { MealGoal } from '@common/vocab';
import type { Queryable } from '../../db/pool';
import { badRequest } from '../../lib/http-errors';
import type { UserRow } from '../users';

/** Today's date (YYYY-MM-DD) in an IANA time zone; 400 for a zone the runtime does not know. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  try {
    return isoDateInTimeZone(timeZone || 'UTC', now);
  } catch {
    throw badRequest(MEAL_MESSAGES.timeZoneInvalid, { tz: MEAL_MESSAGES.timeZoneInvalid });
  }
}

/** The day a request means: its `date`, else today in its `tz`, else today in UTC. */
export function dayOf(query: { date?: string; tz?: string }): string {
  return query.date ?? todayIn(query.tz);
}

/**
 * The Mifflin-St Jeor estimate from the member's profile (weight, height, age, activity, goal):
 * only ever offered as a suggestion or a planning estimate, labelled so, never as their target.
 */
export function estimateFor(
  user: Pick<UserRow, 'weight_kg' | 'height_cm' | 'date_of_birth' | 'activity_level' | 'fitness_goal'>,
  today: string,
  goal?: MealGoal,
): TargetSuggestion {
  return suggestTarget(
    {
      weightKg: user.weight_kg,
      heightCm: user.height_cm,
      dateOfBirth: user.date_of_birth,
      activityLevel: user.activity_level,
      fitnessGoal: user.fitness_goal,
    },
    today,
    goal,
  );
}

/** The session user row can be a few requests old; estimates read the profile as it is now. */
export async function freshProfile(db: Queryable, userId: number) {
  const { rows } = await db.query<
    Pick<UserRow, 'weight_kg' | 'height_cm' | 'date_of_birth' | 'activity_level' | 'fitness_goal'>
  >('select weight_kg, height_cm, date_of_birth, activity_level, fitness_goal from users where id = $1', [userId]);
  return rows[0];
}
