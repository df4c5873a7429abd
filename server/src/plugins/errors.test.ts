import { MODERATION_MESSAGES } from '@common/admin-texts';
import { MEAL_MESSAGES } from '@common/meals-texts';
import { PEOPLE_MESSAGES } from '@common/people-texts';
import { ID_MAX } from '@common/schemas/id';
import { MESSAGES } from '@common/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../test/factories';
import { useTestApp } from '../test/test-app';

// Issue 31: input the database cannot hold never reaches it, and every refusal, the router's own
// included, answers in the API's one error shape.

const ctx = useTestApp();
let cookie: string;
beforeAll(async () => {
  ({ cookie } = await buildSignedInUser(ctx.db));
});

const PAST = ID_MAX + 1;
const today = () => new Date().toISOString().slice(0, 10);

describe('ids past the largest the database holds (integer: 1 to 2,147,483,647)', () => {
  it.each([
    ['GET', `/api/workout-logs/${PAST}`],
    ['GET', `/api/gyms/${PAST}`],
    ['GET', `/api/meal-plans/${PAST}`],
    ['DELETE', '/api/comments/9007199254740991'],
    ['PUT', `/api/exercise-favourites/${PAST}`],
    ['GET', `/api/messages/${PAST}`],
    ['GET', '/api/workout-plans/99999999999999999999'],
  ])('in a path: %s %s answers 404 like an unknown id', async (method, url) => {
    const res = await ctx.app.inject({ method: method as 'GET', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.notFound });
  });

  it('the largest id itself is an id: unknown, so 404 from the route', async () => {
    const res = await ctx.app.inject({ url: `/api/workout-logs/${ID_MAX}`, headers: { cookie } });
    expect(res.statusCode).toBe(404);
  });

  it.each(['/api/activities', '/api/posts', '/api/notifications'])(
    'in ?before= of %s: 400 naming before',
    async (url) => {
      const res = await ctx.app.inject({ url: `${url}?before=${PAST}`, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ before: 'before must be an id' });
    },
  );

  it.each([
    ['/api/follow', { followingId: PAST }, 'followingId', PEOPLE_MESSAGES.followingIdRequired],
    [
      '/api/meal-logs',
      { date: today(), meal: 'lunch', foodId: PAST, grams: 100 },
      'foodId',
      MEAL_MESSAGES.foodRequired,
    ],
    ['/api/meal-logs/from-plan', { date: today(), planId: PAST, meal: 'lunch' }, 'planId', 'Choose a plan'],
    [
      '/api/reports',
      { targetType: 'post', targetId: PAST, reason: 'spam' },
      'targetId',
      MODERATION_MESSAGES.targetIdInvalid,
    ],
    ['/api/notifications/read', { ids: [PAST] }, 'ids', 'ids must be a list of notification ids'],
  ])('in a body: POST %s answers 400 with the field message', async (url, payload, field, message) => {
    const res = await ctx.app.inject({ method: 'POST', url, payload, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});

describe("a URL the router refuses answers in the API's error shape", () => {
  it('a path that is not valid percent-encoding: 400 { message }', async () => {
    const res = await ctx.app.inject({ url: '/api/posts/%FF', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: MESSAGES.urlInvalid });
  });

  it('a path parameter longer than the router takes: 400 { message }, not 414', async () => {
    const res = await ctx.app.inject({ url: `/api/users/${'a'.repeat(200)}`, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.urlTooLong });
  });
});
