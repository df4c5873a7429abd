import { COACH_MESSAGES } from '@common/coach-texts';
import { planProgressionBodySchema, planProgressionParamsSchema } from '@common/schemas/coach';
import { idParamSchema, pageQuerySchema } from '@common/schemas/paging';
import { noContentSchema } from '@common/schemas/responses/common';
import { workoutPlanSchema, workoutPlanSummaryListSchema } from '@common/schemas/responses/workouts';
import { todayQuerySchema } from '@common/schemas/workout-logs';
import {
  createPlanSchema,
  planFilterSchema,
  planSearchSchema,
  scheduleProblem,
  updatePlanSchema,
} from '@common/schemas/workouts';
import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { transaction } from '../../db/pool';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { planWithSchedule, requireExercisesInLibrary, requireVisiblePlan, todayOf } from './plan-helpers';
import { presentPlan, presentPlanSummary } from './plan-presenter';
import { findActivePlan, findPlan, listDiscoverablePlans, listMemberPlans, loadSchedules } from './plan-repository';
import {
  activatePlan,
  copyScheduleFor,
  deactivatePlan,
  deletePlan,
  insertPlan,
  lockMemberPlans,
  replaceSchedule,
  setPlanProgression,
  updatePlanFields,
} from './plan-writes';
import { canChangePlan, refuseWorkoutNotYours, requireWorkoutsVisible } from './policies';

const listQuery = pageQuerySchema.extend(planFilterSchema.shape);
const discoverQuery = pageQuerySchema.extend(planSearchSchema.shape).extend({
  community: z.enum(['true', 'false']).optional(),
});

