import type { Leaderboard } from '@common/schemas/segments';
import { SEGMENT_MESSAGES as M } from '@common/segments-texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { block } from '../../test/factories/moderation';
import { befriend } from '../../test/factories/people';
import { createSegment, offset, uploadWalk, walk } from '../../test/factories/segments';
import { useTestApp } from '../../test/test-app';
import { type BoardQuery, boardPageStatement } from './board-repository';

// A leaderboard page continues after `after`, an effort id. Taken from any effort, where the page
// starts would tell that effort's time to a member who may not see it (a private or friends-only
// activity, a blocked or suspended member, a privacy zone around the segment): the cursor must be
// an entry of the board as the caller sees it, and every other id gets one and the same 400.
// The check keeps a next page one statement, the cursor found by index (docs/perf/segments.md).

const ctx = useTestApp();

const STRAIGHT: [number, number][] = [
  [0, 0],
  [0, 2000],
];
const origin = { lat: 31.4, lng: 35.1 };

/** Each effort's id on the segment, by member (fastest first). */
async function effortsOf(segmentId: number, userId: number): Promise<number[]> {
  const { rows } = await ctx.db.query<{ id: number }>(
    'select id from segment_efforts where segment_id = $1 and user_id = $2 order by elapsed_s, id',
    [segmentId, userId],
  );
  return rows.map((r) => Number(r.id));
}

describe('the leaderboard’s `after` cursor', () => {
  it('is refused unless it is an entry of the board the caller sees, the same way whatever hides it', async () => {
    const creator = await buildSignedInUser(ctx.db);
    const source = await uploadWalk(ctx.app, creator.cookie, walk(STRAIGHT, { speed: 2, origin }));
    const segment = await createSegment(ctx.app, creator.cookie, { activityId: source.id, startM: 300, endM: 1300 });
    // Another segment on the same road: its efforts are on its own boards, not this one's.
    const other = await createSegment(ctx.app, creator.cookie, { activityId: source.id, startM: 1400, endM: 1900 });
    const run = (cookie: string, speed: number, o: { visibility?: string; start?: Date } = {}) =>
      uploadWalk(ctx.app, cookie, walk(STRAIGHT, { speed, origin, start: o.start }), {
        fields: { visibility: o.visibility ?? 'public' },
      });

    const viewer = await buildSignedInUser(ctx.db);
    const shown = await buildSignedInUser(ctx.db);
    const secret = await buildSignedInUser(ctx.db);
    const friendsOnly = await buildSignedInUser(ctx.db);
    const friend = await buildSignedInUser(ctx.db);
    const blocker = await buildSignedInUser(ctx.db);
    const zoned = await buildSignedInUser(ctx.db);
    const suspended = await buildSignedInUser(ctx.db);
    const improved = await buildSignedInUser(ctx.db);
    const lastYear = await buildSignedInUser(ctx.db);
    await run(shown.cookie, 5);
    await run(secret.cookie, 6, { visibility: 'private' });
    await run(friendsOnly.cookie, 4.5, { visibility: 'friends' });
    await befriend(ctx.db, friendsOnly.user.id, friend.user.id);
    await run(blocker.cookie, 4);
    await block(ctx.db, blocker.user.id, viewer.user.id);
    await run(zoned.cookie, 3.5);
    const zone = await apiAs(ctx, zoned.cookie).post('/api/privacy-zones', {
      label: 'Home',
      ...offset(0, 300, origin),
      radiusM: 200,
    });
    expect(zone.statusCode).toBe(201);
    await run(suspended.cookie, 7);
    await ctx.db.query('update users set suspended_at = now() where id = $1', [suspended.user.id]);
    await run(improved.cookie, 2.5);
    await run(improved.cookie, 3);
    const year = new Date().getUTCFullYear();
    await run(lastYear.cookie, 2.2, { start: new Date(Date.UTC(year - 1, 5, 1, 7)) });

    const read = (cookie: string, query: string) =>
      apiAs(ctx, cookie).get(`/api/segments/${segment.id}/leaderboard?${query}`);
    const page = (cookie: string, query: string) => read(cookie, `limit=2&${query}`);
    const refused = { message: M.afterNotOnBoard, errors: { after: M.afterNotOnBoard } };

    // The board the viewer sees: shown, improved's best, the creator, last year's walk.
    const board = (await read(viewer.cookie, 'limit=100')).json() as Leaderboard;
    expect(board.entries.map((e) => e.user.id)).toEqual([
      shown.user.id,
      improved.user.id,
      lastYear.user.id,
      creator.user.id,
    ]);

    const [improvedBest, improvedSlower] = await effortsOf(segment.id, improved.user.id);
    const hidden: [string, number][] = [
      ['a private activity', (await effortsOf(segment.id, secret.user.id))[0]],
      ['a friends-only activity of a stranger', (await effortsOf(segment.id, friendsOnly.user.id))[0]],
      ['a member who blocked the viewer', (await effortsOf(segment.id, blocker.user.id))[0]],
      ['a member whose zone holds the start', (await effortsOf(segment.id, zoned.user.id))[0]],
      ['a suspended member', (await effortsOf(segment.id, suspended.user.id))[0]],
      ['a member’s effort that is not their best', improvedSlower],
      ['an effort on another segment', (await effortsOf(other.id, shown.user.id))[0]],
      ['no effort at all', 2_000_000_000],
    ];
    for (const [what, effortId] of hidden) {
      expect(effortId, what).toBeGreaterThan(0);
      const res = await page(viewer.cookie, `after=${effortId}`);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toEqual(refused);
    }

    // On the boards where it is an entry, the same effort is a cursor.
    const friendsEffort = hidden[1][1];
    const seenByFriend = await page(friend.cookie, `after=${friendsEffort}`);
    expect(seenByFriend.statusCode).toBe(200);
    expect((seenByFriend.json() as Leaderboard).entries.map((e) => e.user.id)).toEqual([
      blocker.user.id,
      improved.user.id,
    ]);
    expect((await page(zoned.cookie, `after=${hidden[3][1]}`)).statusCode).toBe(200);
    // A board of another period or scope is another board.
    const lastYears = board.entries[2].effortId;
    expect((await page(viewer.cookie, `after=${lastYears}`)).statusCode).toBe(200);
    expect((await page(viewer.cookie, `period=year&after=${lastYears}`)).json()).toEqual(refused);
    expect((await page(viewer.cookie, `scope=following&after=${improvedBest}`)).json()).toEqual(refused);

    // The viewer's own pages: each continues after the last entry, ranks and all, to an empty end.
    const second = (await page(viewer.cookie, `after=${improvedBest}`)).json() as Leaderboard;
    expect(second.entries.map((e) => [e.user.id, e.rank])).toEqual([
      [lastYear.user.id, 3],
      [creator.user.id, 4],
    ]);
    const end = await page(viewer.cookie, `after=${board.entries[3].effortId}`);
    expect(end.statusCode).toBe(200);
    expect((end.json() as Leaderboard).entries).toEqual([]);
  });
});

