import type { Queryable } from '../../db/pool';
import { STARTER_FOODS } from './data/foods';

/**
 * Puts the bundled starter list into the foods table, or brings it up to date: one upsert keyed by
 * slug, so it is idempotent and safe when several instances start together. Plans and diaries keep
 * their own snapshot of a food's figures, so a corrected value changes only what is logged next.
 */
export async function loadStarterFoods(db: Queryable): Promise<number> {
  const columns = [[], [], [], [], [], [], [], []] as unknown[][];
  for (const row of STARTER_FOODS) {
    row.forEach((value, i) => {
      columns[i].push(value);
    });
  }
  const { rowCount } = await db.query(
    `insert into foods (slug, name, category, calories, protein, carbs, fat, serving_grams)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::numeric[],
                          $7::numeric[], $8::numeric[])
     on conflict (slug) do update set
       name = excluded.name, category = excluded.category, calories = excluded.calories,
       protein = excluded.protein, carbs = excluded.carbs, fat = excluded.fat,
       serving_grams = excluded.serving_grams
     where (foods.name, foods.category, foods.calories, foods.protein, foods.carbs, foods.fat, foods.serving_grams)
       is distinct from
       (excluded.name, excluded.category, excluded.calories, excluded.protein, excluded.carbs, excluded.fat,
        excluded.serving_grams)`,
    columns,
  );
  return rowCount ?? 0;
}
