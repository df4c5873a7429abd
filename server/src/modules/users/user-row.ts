import type { DistanceUnit, WeightUnit } from '@common/units';
import type { ActivityLevel, BodyType, FitnessGoal } from '@common/vocab';

/** A users row as repositories read it (snake_case columns, numeric types already parsed). */
export interface UserRow {
  id: number;
  username: string;
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  bio: string | null;
  date_of_birth: string | null;
  height_cm: number | null;
  weight_kg: number | null;
  body_type: BodyType | null;
  fitness_goal: FitnessGoal | null;
  activity_level: ActivityLevel | null;
  is_trainer: boolean;
  is_admin: boolean;
  suspended_at: Date | null;
  /** When the member confirmed their address (issue 18); null until then. */
  email_verified_at: Date | null;
  profile_image_url: string | null;
  profile_image_key: string | null;
  created_at: Date;
  weight_unit: WeightUnit;
  distance_unit: DistanceUnit;
}

/** Every column but the password hash: select lists use this so a hash never leaves the database layer. */
export const USER_COLUMNS = `id, username, email, name, first_name, last_name, bio, date_of_birth, height_cm, weight_kg,
  body_type, fitness_goal, activity_level, is_trainer, is_admin, suspended_at, email_verified_at, profile_image_url,
  profile_image_key, created_at, weight_unit, distance_unit`;

/** The same list qualified with a table alias, for joins. */
export function userColumns(alias: string): string {
  return USER_COLUMNS.split(',')
    .map((c) => `${alias}.${c.trim()}`)
    .join(', ');
}

/** The full name shown everywhere: first and last name, else the username (spec 5 Registration). */
export function fullName(firstName: string | null, lastName: string | null, username: string): string {
  const joined = [firstName, lastName].filter(Boolean).join(' ').trim();
  return joined || username;
}