type Plan = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Subplan Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: Plan[];
};
const everyNode = (node: Plan): Plan[] => [node, ...(node.Plans ?? []).flatMap(everyNode)];

/**
 * The plan PostgreSQL keeps for a statement in the route's read (readWithGenericPlans: generic
 * plans), run once: prepared, then EXPLAIN ANALYZE of its execution.
 */
async function genericPlan(statement: { text: string; values: unknown[] }): Promise<Plan> {
  const client = await ctx.db.connect();
  try {
    await client.query('begin read only');
    await client.query('set local plan_cache_mode = force_generic_plan');
    await client.query(`prepare board_page_plan as ${statement.text}`);
    const { rows } = await client.query(
      `explain (analyze, timing off, format json) execute board_page_plan(${statement.values.map(Number).join(', ')})`,
    );
    return rows[0]['QUERY PLAN'][0].Plan;
  } finally {
    await client.query('rollback');
    // A prepared statement outlives the transaction: the pooled connection goes back without it.
    await client.query('deallocate all');
    client.release();
  }
}

describe('a next page of a big board', () => {
  it('finds its cursor by index, not by reading the board up to it', async () => {
    const walkOrigin = { lat: 31.9, lng: 35.6 };
    const creator = await buildSignedInUser(ctx.db);
    const source = await uploadWalk(ctx.app, creator.cookie, walk(STRAIGHT, { speed: 2, origin: walkOrigin }));
    const segment = await createSegment(ctx.app, creator.cookie, { activityId: source.id, startM: 300, endM: 1300 });
    // 400 members with one public effort each (times 300 s to 699 s), written in one statement.
    await ctx.db.query(
      `with members as (
         insert into users (username, email, password_hash, name)
         select 'bc' || $1::int || '_' || g, 'bc' || $1::int || '_' || g || '@example.com', 'x', 'Runner ' || g
         from generate_series(1, 400) g returning id),
       files as (
         insert into media (key, user_id, kind, content_type, bytes)
         select 'board-cursor-' || id, id, 'activity', 'application/gpx+xml', 1 from members returning key, user_id),
       runs as (
         insert into activities (user_id, sport, title, visibility, format, file_key, file_name, content_hash,
           started_at, distance_m, elapsed_s, moving_s, has_gps, point_count)
         select f.user_id, s.sport, 'Run', 'public', 'gpx', f.key, 'run.gpx', decode(md5(f.key), 'hex'), now(),
           2000, 900, 900, true, 900
         from files f cross join segments s where s.id = $1 returning id, user_id)
       insert into segment_efforts (segment_id, activity_id, user_id, lap, started_at, elapsed_s, start_m, end_m)
       select $1, r.id, r.user_id, 1, now(), 300 + r.user_id % 400, 300, 1300 from runs r`,
      [segment.id],
    );
    await ctx.db.query('analyze');
    const viewer = await buildSignedInUser(ctx.db);
    const q: BoardQuery = {
      segmentId: segment.id,
      period: 'all',
      scope: 'everyone',
      viewer: { id: viewer.user.id, isAdmin: false },
    };
    const { rows: board } = await ctx.db.query<{ effort_id: number }>(
      `select effort_id from segment_bests where segment_id = $1 and period = 0 and level = 'public'
       order by elapsed_s, effort_id`,
      [segment.id],
    );
    expect(board.length).toBeGreaterThan(400);
    // A cursor half-way down: the board up to it is 200 rows.
    const plan = await genericPlan(boardPageStatement(q, 10, Number(board[200].effort_id)));
    const mark = everyNode(plan).find((n) => n['Subplan Name'] === 'CTE mark');
    const reads = everyNode(mark!).filter((n) => n['Relation Name'] === 'segment_bests' && n['Actual Loops'] > 0);
    const detail = JSON.stringify(mark, null, 1);
    expect(
      reads.map((n) => n['Node Type']).filter((t) => t !== 'Index Scan'),
      detail,
    ).toEqual([]);
    expect(
      reads.map((n) => n['Index Name']),
      detail,
    ).toContain('segment_bests_effort_idx');
    // At most the effort's own rows (one per period and level), on the branch that reads by effort.
    const taken = reads.reduce(
      (sum, n) => sum + (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'],
      0,
    );
    expect(taken, detail).toBeLessThanOrEqual(6);
    // And the page is the ten after it.
    expect(plan['Actual Rows']).toBe(10);
  });
});
