import { describe, expect, it } from 'vitest';
import { readWithGenericPlans } from '../../db/pool';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, follow } from '../../test/factories';
import { buildAdmin } from '../../test/factories/admin';
import { block } from '../../test/factories/moderation';
import { befriend } from '../../test/factories/people';
import { createSegment, offset, uploadWalk, walk } from '../../test/factories/segments';
import { scansOf } from '../../test/plan-reads';
import { useTestApp } from '../../test/test-app';
import type { Viewer } from '../access';
import { type BoardQuery, type BoardRow, boardPage, countAhead, countAheadStatement } from './board-repository';

// A rank counts the visible bests ahead of a mark. For a member's everyone board the strangers are
// counted as every public best less those of the members not seen as strangers (the viewer, their
// friends, the suspended, zone holders, blocks either way), not row by row. Checked here against
// the board itself, read page by page: for every best on the segment, at every level, the count
// must be what the listed board says, for each kind of viewer, scope and period.

const ctx = useTestApp();

const STRAIGHT: [number, number][] = [
  [0, 0],
  [0, 2000],
];
const VISIBILITIES = ['public', 'friends', 'private'] as const;

/** Efforts written straight to the database (the trigger keeps the bests), each its own activity. */
async function effort(
  segment: { id: number; sport: string },
  user: number,
  elapsed: number,
  visibility: string,
  startedAt: Date,
) {
  const key = `rank-count-${user}-${elapsed}-${visibility}-${startedAt.getTime()}`;
  await ctx.db.query(
    `insert into media (key, user_id, kind, content_type, bytes) values ($1, $2, 'activity', 'application/gpx+xml', 1)`,
    [key, user],
  );
  const { rows } = await ctx.db.query<{ id: number }>(
    `insert into activities (user_id, sport, title, visibility, format, file_key, file_name, content_hash,
       started_at, distance_m, elapsed_s, moving_s, has_gps, point_count)
     values ($1, $2, 'Run', $3, 'gpx', $4, 'run.gpx', decode(md5($4), 'hex'), $5, 2000, 900, 900, true, 900)
     returning id`,
    [user, segment.sport, visibility, key, startedAt],
  );
  await ctx.db.query(
    `insert into segment_efforts (segment_id, activity_id, user_id, lap, started_at, elapsed_s, start_m, end_m)
     values ($1, $2, $3, 1, $4, $5, 300, 1300)`,
    [segment.id, rows[0].id, user, startedAt, elapsed],
  );
}

/** A segment from 300 m to 1,300 m of its creator's straight 2 km walk (about 500 s) at `origin`. */
async function segmentAt(origin: { lat: number; lng: number }) {
  const creator = await buildSignedInUser(ctx.db);
  const source = await uploadWalk(ctx.app, creator.cookie, walk(STRAIGHT, { speed: 2, origin }));
  const made = await createSegment(ctx.app, creator.cookie, { activityId: source.id, startM: 300, endM: 1300 });
  const { rows } = await ctx.db.query<{ sport: string }>('select sport from segments where id = $1', [made.id]);
  return { id: made.id, sport: rows[0].sport };
}

/** The whole board as the route lists it, page after page. */
async function wholeBoard(q: BoardQuery): Promise<BoardRow[]> {
  const rows: BoardRow[] = [];
  for (;;) {
    const page = await boardPage(ctx.db, q, 7, rows.at(-1)?.effort_id);
    rows.push(...page);
    if (page.length < 7) return rows;
  }
}

