import type { Club } from '@common/schemas/clubs';
import { describe, expect, it } from 'vitest';
import { apiAs, idsOf } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { uploadRun } from '../../test/factories/activities';
import { addClubMember, buildClub } from '../../test/factories/clubs';
import { buildGym, setHomeGymOf } from '../../test/factories/gyms';
import { useTestApp } from '../../test/test-app';

// Explore's Clubs tab (issue 34, "suggestions by home gym and sport"): GET /api/clubs/suggested
// offers clubs the member may join, those at their home gym first, then those of the sport they
// log most; never a private club, nor one they are already in.
const ctx = useTestApp();

describe('club suggestions', () => {
  it('suggests clubs at the home gym first, then of the sport the member does most', async () => {
    const me = await buildSignedInUser(ctx.db);
    const owner = await buildSignedInUser(ctx.db);
    const [home, elsewhere] = [await buildGym(ctx.db), await buildGym(ctx.db)];
    await setHomeGymOf(ctx.db, me.user.id, home.id);
    const run = await uploadRun(ctx.app, me.cookie);
    await ctx.db.query(`update activities set sport = 'run' where id = $1`, [run.id]);

    const atHome = await buildClub(ctx.db, owner.user.id, { homeGymId: home.id, sport: 'any' });
    const runners = await buildClub(ctx.db, owner.user.id, { homeGymId: elsewhere.id, sport: 'run' });
    await buildClub(ctx.db, owner.user.id, { homeGymId: elsewhere.id, sport: 'ride' });
    await buildClub(ctx.db, owner.user.id, { homeGymId: home.id, joinPolicy: 'private' });
    const mine = await buildClub(ctx.db, owner.user.id, { homeGymId: home.id });
    await addClubMember(ctx.db, mine, me.user.id);

    const res = await apiAs(ctx, me.cookie).get('/api/clubs/suggested');
    expect(res.statusCode, res.body).toBe(200);
    expect(idsOf(res.json() as Club[])).toEqual([atHome, runners]);
  });

  it('suggests nothing to a member with no home gym and no sport yet', async () => {
    const me = await buildSignedInUser(ctx.db);
    const owner = await buildSignedInUser(ctx.db);
    await buildClub(ctx.db, owner.user.id, { sport: 'run' });
    expect((await apiAs(ctx, me.cookie).get('/api/clubs/suggested')).json()).toEqual([]);
  });
});
