import { MEAL_MESSAGES } from '@common/meals-texts';
import { foodInputSchema, foodSearchQuerySchema } from '@common/schemas/meal-foods';
import { idParamSchema, pageQuerySchema } from '@common/schemas/paging';
import { noContentSchema } from '@common/schemas/responses/common';
import { foodListSchema, foodSchema } from '@common/schemas/responses/meals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { deleteFood, findFood, insertFood, searchFoods } from './food-repository';
import { presentFood } from './presenter';

export const foodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/foods',
    {
      schema: { querystring: pageQuerySchema.extend(foodSearchQuerySchema.shape), response: { 200: foodListSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      const rows = await searchFoods(app.db, user.id, request.query);
      return rows.map(presentFood);
    },
  );

  app.post(
    '/api/foods',
    { schema: { body: foodInputSchema, response: { 201: foodSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await insertFood(app.db, user.id, request.body);
      if (!row) throw conflict(MEAL_MESSAGES.foodNameTaken, { name: MEAL_MESSAGES.foodNameTaken });
      return reply.code(201).send(presentFood(row));
    },
  );

  // A member removes a food they added; plans and diary entries keep their copy of its figures,
  // linked to no food.
  app.delete(
    '/api/foods/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const food = await findFood(app.db, request.params.id);
      if (!food || (food.user_id !== null && food.user_id !== user.id && !user.is_admin)) throw notFound();
      if (food.user_id === null) throw forbidden(MEAL_MESSAGES.starterFoodLocked);
      await deleteFood(app.db, { id: food.id, user_id: food.user_id });
      return reply.code(204).send();
    },
  );
};
