import { defaultCoachSettings } from '@common/coach';
import { type CoachSettings, type CoachSettingsBody, STEP_EQUIPMENT, type StepEquipment } from '@common/schemas/coach';
import type { WeightUnit } from '@common/units';
import type { Queryable } from '../../db/pool';

interface SettingsRow {
  steps: Partial<Record<StepEquipment, number>>;
  bar_weight: number | null;
  plates: number[];
}

/** What the rules use: the member's steps, bar and plates for `unit`, the defaults for the rest. */
export function toCoachSettings(row: SettingsRow | undefined, unit: WeightUnit): CoachSettings {
  const settings = defaultCoachSettings(unit);
  if (!row) return settings;
  const customSteps = STEP_EQUIPMENT.filter((e) => typeof row.steps[e] === 'number');
  for (const e of customSteps) settings.steps[e] = row.steps[e]!;
  return {
    ...settings,
    customSteps,
    barWeight: row.bar_weight ?? settings.barWeight,
    customBar: row.bar_weight !== null,
    plates: row.plates,
  };
}

/** The member's settings for one unit (the primary key). */
export async function findCoachSettings(db: Queryable, userId: number, unit: WeightUnit): Promise<CoachSettings> {
  const { rows } = await db.query<SettingsRow>(
    `select steps, bar_weight, plates::float8[] as plates from coach_settings where user_id = $1 and unit = $2`,
    [userId, unit],
  );
  return toCoachSettings(rows[0], unit);
}

/** Stores the member's settings for the body's unit, replacing what was there. */
export async function saveCoachSettings(
  db: Queryable,
  userId: number,
  body: CoachSettingsBody,
): Promise<CoachSettings> {
  const { rows } = await db.query<SettingsRow>(
    `insert into coach_settings (user_id, unit, steps, bar_weight, plates) values ($1, $2, $3, $4, $5)
     on conflict (user_id, unit) do update set steps = excluded.steps, bar_weight = excluded.bar_weight,
       plates = excluded.plates, updated_at = now()
     returning steps, bar_weight, plates::float8[] as plates`,
    [userId, body.unit, JSON.stringify(body.steps), body.barWeight, body.plates],
  );
  return toCoachSettings(rows[0], body.unit);
}
