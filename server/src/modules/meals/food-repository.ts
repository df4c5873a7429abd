import type { FoodBody } from '@common/schemas/meal-foods';
import { type Db, type Queryable, transaction } from '../../db/pool';
import { unlinkFoodFromPlans } from './plan-repository';
import type { FoodRow } from './presenter';

const FOOD_COLUMNS = 'id, user_id, name, category, calories, protein, carbs, fat, serving_grams';
/** Starter foods are everyone's; a member's own foods are theirs alone. `$1` is the member. */
const VISIBLE = '(user_id is null or user_id = $1)';
/** The same rule in the form foods_name_prefix_idx serves (starter foods count as owner 0). */
const VISIBLE_INDEXED = 'coalesce(user_id, 0) = any(array[0, $1::int])';
// Names compare lowered in the "C" collation: the prefix index serves both LIKE 'abc%' and the order.
// The substring test uses plain lower(name), the expression of the trigram index.
const NAME_KEY = 'lower(name) collate "C"';

/** A LIKE pattern that matches the text literally (%, _ and \ typed by a member are not wildcards). */
export function likeLiteral(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

interface SearchOptions {
  q: string;
  limit: number;
  before?: number;
}

/**
 * GET /api/foods?q=: names starting with q first, then names containing it, each alphabetically.
 * Keyset paging over (rank, name, id): `before` is the id of the last food of the previous page.
 * Two index-served branches (prefix: foods_name_prefix_idx; substring: foods_name_trgm_idx).
 */
export async function searchFoods(db: Queryable, userId: number, { q, limit, before }: SearchOptions) {
  const prefix = `${likeLiteral(q)}%`;
  const inside = `%${likeLiteral(q)}%`;
  let cursor: { rank: number; key: string; id: number } | null = null;
  if (before !== undefined) {
    const { rows } = await db.query<{ rank: number; key: string }>(
      `select case when ${NAME_KEY} like $2 then 0 else 1 end as rank, ${NAME_KEY} as key
       from foods where id = $3 and ${VISIBLE}`,
      [userId, prefix, before],
    );
    if (!rows[0]) return [];
    cursor = { ...rows[0], id: before };
  }
  // Rank 0 rows come after the cursor only if the cursor is itself rank 0; rank 1 rows likewise.
  const afterIn = (rank: number) =>
    !cursor ? 'true' : cursor.rank < rank ? 'true' : cursor.rank > rank ? 'false' : `(${NAME_KEY}, id) > ($5, $6)`;
  const params: unknown[] = [userId, prefix, inside, limit];
  // With a cursor, the branch of the cursor's own rank compares with it ($5, $6).
  if (cursor) params.push(cursor.key, cursor.id);
  const { rows } = await db.query<FoodRow>(
    `select ${FOOD_COLUMNS} from (
       (select ${FOOD_COLUMNS}, 0 as rank, ${NAME_KEY} as key from foods
        where ${VISIBLE_INDEXED} and ${NAME_KEY} like $2 and ${afterIn(0)}
        order by ${NAME_KEY}, id limit $4)
       union all
       (select ${FOOD_COLUMNS}, 1 as rank, ${NAME_KEY} as key from foods
        where ${VISIBLE} and lower(name) like $3 and ${NAME_KEY} not like $2 and ${afterIn(1)}
        order by ${NAME_KEY}, id limit $4)
     ) found
     order by rank, key, id limit $4`,
    params,
  );
  return rows;
}

/** The foods among `ids` that this member may use (starter foods and their own). */
export async function findVisibleFoods(db: Queryable, userId: number, ids: number[]): Promise<Map<number, FoodRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<FoodRow>(`select ${FOOD_COLUMNS} from foods where id = any($2) and ${VISIBLE}`, [
    userId,
    ids,
  ]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Inserts a member's food; undefined when they already have one of that name. */
export async function insertFood(db: Queryable, userId: number, food: FoodBody): Promise<FoodRow | undefined> {
  const { rows } = await db.query<FoodRow>(
    `insert into foods (user_id, name, category, calories, protein, carbs, fat, serving_grams)
     values ($1, $2, 'custom', $3, $4, $5, $6, $7)
     on conflict (user_id, lower(name)) where user_id is not null do nothing
     returning ${FOOD_COLUMNS}`,
    [userId, food.name, food.calories, food.protein, food.carbs, food.fat, food.servingGrams],
  );
  return rows[0];
}

export async function findFood(db: Queryable, id: number): Promise<FoodRow | undefined> {
  const { rows } = await db.query<FoodRow>(`select ${FOOD_COLUMNS} from foods where id = $1`, [id]);
  return rows[0];
}

/**
 * Deletes a member's food. Their diary entries keep its name and figures (`on delete set null`),
 * and so do their plans, in the same transaction (unlinkFoodFromPlans).
 */
export async function deleteFood(pool: Db, food: { id: number; user_id: number }): Promise<void> {
  await transaction(pool, async (tx) => {
    await tx.query('delete from foods where id = $1', [food.id]);
    await unlinkFoodFromPlans(tx, food.user_id, food.id);
  });
}

/** Ids of starter foods by slug (the generator names foods by slug). */
export async function starterFoodIds(db: Queryable, slugs: string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: number; slug: string }>('select id, slug from foods where slug = any($1)', [
    slugs,
  ]);
  return new Map(rows.map((r) => [r.slug, r.id]));
}
