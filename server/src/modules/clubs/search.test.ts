import { LIMITS } from '@common/limits';
import type { Challenge } from '@common/schemas/challenges';
import type { Club } from '@common/schemas/clubs';
import { describe, expect, it } from 'vitest';
import { apiAs, idsOf } from '../../test/api-client';
import { buildSignedInUser, uniqueName } from '../../test/factories';
import { addClubMember, buildClub, challengeBody } from '../../test/factories/clubs';
import { block } from '../../test/factories/moderation';
import { useTestApp } from '../../test/test-app';

// The header search's Clubs and Challenges sections (issue 34): private clubs and their challenges
// are found only by their members, blocked members' challenges by nobody on the other side.
const ctx = useTestApp();

async function createChallenge(cookie: string, title: string, clubId: number | null = null): Promise<number> {
  const res = await apiAs(ctx, cookie).post('/api/challenges', challengeBody({ title, clubId }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const searchChallenges = async (cookie: string, query: string) => {
  const res = await apiAs(ctx, cookie).get(`/api/challenges/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Challenge[];
};

describe('finding clubs and challenges', () => {
  it('lists private clubs and their challenges to their members only', async () => {
    const word = uniqueName('Zephyr').replace(/\W/g, '');
    const owner = await buildSignedInUser(ctx.db);
    const member = await buildSignedInUser(ctx.db);
    const outsider = await buildSignedInUser(ctx.db);
    const open = await buildClub(ctx.db, owner.user.id, { name: `${word} open`, joinPolicy: 'open' });
    const closed = await buildClub(ctx.db, owner.user.id, { name: `${word} inner circle`, joinPolicy: 'private' });
    const byRequest = await buildClub(ctx.db, owner.user.id, { name: `${word} by request`, joinPolicy: 'request' });
    await addClubMember(ctx.db, closed, member.user.id);
    const publicOne = await createChallenge(owner.cookie, `${word} public`);
    const openClubs = await createChallenge(owner.cookie, `${word} open club`, open);
    const privateClubs = await createChallenge(owner.cookie, `${word} private club`, closed);
    const requestClubs = await createChallenge(owner.cookie, `${word} request club`, byRequest);

    const clubsFor = async (cookie: string) =>
      idsOf((await apiAs(ctx, cookie).get(`/api/clubs?q=${word.toLowerCase()}`)).json() as Club[]);
    expect(await clubsFor(member.cookie)).toEqual([byRequest, closed, open]);
    expect(await clubsFor(outsider.cookie)).toEqual([byRequest, open]);

    const q = `q=${encodeURIComponent(word.toUpperCase())}`;
    expect(idsOf(await searchChallenges(member.cookie, q))).toEqual([privateClubs, openClubs, publicOne]);
    const forOutsider = await searchChallenges(outsider.cookie, q);
    expect(idsOf(forOutsider)).toEqual([openClubs, publicOne]);
    expect(forOutsider[0]).toMatchObject({
      title: `${word} open club`,
      club: { id: open, name: `${word} open` },
      metric: 'distance',
      joined: false,
      participantCount: 0,
    });
    expect(idsOf(await searchChallenges(owner.cookie, q))).toEqual([requestClubs, privateClubs, openClubs, publicOne]);
  });

  it('leaves out the challenges of a member blocked either way, and pages by id', async () => {
    const word = uniqueName('Quasar').replace(/\W/g, '');
    const viewer = await buildSignedInUser(ctx.db);
    const blocked = await buildSignedInUser(ctx.db);
    const blocker = await buildSignedInUser(ctx.db);
    const maker = await buildSignedInUser(ctx.db);
    await createChallenge(blocked.cookie, `${word} blocked`);
    await createChallenge(blocker.cookie, `${word} blocker`);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createChallenge(maker.cookie, `${word} ${i}`));
    await block(ctx.db, viewer.user.id, blocked.user.id);
    await block(ctx.db, blocker.user.id, viewer.user.id);

    const first = await searchChallenges(viewer.cookie, `q=${word}&limit=2`);
    const rest = await searchChallenges(viewer.cookie, `q=${word}&limit=2&before=${first[1].id}`);
    expect([...idsOf(first), ...idsOf(rest)]).toEqual([...made].reverse());
  });

  it('refuses an empty or too long search, and visitors', async () => {
    const viewer = await buildSignedInUser(ctx.db);
    const api = apiAs(ctx, viewer.cookie);
    expect((await api.get('/api/challenges/search?q=%20')).statusCode).toBe(400);
    // As long as the header search's text, and no longer (clubs and challenges once took 80).
    const max = LIMITS.searchTextMax;
    expect((await api.get(`/api/challenges/search?q=${'x'.repeat(max + 1)}`)).statusCode).toBe(400);
    for (const path of ['/api/challenges/search', '/api/challenges', '/api/clubs']) {
      expect((await api.get(`${path}?q=${'x'.repeat(max)}`)).statusCode, path).toBe(200);
      expect((await api.get(`${path}?q=${'x'.repeat(max + 1)}`)).statusCode, path).toBe(400);
    }
    expect((await apiAs(ctx).get('/api/challenges/search?q=run')).statusCode).toBe(401);
  });
});
