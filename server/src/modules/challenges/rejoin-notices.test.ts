import { addDays, utcIsoDate } from '@common/fitness/dates';
import { describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../test/api-client';
import { challengeNoticesAs, createChallengeAs, joinChallengeAs } from '../../test/challenge-client';
import { buildSignedInUser } from '../../test/factories';
import { uploadRun } from '../../test/factories/activities';
import { useTestApp } from '../../test/test-app';
import { sendChallengeNotices } from './notices';

// Leaving a challenge and joining it again counts the member's items from nothing: the rise must
// not tell rivals again that they were overtaken, nor the member again that they reached the goal.
vi.setConfig({ testTimeout: 60_000 });
const ctx = useTestApp();

const today = utcIsoDate();
const noonUtc = (days: number) => new Date(`${addDays(today, days)}T12:00:00Z`);

describe('rejoining a challenge', () => {
  it('repeats none of the notices already sent, and still sends those never sent', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => buildSignedInUser(ctx.db)));
    const id = await createChallengeAs(ctx, a.cookie, {
      title: 'Five k each',
      target: 5,
      startsOn: addDays(today, -20),
      endsOn: addDays(today, 10),
    });
    const run = (cookie: string, days: number, km: number) =>
      uploadRun(ctx.app, cookie, { km, start: noonUtc(days), fields: { sport: 'run', visibility: 'public' } });
    const notes = (cookie: string) => challengeNoticesAs(ctx, cookie, id);

    await joinChallengeAs(ctx, a.cookie, id);
    await joinChallengeAs(ctx, b.cookie, id);
    await run(b.cookie, -3, 2);
    await run(a.cookie, -2, 6); // passes b, reaches 5
    await sendChallengeNotices(ctx.app);
    await expect.poll(() => notes(b.cookie)).toEqual([['challenge_overtaken', a.user.id]]);
    await expect.poll(() => notes(a.cookie)).toEqual([['challenge_completed', a.user.id]]);
    // Read: an unread notice would hide a repeat (the same news unread is not stored twice).
    for (const m of [a, b])
      expect((await apiAs(ctx, m.cookie).post('/api/notifications/read', {})).statusCode).toBe(200);

    expect((await apiAs(ctx, a.cookie).delete(`/api/challenges/${id}/membership`)).statusCode).toBe(204);
    // c joins while a is away: a's return passes c for the first time.
    await joinChallengeAs(ctx, c.cookie, id);
    await run(c.cookie, -1, 1); // below b: c passes no one
    await joinChallengeAs(ctx, a.cookie, id);
    await sendChallengeNotices(ctx.app);
    await expect.poll(() => notes(c.cookie)).toEqual([['challenge_overtaken', a.user.id]]);
    // Whichever call claimed the rejoin's notices has sent them all by the time c's is stored, but
    // give a slower sender a moment before counting what b and a were told.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await sendChallengeNotices(ctx.app);
    expect(await notes(b.cookie)).toEqual([['challenge_overtaken', a.user.id]]);
    expect(await notes(a.cookie)).toEqual([['challenge_completed', a.user.id]]);
    // The goal stays reached on the board's row all the same.
    const { rows } = await ctx.db.query(
      'select completed_at from challenge_participants where challenge_id = $1 and user_id = $2',
      [id, a.user.id],
    );
    expect(rows[0].completed_at).not.toBeNull();
  });
});
