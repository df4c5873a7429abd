import { addDays, utcIsoDate } from '@common/fitness/dates';
import type { Leaderboard } from '@common/schemas/challenges';
import { describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { uploadRun } from '../../test/factories/activities';
import { challengeBody } from '../../test/factories/clubs';
import { useTestApp } from '../../test/test-app';

// The board's first page and the pages after a cursor are separate statements (one per page
// size, docs/decisions/0033): a later page's ranks come from the histogram, and must agree with
// the first page's ranks of the same rows.
vi.setConfig({ testTimeout: 60_000 });
const ctx = useTestApp();
const today = utcIsoDate();

describe('leaderboard pages', () => {
  it('pages after a cursor continue the order and the ranks of the first page', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => buildSignedInUser(ctx.db)));
    const created = await apiAs(ctx, members[0].cookie).post(
      '/api/challenges',
      challengeBody({ startsOn: addDays(today, -5), endsOn: addDays(today, 5) }),
    );
    const id = created.json().id as number;
    for (const [i, m] of members.entries()) {
      expect((await apiAs(ctx, m.cookie).post(`/api/challenges/${id}/join`, {})).statusCode).toBe(200);
      // 8, 8, 6 and 4 km: the first two tie at the top.
      await uploadRun(ctx.app, m.cookie, {
        km: [8, 8, 6, 4][i],
        start: new Date(`${addDays(today, -1)}T12:00:00Z`),
        fields: { sport: 'run', visibility: 'public' },
      });
    }
    const read = async (query: string): Promise<Leaderboard> => {
      const res = await apiAs(ctx, members[3].cookie).get(`/api/challenges/${id}/leaderboard${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const whole = await read('?limit=4');
    expect(whole.rows.map((r) => r.rank)).toEqual([1, 1, 3, 4]);
    const seen: [number, number][] = [];
    let page = await read('?limit=1');
    for (;;) {
      seen.push(...page.rows.map((r) => [r.rank, r.user.id] as [number, number]));
      const last = page.rows.at(-1);
      if (!last) break;
      page = await read(`?limit=1&after=${last.value},${last.user.id}`);
    }
    expect(seen).toEqual(whole.rows.map((r) => [r.rank, r.user.id]));
    expect(whole.me).toMatchObject({ rank: 4, user: { id: members[3].user.id } });
  });
});
