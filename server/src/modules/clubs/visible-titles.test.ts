import { CHALLENGE_MESSAGES } from '@common/challenges-texts';
import { CLUB_MESSAGES } from '@common/clubs-texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildClub, challengeBody } from '../../test/factories/clubs';
import { useTestApp } from '../../test/test-app';

// A club's name, an event's title and a challenge's title are links and headings: one made only
// of invisible characters (trim() keeps a zero-width space) would show as an empty link.
const ctx = useTestApp();

const INVISIBLE = ['\u200b', '\u200b \u200d', '\u2060\u200b', '\u3164'];
const count = async (table: string) => (await ctx.db.query(`select count(*)::int as n from ${table}`)).rows[0].n;

describe('titles of only invisible characters', () => {
  it('a club name is refused, created or renamed, with its message beside the name', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, owner.cookie);
    const club = await buildClub(ctx.db, owner.user.id, { name: 'Harbour Striders' });
    const before = await count('clubs');
    for (const name of INVISIBLE) {
      const created = await api.post('/api/clubs', { name, sport: 'run', joinPolicy: 'open' });
      expect(created.statusCode, JSON.stringify(name)).toBe(400);
      expect(created.json()).toMatchObject({
        message: CLUB_MESSAGES.nameInvisible,
        errors: { name: CLUB_MESSAGES.nameInvisible },
      });
      const renamed = await api.put(`/api/clubs/${club}`, { name, sport: 'run', joinPolicy: 'open' });
      expect(renamed.statusCode).toBe(400);
    }
    expect(await count('clubs')).toBe(before);
    expect((await api.get(`/api/clubs/${club}`)).json().name).toBe('Harbour Striders');
    // Visible text around the invisible characters is a name.
    expect(
      (await api.post('/api/clubs', { name: '\u200bHarbour 2', sport: 'run', joinPolicy: 'open' })).statusCode,
    ).toBe(201);
  });

  it('an event title is refused and no event is stored', async () => {
    const owner = await buildSignedInUser(ctx.db);
    const club = await buildClub(ctx.db, owner.user.id);
    const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    for (const title of INVISIBLE) {
      const res = await apiAs(ctx, owner.cookie).post(`/api/clubs/${club}/events`, { title, startsAt });
      expect(res.statusCode, JSON.stringify(title)).toBe(400);
      expect(res.json().errors).toEqual({ title: CLUB_MESSAGES.eventTitleInvisible });
    }
    expect(await count('club_events')).toBe(0);
  });

  it('a challenge title is refused, created or renamed', async () => {
    const creator = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, creator.cookie);
    const made = await api.post('/api/challenges', challengeBody({ title: 'Spring distance' }));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    const before = await count('challenges');
    for (const title of INVISIBLE) {
      const created = await api.post('/api/challenges', challengeBody({ title }));
      expect(created.statusCode, JSON.stringify(title)).toBe(400);
      expect(created.json().errors).toMatchObject({ title: CHALLENGE_MESSAGES.titleInvisible });
      const renamed = await api.put(`/api/challenges/${id}`, { title });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().errors).toEqual({ title: CHALLENGE_MESSAGES.titleInvisible });
    }
    expect(await count('challenges')).toBe(before);
    expect((await api.get(`/api/challenges/${id}`)).json().title).toBe('Spring distance');
  });
});
