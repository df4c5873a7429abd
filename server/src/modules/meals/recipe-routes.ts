import { RECIPE_PAGE_SIZE, recipeQuerySchema } from '@common/schemas/meal-recipes';
import { idParamSchema, pageQuerySchema } from '@common/schemas/paging';
import { recipeListSchema, recipeSchema } from '@common/schemas/responses/meals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { pageAfter, RECIPE_CATALOG, recipesFor } from './recipe-catalog';

// Suggested Meals: the curated recipes (data/recipes.ts), filtered by goal, in curated order,
// paged like every list (Load More Recipes). Served from memory: the list is fixed.
const recipeListQuery = pageQuerySchema.extend(recipeQuerySchema.shape).extend({
  limit: pageQuerySchema.shape.limit.default(RECIPE_PAGE_SIZE),
});

export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/recipes',
    { schema: { querystring: recipeListQuery, response: { 200: recipeListSchema } } },
    async (request) => {
      await requireUser(request);
      const { goal, limit, before } = request.query;
      return pageAfter(recipesFor(goal), before, limit);
    },
  );

  app.get(
    '/api/recipes/:id',
    { schema: { params: idParamSchema, response: { 200: recipeSchema } } },
    async (request) => {
      await requireUser(request);
      const recipe = RECIPE_CATALOG.find((r) => r.id === request.params.id);
      if (!recipe) throw notFound();
      return recipe;
    },
  );
};
