import { GYM_MESSAGES } from '@common/gyms-texts';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildGym } from '../../test/factories/gyms';
import { useTestApp } from '../../test/test-app';

// A gym's name is its card heading, map label and link: one made only of invisible characters
// (trim() keeps a zero-width space) would show as an empty link.
const ctx = useTestApp();

const INVISIBLE = ['\u200b', '\u200b \u200d', '\u2060\u200b', '\u3164'];
const position = { latitude: 40.7306, longitude: -73.9866 };
const gymCount = async () => (await ctx.db.query('select count(*)::int as n from gyms')).rows[0].n;

describe('gym names of only invisible characters', () => {
  it('are refused, created or renamed, with the message on the name', async () => {
    const admin = await buildSignedInUser(ctx.db, { isAdmin: true });
    const api = apiAs(ctx, admin.cookie);
    const gym = await buildGym(ctx.db, { name: 'Harbour Iron', ...position });
    const before = await gymCount();
    for (const name of INVISIBLE) {
      const created = await api.post('/api/gyms', { name, ...position });
      expect(created.statusCode, JSON.stringify(name)).toBe(400);
      expect(created.json()).toMatchObject({
        message: GYM_MESSAGES.nameInvisible,
        errors: { name: GYM_MESSAGES.nameInvisible },
      });
      const renamed = await api.put(`/api/gyms/${gym.id}`, { name, ...position });
      expect(renamed.statusCode, JSON.stringify(name)).toBe(400);
      expect(renamed.json().errors).toEqual({ name: GYM_MESSAGES.nameInvisible });
    }
    expect(await gymCount()).toBe(before);
    expect((await api.get(`/api/gyms/${gym.id}`)).json().name).toBe('Harbour Iron');
    // Visible text beside invisible characters is a name.
    expect((await api.post('/api/gyms', { name: '\u200bHarbour Iron 2', ...position })).statusCode).toBe(201);
  });
});
