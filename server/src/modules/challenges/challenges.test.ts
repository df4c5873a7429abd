import { addDays, utcIsoDate } from '@common/fitness/dates';
import type { ChallengeInput } from '@common/schemas/challenges';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../test/api-client';
import { type CacheInstance, startCacheInstance } from '../../test/cache-instances';
import {
  challengeNoticesAs,
  createChallengeAs,
  joinChallengeAs,
  leaderboardAs,
  standingOf,
} from '../../test/challenge-client';
import { buildSignedInUser } from '../../test/factories';
import { uploadRun } from '../../test/factories/activities';
import { addClubMember, buildClub, challengeBody } from '../../test/factories/clubs';
import { block } from '../../test/factories/moderation';
import { exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { openSocket } from '../../test/realtime-socket';
import { useTestApp } from '../../test/test-app';
import { updateSettings } from '../privacy';
import { sendChallengeNotices } from './notices';

// Challenges (issue 34): creating and joining, what each metric counts, the member's own days,
// what the board's audience may see, and the board heard live on another instance.
vi.setConfig({ testTimeout: 60_000 });
const ctx = useTestApp();

const today = utcIsoDate();
/** A range running now: joining is open. */
const running = { startsOn: addDays(today, -20), endsOn: addDays(today, 10) };
/** Noon UTC, `days` from today (negative: the past). */
const noonUtc = (days: number) => new Date(`${addDays(today, days)}T12:00:00Z`);

let bench: number;
beforeAll(async () => {
  await loadWorkoutLibrary(ctx.db);
  bench = await exerciseIdOf(ctx.db, 'Bench Press');
});

const createChallenge = (cookie: string, body: Partial<ChallengeInput> = {}) =>
  createChallengeAs(ctx, cookie, { ...running, ...body });
const join = (cookie: string, id: number, timeZone?: string) => joinChallengeAs(ctx, cookie, id, timeZone);
const board = (cookie: string, id: number) => leaderboardAs(ctx, cookie, id);

/** A run of `km` at 3 m/s, starting at `start`. */
const run = (cookie: string, start: Date, km: number, visibility = 'public') =>
  uploadRun(ctx.app, cookie, { km, start, fields: { sport: 'run', visibility } });

describe('challenges', () => {
  it('refuses bad input with a clear 4xx and stores nothing; only the creator may change one', async () => {
    const creator = await buildSignedInUser(ctx.db);
    const other = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, creator.cookie);
    const count = async () => (await ctx.db.query('select count(*)::int as n from challenges')).rows[0].n;
    const before = await count();
    const tooLong = await api.post('/api/challenges', challengeBody({ startsOn: '2026-01-01', endsOn: '2027-01-03' }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toMatchObject({ endsOn: 'A challenge can last at most one year' });
    const backwards = await api.post(
      '/api/challenges',
      challengeBody({ startsOn: '2026-03-10', endsOn: '2026-03-01' }),
    );
    expect(backwards.json().errors).toMatchObject({ endsOn: 'The challenge cannot end before it starts' });
    expect((await api.post('/api/challenges', challengeBody({ metric: 'laps' as never }))).statusCode).toBe(400);
    expect((await api.post('/api/challenges', challengeBody({ goal: 'group' }))).json().errors).toMatchObject({
      target: 'A group goal needs a target',
    });
    expect((await api.post('/api/challenges', challengeBody({ timeZone: 'Mars/Olympus' }))).statusCode).toBe(400);
    expect((await apiAs(ctx).post('/api/challenges', challengeBody())).statusCode).toBe(401);
    // A club's challenge is made by its admins only.
    const club = await buildClub(ctx.db, creator.user.id);
    await addClubMember(ctx.db, club, other.user.id);
    const byMember = await apiAs(ctx, other.cookie).post(
      '/api/challenges',
      challengeBody({ ...running, clubId: club }),
    );
    expect(byMember.statusCode).toBe(403);
    expect(await count()).toBe(before);

    const id = await createChallenge(creator.cookie, { title: 'Mine' });
    const edit = await apiAs(ctx, other.cookie).put(`/api/challenges/${id}`, { title: 'Theirs' });
    expect(edit.statusCode).toBe(403);
    expect((await apiAs(ctx, other.cookie).delete(`/api/challenges/${id}`)).statusCode).toBe(403);
    expect((await api.get(`/api/challenges/${id}`)).json().title).toBe('Mine');
  });

  it("a club's challenge is changed by the club's admins: its creator no longer, once not one of them", async () => {
    const owner = await buildSignedInUser(ctx.db);
    const creator = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id);
    await addClubMember(ctx.db, club, creator.user.id, 'admin');
    const id = await createChallenge(creator.cookie, { ...running, clubId: club, title: 'Club kilometres' });
    expect((await apiAs(ctx, creator.cookie).put(`/api/challenges/${id}`, { title: 'Renamed' })).statusCode).toBe(200);
    // Made a member again by the owner: neither renames nor deletes it.
    const demoted = await apiAs(ctx, owner.cookie).put(`/api/clubs/${club}/members/${creator.user.id}`, {
      role: 'member',
    });
    expect(demoted.statusCode, demoted.body).toBe(204);
    const rename = await apiAs(ctx, creator.cookie).put(`/api/challenges/${id}`, { title: 'Mine now' });
    expect(rename.statusCode).toBe(403);
    expect((await apiAs(ctx, creator.cookie).delete(`/api/challenges/${id}`)).statusCode).toBe(403);
    expect((await apiAs(ctx, owner.cookie).get(`/api/challenges/${id}`)).json().title).toBe('Renamed');
    // The club's owner still does.
    expect((await apiAs(ctx, owner.cookie).delete(`/api/challenges/${id}`)).statusCode).toBe(204);
  });

  it('distance: runs in the range count from before the member joined; edits and deletes follow', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const before = await run(a.cookie, noonUtc(-5), 3); // before joining, inside the range
    await run(a.cookie, noonUtc(-40), 5); // before the range: never counts
    const id = await createChallenge(a.cookie, { title: 'Distance' });
    expect((await join(a.cookie, id)).joined).toBe(true);
    await join(b.cookie, id);
    let view = await board(b.cookie, id);
    expect(standingOf(view, a.user.id)).toBeCloseTo(3, 1);
    expect(standingOf(view, b.user.id)).toBe(0);
    expect(view.participantCount).toBe(2);

    const second = await run(b.cookie, noonUtc(-2), 6);
    view = await board(a.cookie, id);
    expect(view.rows.map((r) => [r.rank, r.user.id])).toEqual([
      [1, b.user.id],
      [2, a.user.id],
    ]);
    expect(view.total).toBeCloseTo(9, 1);
    // b's run becomes private: it leaves everyone else's board, and stays in b's own view.
    const edit = await apiAs(ctx, b.cookie).patch(`/api/activities/${second.id}`, { visibility: 'private' });
    expect(edit.statusCode, edit.body).toBe(200);
    view = await board(a.cookie, id);
    expect(standingOf(view, b.user.id)).toBe(0);
    const own = await board(b.cookie, id);
    expect(own.me).toMatchObject({ privateValue: expect.closeTo(6, 1), value: expect.closeTo(6, 1) });
    // a deletes the run that counted: the standing drops.
    expect((await apiAs(ctx, a.cookie).delete(`/api/activities/${before.id}`)).statusCode).toBe(204);
    view = await board(b.cookie, id);
    expect(standingOf(view, a.user.id)).toBe(0);
    expect(view.total).toBe(0);
    await expectStandingsMatchRecount(id);
  });

  it("a day is the member's own: a run at 23:30 local time on the last day counts, 00:30 the next day does not", async () => {
    const member = await buildSignedInUser(ctx.db);
    const id = await createChallenge(member.cookie, { title: 'Time zones' });
    await join(member.cookie, id, 'America/New_York');
    // The range is moved into the past so that both runs are behind us whenever the test runs.
    const last = addDays(today, -3);
    await ctx.db.query('update challenges set starts_on = $2::date - 7, ends_on = $2 where id = $1', [id, last]);
    // 23:30 in New York on the last day is already the next day in UTC.
    const offsetHours = newYorkOffsetHours(new Date(`${last}T12:00:00Z`));
    const lateLocal = new Date(Date.parse(`${last}T23:30:00Z`) + offsetHours * 3_600_000);
    expect(lateLocal.toISOString().slice(0, 10)).toBe(addDays(last, 1));
    await run(member.cookie, lateLocal, 3);
    const afterMidnight = new Date(lateLocal.getTime() + 3_600_000); // 00:30 local, the day after
    await run(member.cookie, afterMidnight, 4);
    const view = await board(member.cookie, id);
    expect(standingOf(view, member.user.id)).toBeCloseTo(3, 1);
  });

  it('weight lifted counts working sets (weight x reps, warm-ups out); sessions count runs and workouts', async () => {
    const lifter = await buildSignedInUser(ctx.db);
    await updateSettings(ctx.db, lifter.user.id, { privacy: { workoutActivity: 'public' } });
    const lifted = await createChallenge(lifter.cookie, {
      title: 'Tonnage',
      metric: 'weight_lifted',
      sport: 'strength',
    });
    const sessions = await createChallenge(lifter.cookie, { title: 'Show up', metric: 'sessions', sport: 'any' });
    const moving = await createChallenge(lifter.cookie, { title: 'Minutes', metric: 'moving_time', sport: 'run' });
    for (const id of [lifted, sessions, moving]) await join(lifter.cookie, id);
    const log = await apiAs(ctx, lifter.cookie).post('/api/workout-logs', {
      date: addDays(today, -1),
      title: 'Push',
      durationMinutes: 45,
      exercises: [
        {
          exerciseId: bench,
          sets: [
            { reps: 10, weightKg: 40, kind: 'warmup' },
            { reps: 10, weightKg: 60 },
            { reps: 8, weightKg: 70 },
          ],
        },
      ],
    });
    expect(log.statusCode, log.body).toBe(201);
    await run(lifter.cookie, noonUtc(-1), 3);
    expect(standingOf(await board(lifter.cookie, lifted), lifter.user.id)).toBe(10 * 60 + 8 * 70);
    expect(standingOf(await board(lifter.cookie, sessions), lifter.user.id)).toBe(2);
    // 3 km at 3 m/s: 1000 s moving; the workout is no run.
    expect(standingOf(await board(lifter.cookie, moving), lifter.user.id)).toBeCloseTo(1000, -1);
    expect((await apiAs(ctx, lifter.cookie).delete(`/api/workout-logs/${log.json().id}`)).statusCode).toBe(204);
    expect(standingOf(await board(lifter.cookie, lifted), lifter.user.id)).toBe(0);
    expect(standingOf(await board(lifter.cookie, sessions), lifter.user.id)).toBe(1);
    for (const id of [lifted, sessions, moving]) await expectStandingsMatchRecount(id);
  });

  it('personal records: a faster 1 km and a heavier set count, a first effort and a slower one do not', async () => {
    const member = await buildSignedInUser(ctx.db);
    await updateSettings(ctx.db, member.user.id, { privacy: { workoutActivity: 'public' } });
    const id = await createChallenge(member.cookie, { title: 'PR month', metric: 'records', sport: 'any' });
    await join(member.cookie, id);
    const runAt = (days: number, speed: number) =>
      uploadRun(ctx.app, member.cookie, {
        start: noonUtc(days),
        stretches: [{ metres: 3000, speed }],
        fields: { sport: 'run', visibility: 'public' },
      });
    const lift = (days: number, weightKg: number) =>
      apiAs(ctx, member.cookie).post('/api/workout-logs', {
        date: addDays(today, days),
        durationMinutes: 30,
        exercises: [{ exerciseId: bench, sets: [{ reps: 5, weightKg }] }],
      });
    await runAt(-6, 3); // the first 1 km: no record
    await runAt(-5, 4); // faster: a record
    await runAt(-4, 3.5); // slower than the best: none
    expect((await lift(-6, 60)).statusCode).toBe(201); // the first bench: no record
    expect((await lift(-5, 70)).statusCode).toBe(201); // heavier: a record
    expect(standingOf(await board(member.cookie, id), member.user.id)).toBe(2);
    await expectStandingsMatchRecount(id);
  });

  it('a group goal sums the members against the target; a blocked member is left out of the viewer board', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const c = await buildSignedInUser(ctx.db);
    const id = await createChallenge(a.cookie, { title: 'Together', goal: 'group', target: 20 });
    for (const m of [a, b, c]) await join(m.cookie, id);
    await run(b.cookie, noonUtc(-1), 4);
    await run(c.cookie, noonUtc(-1), 5);
    let view = await board(a.cookie, id);
    expect(view.total).toBeCloseTo(9, 1);
    expect(view.target).toBe(20);
    await block(ctx.db, a.user.id, c.user.id);
    view = await board(a.cookie, id);
    expect(view.rows.map((r) => r.user.id)).not.toContain(c.user.id);
    expect(view.total).toBeCloseTo(4, 1);
    // The blocked member's own view is theirs: the blocker is left out of it in turn.
    expect((await board(c.cookie, id)).rows.map((r) => r.user.id)).not.toContain(a.user.id);
    // Someone else sees everyone.
    expect((await board(b.cookie, id)).rows.map((r) => r.user.id).sort()).toEqual(
      [a.user.id, b.user.id, c.user.id].sort(),
    );
  });

  it('notifies a member who is overtaken, and one who reaches the target', async () => {
    const a = await buildSignedInUser(ctx.db);
    const b = await buildSignedInUser(ctx.db);
    const id = await createChallenge(a.cookie, { title: 'Five k each', target: 5 });
    await join(a.cookie, id);
    await join(b.cookie, id);
    await run(a.cookie, noonUtc(-2), 3);
    await run(b.cookie, noonUtc(-1), 4); // passes a
    await run(a.cookie, noonUtc(-1), 3); // 6 km: a reaches 5
    await sendChallengeNotices(ctx.app); // whichever instance heard the commit may have sent them already
    const notes = (cookie: string) => challengeNoticesAs(ctx, cookie, id);
    await expect
      .poll(() => notes(a.cookie))
      .toEqual(
        expect.arrayContaining([
          ['challenge_overtaken', b.user.id],
          ['challenge_completed', a.user.id],
        ]),
      );
    // b was passed back by a in turn; b has not reached the target.
    await expect.poll(() => notes(b.cookie)).toEqual([['challenge_overtaken', a.user.id]]);
  });

  it('a club challenge is for its members; a private club hides it', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const stranger = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id, { joinPolicy: 'private' });
    const id = await createChallenge(owner.cookie, { title: 'Members only', clubId: club });
    expect((await apiAs(ctx, stranger.cookie).get(`/api/challenges/${id}`)).statusCode).toBe(404);
    expect((await apiAs(ctx, stranger.cookie).get(`/api/challenges/${id}/leaderboard`)).statusCode).toBe(404);
    expect((await apiAs(ctx, stranger.cookie).post(`/api/challenges/${id}/join`, {})).statusCode).toBe(404);
    const stored = await ctx.db.query('select 1 from challenge_participants where challenge_id = $1 and user_id = $2', [
      id,
      stranger.user.id,
    ]);
    expect(stored.rowCount).toBe(0);
  });

  it('the public list, as search, leaves out challenges by a member blocked either way', async () => {
    const creator = await buildSignedInUser(ctx.db);
    const [blocker, blockedByCreator, bystander] = await Promise.all([1, 2, 3].map(() => buildSignedInUser(ctx.db)));
    const title = `Blocked list ${creator.user.id}`;
    const id = await createChallenge(creator.cookie, { title });
    await block(ctx.db, blocker.user.id, creator.user.id);
    await block(ctx.db, creator.user.id, blockedByCreator.user.id);
    const listed = async (cookie: string) =>
      ((await apiAs(ctx, cookie).get(`/api/challenges?q=${encodeURIComponent(title)}`)).json() as { id: number }[]).map(
        (c) => c.id,
      );
    expect(await listed(blocker.cookie)).toEqual([]);
    expect(await listed(blockedByCreator.cookie)).toEqual([]);
    expect(await listed(bystander.cookie)).toEqual([id]);
  });

  describe('live', () => {
    let other: CacheInstance;
    let otherUrl: string;
    beforeAll(async () => {
      other = await startCacheInstance(ctx);
      otherUrl = await other.app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => {
      await other?.close();
    });

    it('a run saved through one instance updates the board watched on another within 2 seconds', async () => {
      const watcher = await buildSignedInUser(ctx.db);
      const runner = await buildSignedInUser(ctx.db);
      const id = await createChallenge(watcher.cookie, { title: 'Live' });
      await join(watcher.cookie, id);
      await join(runner.cookie, id);
      const socket = await openSocket(otherUrl, watcher.cookie);
      await socket.next('unread');
      socket.send({ type: 'watch_challenge', challengeId: id });
      // The watch is registered once the server has handled it: a no-op save proves nothing, so
      // give the message a moment to arrive before the change.
      await new Promise((r) => setTimeout(r, 300));
      await run(runner.cookie, noonUtc(-1), 2); // through ctx.app, the first instance
      // The save has committed when the upload answers: the board hears of it within 2 s of that.
      const saved = Date.now();
      await socket.next('leaderboard', (e) => e.challengeId === id, 5000);
      expect(Date.now() - saved).toBeLessThan(2000);
      const view = await apiAs({ ...ctx, app: other.app }, watcher.cookie).get(`/api/challenges/${id}/leaderboard`);
      expect(standingOf(view.json(), runner.user.id)).toBeCloseTo(2, 1);
      // Someone who may not see the challenge cannot watch it.
      const club = await buildClub(ctx.db, watcher.user.id, { joinPolicy: 'private' });
      const hidden = await createChallenge(watcher.cookie, { title: 'Hidden', clubId: club });
      const outsider = await buildSignedInUser(ctx.db);
      const spy = await openSocket(otherUrl, outsider.cookie);
      await spy.next('unread');
      spy.send({ type: 'watch_challenge', challengeId: hidden });
      expect(await spy.next('error')).toMatchObject({ code: 'not_found' });
      await Promise.all([socket.close(), spy.close()]);
    });
  });
});