/** Workout plans (spec section 7, Plans; issue 6 point 1). */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  // My Plans.
  app.get(
    '/api/workout-plans',
    { schema: { querystring: listQuery, response: { 200: workoutPlanSummaryListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { limit, before, ...filters } = request.query;
      return (await listMemberPlans(app.db, user.id, filters, { limit, before })).map(presentPlanSummary);
    },
  );

  app.post(
    '/api/workout-plans',
    { schema: { body: createPlanSchema, querystring: todayQuerySchema, response: { 201: workoutPlanSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { schedule, isActive, curated = false, ...fields } = request.body;
      if (curated && !user.is_admin) throw forbidden(M.curatedAdminOnly);
      if (curated && isActive) throw badRequest(M.curatedNotActive, { isActive: M.curatedNotActive });
      const ownerId = curated ? null : user.id;
      await requireExercisesInLibrary(app.db, ownerId, schedule);
      const planId = await transaction(app.db, async (tx) => {
        const id = await insertPlan(tx, ownerId, { ...fields, curated });
        await replaceSchedule(tx, id, schedule);
        if (isActive) {
          await lockMemberPlans(tx, user.id);
          await activatePlan(tx, user.id, id, todayOf(request.query));
        }
        return id;
      });
      return reply.code(201).send(await planWithSchedule(app.db, planId));
    },
  );

  // The member's active plan with its schedule (Today's Workout, the dashboard modal), or null.
  app.get(
    '/api/workout-plans/active',
    { schema: { response: { 200: workoutPlanSchema.nullable() } } },
    async (request) => {
      const user = await requireUser(request);
      const plan = await findActivePlan(app.db, user.id);
      if (!plan) return null;
      return presentPlan(plan, (await loadSchedules(app.db, [plan.id])).get(plan.id) ?? []);
    },
  );

  // Explore and the header search: recommended plans and other members' plans the viewer may see.
  app.get(
    '/api/workout-plans/discover',
    { schema: { querystring: discoverQuery, response: { 200: workoutPlanSummaryListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { limit, before, community, ...options } = request.query;
      const rows = await listDiscoverablePlans(
        app.db,
        { id: user.id, isAdmin: user.is_admin },
        { ...options, communityOnly: community === 'true' },
        { limit, before },
      );
      return rows.map(presentPlanSummary);
    },
  );

  app.get(
    '/api/workout-plans/:id',
    { schema: { params: idParamSchema, response: { 200: workoutPlanSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const plan = await requireVisiblePlan(app.db, user, request.params.id);
      return presentPlan(plan, (await loadSchedules(app.db, [plan.id])).get(plan.id) ?? []);
    },
  );

  app.put(
    '/api/workout-plans/:id',
    {
      schema: {
        params: idParamSchema,
        body: updatePlanSchema,
        querystring: todayQuerySchema,
        response: { 200: workoutPlanSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const plan = await findPlan(app.db, request.params.id);
      if (!plan) throw notFound();
      if (!canChangePlan(user, plan)) await refuseWorkoutNotYours(app.db, user, plan);
      const { schedule, isActive, curated, ...changes } = request.body;
      if (curated !== undefined && curated !== plan.curated)
        throw badRequest(M.curatedFixed, { curated: M.curatedFixed });
      if (plan.curated && isActive) throw badRequest(M.curatedNotActive, { isActive: M.curatedNotActive });
      const merged = {
        name: plan.name,
        description: plan.description,
        level: plan.level,
        goal: plan.goal,
        frequency: plan.frequency,
        durationWeeks: plan.duration_weeks,
        minutesPerSession: plan.minutes_per_session,
        ...changes,
      };
      const problem = scheduleProblem(merged.frequency, schedule ?? plan.weekdays.map((weekday) => ({ weekday })));
      if (problem) throw badRequest(problem, { schedule: problem });
      if (schedule) await requireExercisesInLibrary(app.db, plan.user_id, schedule);
      await transaction(app.db, async (tx) => {
        await updatePlanFields(tx, plan.id, merged);
        if (schedule) await replaceSchedule(tx, plan.id, schedule);
        if (isActive !== undefined && plan.user_id !== null) {
          await lockMemberPlans(tx, plan.user_id);
          if (isActive) await activatePlan(tx, plan.user_id, plan.id, todayOf(request.query));
          else await deactivatePlan(tx, plan.id);
        }
      });
      return planWithSchedule(app.db, plan.id);
    },
  );

  // The coach's scheme of one exercise in the plan (issue 33): the exercise page's switch.
  app.put(
    '/api/workout-plans/:id/exercises/:exerciseId/progression',
    {
      schema: {
        params: planProgressionParamsSchema,
        body: planProgressionBodySchema,
        response: { 200: workoutPlanSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const plan = await findPlan(app.db, request.params.id);
      if (!plan) throw notFound();
      if (!canChangePlan(user, plan)) await refuseWorkoutNotYours(app.db, user, plan);
      const { progression, weekday } = request.body;
      const changed = await setPlanProgression(app.db, plan.id, request.params.exerciseId, progression, weekday);
      if (changed === 0) throw notFound(weekday ? COACH_MESSAGES.exerciseNotOnDay : COACH_MESSAGES.exerciseNotInPlan);
      return planWithSchedule(app.db, plan.id);
    },
  );

  app.delete(
    '/api/workout-plans/:id',
    { schema: { params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const plan = await findPlan(app.db, request.params.id);
      if (!plan) throw notFound();
      if (!canChangePlan(user, plan)) await refuseWorkoutNotYours(app.db, user, plan);
      await deletePlan(app.db, plan.id);
      return reply.code(204).send();
    },
  );

  // 'Use this plan': a copy in My Plans that becomes the member's active plan.
  app.post(
    '/api/workout-plans/:id/copy',
    { schema: { params: idParamSchema, querystring: todayQuerySchema, response: { 201: workoutPlanSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const source = await requireVisiblePlan(app.db, user, request.params.id);
      const schedule = (await loadSchedules(app.db, [source.id])).get(source.id) ?? [];
      const planId = await transaction(app.db, async (tx) => {
        const { name, description, level, goal, frequency, duration_weeks, minutes_per_session } = source;
        const id = await insertPlan(tx, user.id, {
          name,
          description,
          level,
          goal,
          frequency,
          durationWeeks: duration_weeks,
          minutesPerSession: minutes_per_session,
          curated: false,
        });
        await replaceSchedule(tx, id, await copyScheduleFor(tx, user.id, schedule, source.user_id));
        await lockMemberPlans(tx, user.id);
        await activatePlan(tx, user.id, id, todayOf(request.query));
        return id;
      });
      return reply.code(201).send(await planWithSchedule(app.db, planId));
    },
  );

  // A member's plans on their profile (Fitness tab), as their 'workout activity' choice allows.
  app.get(
    '/api/users/:id/workout-plans',
    { schema: { params: idParamSchema, querystring: listQuery, response: { 200: workoutPlanSummaryListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await requireWorkoutsVisible(app.db, user, request.params.id, M.planHidden);
      const { limit, before, ...filters } = request.query;
      return (await listMemberPlans(app.db, request.params.id, filters, { limit, before })).map(presentPlanSummary);
    },
  );
};
