import type { MealGoal } from '@common/vocab';
import {
  buildMealPlan as buildPlan,
  insertEntries,
  insertMealPlan as insertPlan,
  loadStarterFoods,
} from '../../../modules/meals';
import { localDate, localTime, minutes } from './clock';
import type { DemoContext } from './index';

type Portion = [slug: string, grams: number];
type DayMenu = Partial<Record<'breakfast' | 'lunch' | 'dinner' | 'snack', Portion[]>>;

// Demo meals (D10): a saved plan for several members and three days of diary for each of them.
// Plans are built as the plan editor saves them (every figure computed by the server from the foods
// and grams). A description's {kcal} is filled with the plan's own total (rounded to 50), so the
// words and the figures always agree.
const PLANS: { username: string; name: string; description: string; goal: MealGoal; menu: DayMenu }[] = [
  {
    username: 'amara_fit',
    name: 'Lean & green week',
    description: 'High-protein, high-fibre days around {kcal} kcal.',
    goal: 'weight_loss',
    menu: {
      breakfast: [
        ['oats-rolled', 50],
        ['greek-yogurt-nonfat', 150],
        ['blueberries', 80],
      ],
      lunch: [
        ['chicken-breast-roasted', 120],
        ['lettuce-romaine', 100],
        ['quinoa-cooked', 120],
        ['olive-oil', 10],
      ],
      dinner: [
        ['cod-baked', 180],
        ['broccoli-steamed', 150],
        ['sweet-potato-baked', 150],
      ],
      snack: [
        ['apple', 182],
        ['almonds', 15],
      ],
    },
  },
  {
    username: 'sofia_lifts',
    name: 'Leg day fuel',
    description: 'Big breakfasts and plenty of protein for muscle gain.',
    goal: 'muscle_gain',
    menu: {
      breakfast: [
        ['egg-whole', 150],
        ['bread-whole-wheat', 64],
        ['avocado', 50],
      ],
      lunch: [
        ['rice-white-cooked', 250],
        ['chicken-breast-roasted', 170],
        ['broccoli-steamed', 120],
      ],
      dinner: [
        ['pasta-whole-wheat-cooked', 220],
        ['ground-turkey-cooked', 130],
        ['tomato-sauce', 150],
      ],
      snack: [
        ['milk-2', 300],
        ['whey-protein', 30],
        ['banana', 118],
      ],
    },
  },
  {
    username: 'liam.runs',
    name: 'Long-run carb base',
    // Liam trains for a 10K (his plan and his bio), not a marathon.
    description: 'Carbohydrate-first days for 10K training and Sunday long runs.',
    goal: 'performance',
    menu: {
      breakfast: [
        ['oats-rolled', 80],
        ['milk-2', 250],
        ['banana', 118],
        ['honey', 15],
      ],
      lunch: [
        ['bagel-plain', 105],
        ['peanut-butter', 32],
        ['orange', 131],
      ],
      dinner: [
        ['salmon-cooked', 150],
        ['rice-brown-cooked', 250],
        ['asparagus-cooked', 100],
      ],
      snack: [
        ['rice-cakes', 27],
        ['jam', 20],
        ['sports-drink', 500],
      ],
    },
  },
];

/** When each meal is eaten (local time); an entry is logged ten minutes later. */
const MEAL_TIMES = { breakfast: '07:30', lunch: '12:30', snack: '16:00', dinner: '19:30' } as const;

export async function seedDemoMeals(ctx: DemoContext): Promise<void> {
  await loadStarterFoods(ctx.pool);
  const { rows } = await ctx.pool.query<{ id: number; slug: string }>(
    'select id, slug from foods where slug is not null',
  );
  const foodId = new Map(rows.map((r) => [r.slug, r.id]));

  for (const plan of PLANS) {
    const userId = ctx.users.get(plan.username)!;
    const built = await buildPlan(ctx.pool, userId, {
      name: plan.name,
      description: plan.description,
      goal: plan.goal,
      meals: Object.entries(plan.menu).map(([meal, list]) => ({
        meal: meal as keyof DayMenu,
        foods: list.map(([slug, grams]) => ({ foodId: foodId.get(slug)!, grams })),
      })),
    });
    const description = plan.description.replace(
      '{kcal}',
      (Math.round(built.calories / 50) * 50).toLocaleString('en-US'),
    );
    // The member's first plan: saving it makes it their active plan.
    const { id } = await insertPlan(ctx.pool, userId, {
      name: plan.name,
      description,
      goal: plan.goal,
      curated: false,
      ...built,
    });
    // Saved a week before the diary starts.
    await ctx.pool.query('update meal_plans set created_at = $2, updated_at = $2 where id = $1', [
      id,
      localTime(localDate(ctx.now, 10), '21:00'),
    ]);

    // The last three days, eaten as planned; today only the meals already eaten.
    for (let back = 2; back >= 0; back--) {
      const date = localDate(ctx.now, back);
      for (const meal of [...built.meals].sort((a, b) => MEAL_TIMES[a.meal].localeCompare(MEAL_TIMES[b.meal]))) {
        const loggedAt = new Date(localTime(date, MEAL_TIMES[meal.meal]).getTime() + minutes(10));
        if (loggedAt > ctx.now) continue;
        const entries = await insertEntries(ctx.pool, userId, date, meal.meal, meal.foods);
        await ctx.pool.query('update meal_logs set created_at = $2 where id = any($1)', [
          entries.map((e) => e.id),
          loggedAt,
        ]);
      }
    }
  }
}