/** Hours New York is behind UTC at an instant (4 in summer, 5 in winter). */
function newYorkOffsetHours(at: Date): number {
  const local = new Date(at.toLocaleString('en-US', { timeZone: 'America/New_York' }));
  const utc = new Date(at.toLocaleString('en-US', { timeZone: 'UTC' }));
  return Math.round((utc.getTime() - local.getTime()) / 3_600_000);
}

/** Each participant's standing equals the sum of their contributions, recomputed from scratch. */
async function expectStandingsMatchRecount(challengeId: number): Promise<void> {
  const { rows } = await ctx.db.query(
    `select p.user_id, p.value, p.private_value,
       coalesce((select sum(value) from challenge_contributions c
                 where c.challenge_id = p.challenge_id and c.user_id = p.user_id and c.counted), 0) as counted,
       coalesce((select sum(value) from challenge_contributions c
                 where c.challenge_id = p.challenge_id and c.user_id = p.user_id and not c.counted), 0) as uncounted
     from challenge_participants p where p.challenge_id = $1`,
    [challengeId],
  );
  for (const r of rows) {
    expect(Number(r.value)).toBeCloseTo(Number(r.counted), 6);
    expect(Number(r.private_value)).toBeCloseTo(Number(r.uncounted), 6);
  }
}
