import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@common/api';
import { MEAL_MESSAGES } from '@common/meals-texts';
import { caloriePercent } from '@common/nutrition/daily-target';
import { portionNutrients, sumNutrients } from '@common/nutrition/nutrients';
import {
  logPlanMealSchema,
  type MealDay,
  mealDayQuerySchema,
  mealLogCreateHeadersSchema,
  mealLogCreateQuerySchema,
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
import { assertLoggableDate } from './log-dates';
import { logEntriesOnce, mealClientKeyOf } from './log-idempotency';
import { deleteLog, findLog, listDay, updateLogPortion } from './log-repository';
import { dayOf } from './nutrition-targets';
import { findPlan } from './plan-repository';
import { assertCanDeleteLog, assertCanReadPlan } from './policies';
import { portionFiguresOf } from './portion-figures';
import { presentLog } from './presenter';

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

  // Adds one food, on a day up to the member's tomorrow in `tz` (the browser's zone; UTC's without
  // one). With an Idempotency-Key (one per intended add: a phone's "Add" that timed out after the
  // entry was stored, tapped again) the food is logged at most once per member and key.
  app.post(
    '/api/meal-logs',
    {
      schema: {
        querystring: mealLogCreateQuerySchema,
        body: mealLogInputSchema,
        headers: mealLogCreateHeadersSchema,
        response: { 201: mealLogSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { date, meal, foodId, grams } = request.body;
      const key = mealClientKeyOf('/api/meal-logs', request.headers[IDEMPOTENCY_KEY_HEADER], request.body);
      const logged = await logEntriesOnce(app.db, user.id, key, async () => {
        assertLoggableDate(date, request.query.tz);
        const food = (await findVisibleFoods(app.db, user.id, [foodId])).get(foodId);
        if (!food) throw badRequest(MEAL_MESSAGES.unknownFood, { foodId: MEAL_MESSAGES.unknownFood });
        return { date, meal, entries: [{ foodId, name: food.name, grams, ...portionNutrients(food, grams) }] };
      });
      // A replay answers what the first request stored, with the same status, marked as a replay.
      if (logged.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(201).send(presentLog(logged.rows[0]));
    },
  );

  // Logs every food of one meal of a plan (own or recommended) as eaten on `date`; with an
  // Idempotency-Key, all of them at most once, and a replay answers the same list of entries.
  app.post(
    '/api/meal-logs/from-plan',
    {
      schema: {
        querystring: mealLogCreateQuerySchema,
        body: logPlanMealSchema,
        headers: mealLogCreateHeadersSchema,
        response: { 201: mealLogListSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { date, planId, meal } = request.body;
      const key = mealClientKeyOf('/api/meal-logs/from-plan', request.headers[IDEMPOTENCY_KEY_HEADER], request.body);
      const logged = await logEntriesOnce(app.db, user.id, key, async () => {
        assertLoggableDate(date, request.query.tz);
        const plan = await assertCanReadPlan(app.db, user, await findPlan(app.db, planId));
        const foods = plan.meals.find((m) => m.meal === meal)?.foods ?? [];
        if (foods.length === 0) throw badRequest(MEAL_MESSAGES.planMealEmpty, { meal: MEAL_MESSAGES.planMealEmpty });
        return { date, meal, entries: foods };
      });
      if (logged.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(201).send(logged.rows.map(presentLog));
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