describe('the rank count of a segment board', () => {
  it('is what the listed board says, for every mark, viewer, scope and period', async () => {
    const origin = { lat: 12.5, lng: -60.1 };
    const segment = await segmentAt(origin);

    const viewer = (await buildSignedInUser(ctx.db)).user;
    const admin = await buildAdmin(ctx.db);
    const signedIn = [];
    for (let i = 0; i < 30; i++) signedIn.push(await buildSignedInUser(ctx.db));
    const members = signedIn.map((m) => m.user.id);
    const lastYear = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 5, 1, 7));
    const recently = new Date(Date.now() - 3_600_000);
    // Each member: two to four efforts at mixed visibilities and years; elapsed times interleave
    // across members, and members 20 and 21 tie to the tenth of a second (effort ids break it).
    for (const [i, user] of [viewer.id, ...members].entries()) {
      for (let k = 0; k < 2 + (i % 3); k++) {
        const elapsed = i === 21 ? 400 : 300 + ((i * 37 + k * 53) % 200) + k / 10;
        await effort(segment, user, elapsed, VISIBILITIES[(i + k) % 3], k % 2 === 0 ? recently : lastYear);
      }
    }
    const [m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, , m13, m14, m15] = members;
    for (const friend of [m0, m1, m2, m3, m4, m5]) await befriend(ctx.db, viewer.id, friend);
    for (const followed of [m6, m7, m8]) await follow(ctx.db, viewer.id, followed);
    for (const follower of [m9, m10]) await follow(ctx.db, follower, viewer.id);
    await follow(ctx.db, admin.user.id, m6);
    // Suspended: one stranger, one friend.
    await ctx.db.query('update users set suspended_at = now() where id = any($1)', [[m11, m2]]);
    // A privacy zone around the segment's start: one stranger, one friend, one the viewer follows.
    const start = offset(0, 300, origin);
    for (const holder of [12, 3, 7]) {
      const zone = await apiAs(ctx, signedIn[holder].cookie).post('/api/privacy-zones', {
        label: 'Home',
        ...start,
        radiusM: 200,
      });
      expect(zone.statusCode).toBe(201);
    }
    // Blocks either way, one of them with a member the viewer follows.
    await block(ctx.db, viewer.id, m13);
    await block(ctx.db, m14, viewer.id);
    await block(ctx.db, m8, viewer.id);
    await ctx.db.query('analyze');

    const { rows: marks } = await ctx.db.query<{ elapsed_s: number; effort_id: number }>(
      'select distinct elapsed_s, effort_id from segment_bests where segment_id = $1 order by 1, 2',
      [segment.id],
    );
    expect(marks.length).toBeGreaterThan(60);
    const viewers: Viewer[] = [
      { id: viewer.id, isAdmin: false },
      { id: m15, isAdmin: false },
      { id: admin.user.id, isAdmin: true },
    ];
    let checked = 0;
    for (const who of viewers)
      for (const scope of ['everyone', 'following'] as const)
        for (const period of ['all', 'year'] as const) {
          const q: BoardQuery = { segmentId: segment.id, period, scope, viewer: who };
          const board = await wholeBoard(q);
          if (scope === 'everyone') expect(board.length).toBeGreaterThan(10);
          const counted = await readWithGenericPlans(ctx.db, async (db) => {
            const out: { faster: number; before: number }[] = [];
            for (const m of marks) out.push(await countAhead(db, q, m.elapsed_s, m.effort_id));
            return out;
          });
          const listed = marks.map((m) => ({
            faster: board.filter((r) => r.elapsed_s < m.elapsed_s).length,
            before: board.filter(
              (r) => r.elapsed_s < m.elapsed_s || (r.elapsed_s === m.elapsed_s && r.effort_id < m.effort_id),
            ).length,
          }));
          expect(counted, `${who.isAdmin ? 'admin' : who.id} ${scope} ${period}`).toEqual(listed);
          checked += marks.length;
        }
    expect(checked).toBeGreaterThan(700);
  });

  it('looks up the members, zones and blocks once, not once per best ahead', async () => {
    const origin = { lat: 13.5, lng: -61.1 };
    const segment = await segmentAt(origin);
    const viewer = (await buildSignedInUser(ctx.db)).user;
    await effort(segment, viewer.id, 900, 'public', new Date());
    const admin = (await buildAdmin(ctx.db)).user;
    /** The viewer's rank count, and an admin's at the viewer's time, with their scans. */
    const read = async () => {
      const { rows } = await ctx.db.query<{ elapsed_s: number; effort_id: number }>(
        `select elapsed_s, effort_id from segment_bests where segment_id = $1 and user_id = $2 and period = 0 and level = 'public'`,
        [segment.id, viewer.id],
      );
      const readAs = async (who: Viewer) => {
        const q: BoardQuery = { segmentId: segment.id, period: 'all', scope: 'everyone', viewer: who };
        const statement = countAheadStatement(q, rows[0].elapsed_s, rows[0].effort_id);
        const scans = async (relation: string) => scansOf(ctx.db, statement, relation);
        return {
          scans: [await scans('users'), await scans('segment_zone_holders'), await scans('blocks')],
          ahead: (await ctx.db.query(statement)).rows[0].faster as number,
        };
      };
      return [await readAs({ id: viewer.id, isAdmin: false }), await readAs({ id: admin.id, isAdmin: true })];
    };
    let added = 0;
    const ahead = async (n: number) => {
      const { rows } = await ctx.db.query<{ id: number }>(
        `insert into users (username, email, password_hash, name)
         select 'rc' || $1::int || '_' || g, 'rc' || $1::int || '_' || g || '@example.com', 'x', 'Ahead ' || g
         from generate_series($3::int + 1, $3::int + $2::int) g returning id`,
        [segment.id, n, added],
      );
      added += n;
      for (const [i, r] of rows.entries()) await effort(segment, r.id, 300 + i, 'public', new Date());
    };
    await ahead(3);
    const few = await read();
    await ahead(147);
    const many = await read();
    // The creator's own walk (about 500 s) is ahead of the viewer too.
    expect(few.map((r) => r.ahead)).toEqual([4, 4]);
    expect(many.map((r) => r.ahead)).toEqual([4 + 147, 4 + 147]);
    // Each of the members, their zones and the blocks is read as a set, whatever the number ahead.
    expect(many.map((r) => r.scans)).toEqual(few.map((r) => r.scans));
  });
});
