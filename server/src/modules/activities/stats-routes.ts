import { type ActivityTotals, totalsQuerySchema } from '@common/schemas/activities';
import { activityRecordListSchema, activityTotalsListSchema } from '@common/schemas/responses/activities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/pool';
import { requireUser } from '../../plugins/session';
import { personalRecords } from './records-repository';

const isTimeZone = (tz: string | undefined): tz is string => {
  if (!tz) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/**
 * Distance, moving time and count per sport and week (Monday) or month, for the last `count`
 * periods in the member's time zone. The sums leave out what is unknown (sum() skips null), and
 * are null when nothing of the period is known. Read from activities_user_started_idx: one range
 * of the member's rows.
 */
async function totals(
  db: Queryable,
  userId: number,
  q: { period: 'week' | 'month'; count: number; tz: string },
): Promise<ActivityTotals[]> {
  const { rows } = await db.query<{
    sport: ActivityTotals['sport'];
    period: string;
    n: number;
    d: number | null;
    s: number | null;
  }>(
    `select a.sport, to_char(date_trunc($2, a.started_at at time zone $3), 'YYYY-MM-DD') as period,
       count(*)::int as n, sum(a.distance_m) as d, sum(a.moving_s)::int as s
     from activities a
     where a.user_id = $1
       and a.started_at >= (date_trunc($2, now() at time zone $3) - make_interval(
         weeks => case when $2 = 'week' then $4::int - 1 else 0 end,
         months => case when $2 = 'month' then $4::int - 1 else 0 end)) at time zone $3
     group by 1, 2 order by 2, 1 nulls last`,
    [userId, q.period, q.tz, q.count],
  );
  return rows.map((r) => ({
    sport: r.sport,
    period: r.period,
    count: r.n,
    distanceM: r.d === null ? null : Math.round(r.d),
    movingSeconds: r.s,
  }));
}

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/activities/records: each best-effort distance's fastest run. */
  app.get('/api/activities/records', { schema: { response: { 200: activityRecordListSchema } } }, async (request) => {
    const user = await requireUser(request);
    return personalRecords(app.db, user.id);
  });

  /** GET /api/activities/totals?period=week|month&count=12&tz=Europe/London. */
  app.get(
    '/api/activities/totals',
    { schema: { querystring: totalsQuerySchema, response: { 200: activityTotalsListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { period, count, tz } = request.query;
      return totals(app.db, user.id, { period, count, tz: isTimeZone(tz) ? tz : 'UTC' });
    },
  );
};
