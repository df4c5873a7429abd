import { MEAL_MESSAGES } from '@common/meals-texts';
import { caloriePercent } from '@common/nutrition/daily-target';
import { portionNutrients, sumNutrients } from '@common/nutrition/nutrients';
import {
  logPlanMealSchema,
  type MealDay,
  mealDayQuerySchema,
  mealLogInputSchema,
  mealLogUpdateSchema,
} from '@common/schemas/meal-logs';
import { idParamSchema } from '@common/schemas/paging';
import { noContentSchema } from '@common/schemas/responses/common';
import { mealDaySchema, mealLogListSchema, mealLogSchema } from '@common/schemas/responses/meals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { findDailyTarget } from './daily-target-repository';
import { findVisibleFoods } from './food-repository';
import { deleteLog, findLog, insertEntries, listDay, updateLogPortion } from './log-repository';
import { dayOf } from './nutrition-targets';
import { findPlan } from './plan-repository';
import { assertCanDeleteLog, assertCanReadPlan } from './policies';
import { portionFiguresOf } from './portion-figures';
import { presentLog } from './presenter';

const LATEST_OFFSET_MS = 24 * 60 * 60 * 1000;

/** Logging is for days that have begun somewhere on Earth (UTC+14 at most), from 2000 on. */
function assertLoggableDate(date: string) {
  const latest = new Date(Date.now() + LATEST_OFFSET_MS).toISOString().slice(0, 10);
  if (date < '2000-01-01' || date > latest) {
    throw badRequest(MEAL_MESSAGES.dateOutOfRange, { date: MEAL_MESSAGES.dateOutOfRange });
  }
}

const dayFull = () => badRequest(MEAL_MESSAGES.dayFull, { date: MEAL_MESSAGES.dayFull });

export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  // The diary of one day: `date`, else today in `tz` (the browser's zone), else today in UTC,
  // against the day's one target (the followed plan, else the member's own, else none).
  app.get(
    '/api/meal-logs',
    { schema: { querystring: mealDayQuerySchema, response: { 200: mealDaySchema } } },
    async (request) => {
      const user = await requireUser(request);
      const date = dayOf(request.query);
      const [rows, target] = await Promise.all([listDay(app.db, user.id, date), findDailyTarget(app.db, user.id)]);
      const entries = rows.map(presentLog);
      const totals = sumNutrients(entries);
      const day: MealDay = { date, entries, totals, target, percent: caloriePercent(totals.calories, target) };
      return day;
    },
  );

  app.post(
    '/api/meal-logs',
    { schema: { body: mealLogInputSchema, response: { 201: mealLogSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { date, meal, foodId, grams } = request.body;
      assertLoggableDate(date);
      const food = (await findVisibleFoods(app.db, user.id, [foodId])).get(foodId);
      if (!food) throw badRequest(MEAL_MESSAGES.unknownFood, { foodId: MEAL_MESSAGES.unknownFood });
      const entry = { foodId, name: food.name, grams, ...portionNutrients(food, grams) };
      const [row] = await insertEntries(app.db, user.id, date, meal, [entry]);
      if (!row) throw dayFull();
      return reply.code(201).send(presentLog(row));
    },
  );

  // Logs every food of one meal of a plan (own or recommended) as eaten on `date`.
  app.post(
    '/api/meal-logs/from-plan',
    { schema: { body: logPlanMealSchema, response: { 201: mealLogListSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { date, planId, meal } = request.body;
      assertLoggableDate(date);
      const plan = await assertCanReadPlan(app.db, user, await findPlan(app.db, planId));
      const foods = plan.meals.find((m) => m.meal === meal)?.foods ?? [];
      if (foods.length === 0) throw badRequest(MEAL_MESSAGES.planMealEmpty, { meal: MEAL_MESSAGES.planMealEmpty });
      const rows = await insertEntries(app.db, user.id, date, meal, foods);
      if (rows.length === 0) throw dayFull();
      return reply.code(201).send(rows.map(presentLog));
    },
  );

  // The member corrects how much they ate. Their own entries only: an admin may remove an entry,
  // never change what a member says they ate.
  app.put(
    '/api/meal-logs/:id',
    { schema: { params: idParamSchema, body: mealLogUpdateSchema, response: { 200: mealLogSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const log = await findLog(app.db, request.params.id);
      if (!log || log.user_id !== user.id) throw notFound();
      const { grams } = request.body;
      const food =
        log.food_id === null ? undefined : (await findVisibleFoods(app.db, user.id, [log.food_id])).get(log.food_id);
      const updated = await updateLogPortion(app.db, log.id, grams, portionFiguresOf(log, food, grams));
      if (!updated) throw notFound();
      return presentLog(updated);
    },
  );

  app.delete(
    '/api/meal-logs/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const log = await findLog(app.db, request.params.id);
      assertCanDeleteLog(user, log);
      await deleteLog(app.db, request.params.id);
      return reply.code(204).send();
    },
  );
};
