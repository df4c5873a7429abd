import { muscleGroupOf } from '@common/exercises/vocab';
import type pg from 'pg';
import { transaction } from '../../db/pool';
import { CATALOGUE } from './catalogue';
import type { CatalogueEntry } from './catalogue/define';

/**
 * Writes the catalogue into the database at start, by key, in one transaction:
 * 1. rows the old library wrote (a name, no key) take the key of the entry with their name, so
 *    what members logged under "Bench Press" stays on the same row;
 * 2. every entry is inserted, or its row updated when something about it changed (a rename, an
 *    alias, muscles); nothing is ever deleted.
 * Several instances may start together: an advisory lock makes them take turns, and the second finds
 * nothing to change. Answers how many rows were added and how many changed.
 */
export async function syncCatalogue(
  db: pg.Pool,
  catalogue: readonly CatalogueEntry[] = CATALOGUE,
): Promise<{ added: number; changed: number }> {
  const rows = catalogue.map((e) => ({
    key: e.key,
    name: e.name,
    movement: e.movement,
    equipment: e.equipment,
    muscle_group: muscleGroupOf(e.primary),
    primary_muscles: e.primary,
    secondary_muscles: e.secondary,
    logging_type: e.logging,
    category: e.category,
    aliases: e.aliases,
  }));
  return transaction(db, async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('exercise-catalogue'))`);
    await tx.query(
      `update exercises e set catalogue_key = t.key
       from jsonb_to_recordset($1::jsonb) as t(key text, name text)
       where e.user_id is null and e.catalogue_key is null and lower(e.name) = lower(t.name)
         and not exists (select 1 from exercises k where k.catalogue_key = t.key)`,
      [JSON.stringify(rows.map(({ key, name }) => ({ key, name })))],
    );
    const { rows: written } = await tx.query<{ added: boolean }>(
      `insert into exercises (user_id, catalogue_key, name, movement, equipment, muscle_group, primary_muscles,
         secondary_muscles, logging_type, category, aliases)
       select null, key, name, movement, equipment, muscle_group, primary_muscles, secondary_muscles, logging_type,
         category, aliases
       from jsonb_to_recordset($1::jsonb) as t(key text, name text, movement text, equipment text, muscle_group text,
         primary_muscles text[], secondary_muscles text[], logging_type text, category text, aliases text[])
       on conflict (catalogue_key) where catalogue_key is not null do update set
         name = excluded.name, movement = excluded.movement, equipment = excluded.equipment,
         muscle_group = excluded.muscle_group, primary_muscles = excluded.primary_muscles,
         secondary_muscles = excluded.secondary_muscles, logging_type = excluded.logging_type,
         category = excluded.category, aliases = excluded.aliases
       where (exercises.name, exercises.movement, exercises.equipment, exercises.muscle_group,
           exercises.primary_muscles, exercises.secondary_muscles, exercises.logging_type, exercises.category,
           exercises.aliases)
         is distinct from (excluded.name, excluded.movement, excluded.equipment, excluded.muscle_group,
           excluded.primary_muscles, excluded.secondary_muscles, excluded.logging_type, excluded.category,
           excluded.aliases)
       returning xmax = 0 as added`,
      [JSON.stringify(rows)],
    );
    const added = written.filter((r) => r.added).length;
    return { added, changed: written.length - added };
  });
}
