import { PEOPLE_MESSAGES } from '@common/people-texts';
import type { PersonCard } from '@common/schemas/people';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser, buildUser, follow, uniqueName } from '../../test/factories';
import { buildPrivacyCast, setPrivacy } from '../../test/factories/people';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const search = async (cookie: string, q: string): Promise<PersonCard[]> => {
  const res = await apiAs(ctx, cookie).get(`/api/search/users?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/search/users', () => {
  it('matches name and username case-insensitively, prefix matches first, then word starts, then inside', async () => {
    const tag = uniqueName('t').replace(/_/g, '');
    const { cookie } = await buildSignedInUser(ctx.db);
    const inside = await buildUser(ctx.db, { username: `zz${tag}marko`, firstName: 'Zed', lastName: 'Z' });
    const wordStart = await buildUser(ctx.db, { username: `yy${tag}`, firstName: 'Ana', lastName: `Markov${tag}` });
    const prefix = await buildUser(ctx.db, { username: `marko${tag}`, firstName: 'Bob', lastName: 'B' });
    const exact = await buildUser(ctx.db, { username: `Marko${tag}x`, firstName: 'Cy', lastName: 'C' });
    const results = await search(cookie, `MARKO${tag}X`);
    expect(results.map((r) => r.id)).toEqual([exact.id]);

    const all = await search(cookie, 'marko');
    const ids = all.map((r) => r.id);
    expect(ids.indexOf(prefix.id)).toBeLessThan(ids.indexOf(wordStart.id));
    expect(ids.indexOf(exact.id)).toBeLessThan(ids.indexOf(wordStart.id));
    expect(ids.indexOf(wordStart.id)).toBeLessThan(ids.indexOf(inside.id));
  });

  it('ignores accents in names both ways, and ranks a folded prefix as a prefix', async () => {
    const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
    const { cookie } = await buildSignedInUser(ctx.db);
    const jose = await buildUser(ctx.db, { firstName: `José${tag}`, lastName: 'Müller' });
    const plain = await buildUser(ctx.db, { firstName: `Jose${tag}`, lastName: 'Muller' });
    const later = await buildUser(ctx.db, { firstName: 'Ana', lastName: `Ołowska Zoë${tag}` });
    const found = async (q: string) => (await search(cookie, q)).map((r) => r.id).sort();
    const bothJoses = [jose.id, plain.id].sort();
    expect(await found(`jose${tag} muller`)).toEqual(bothJoses);
    expect(await found(`JOSÉ${tag} MÜLLER`)).toEqual(bothJoses);
    expect(await found(`zoe${tag}`)).toEqual([later.id]);
    expect(await found(`olowska zoe${tag}`)).toEqual([later.id]);
    // "jose…" starts José's name: the prefix rank, before a match inside another name.
    const inside = await buildUser(ctx.db, { firstName: 'Ed', lastName: `Ojose${tag}` });
    const ranked = (await search(cookie, `jose${tag}`)).map((r) => r.id);
    expect(ranked.slice(0, 2).sort()).toEqual(bothJoses);
    expect(ranked[2]).toBe(inside.id);
  });

  it('a text of one or two letters finds names and usernames that start with it, or a later word that does', async () => {
    // Letters no seeded or other test's member starts a word with, so the lists are this test's.
    const { cookie } = await buildSignedInUser(ctx.db);
    const tag = uniqueName('q').replace(/_/g, '');
    const username = await buildUser(ctx.db, { username: `xq${tag}`, firstName: 'Ed', lastName: 'E' });
    const name = await buildUser(ctx.db, { firstName: `Xqa${tag}`, lastName: 'F' });
    const laterWord = await buildUser(ctx.db, { firstName: 'Ann', lastName: `Xqb${tag}` });
    const inside = await buildUser(ctx.db, { firstName: `Maxq${tag}`, lastName: 'G' });
    const ids = async (q: string) => (await search(cookie, q)).map((r) => r.id);
    // Ranked as any search: the username's and the name's starts, then the later word.
    const two = await ids('XQ');
    expect(two.slice(0, 2).sort()).toEqual([username.id, name.id].sort());
    expect(two.slice(2)).toEqual([laterWord.id]);
    expect(two).not.toContain(inside.id);
    expect(await ids('x')).toEqual(expect.arrayContaining([username.id, name.id, laterWord.id]));
    expect(await ids('x')).not.toContain(inside.id);
    // From three letters on, a match inside a name counts again.
    expect(await ids(`axq${tag}`)).toEqual([inside.id]);
  });

  it('pages through every match with `before`, in the ranking’s order, none twice and none left out', async () => {
    const tag = uniqueName('p').replace(/_/g, '');
    const { cookie } = await buildSignedInUser(ctx.db);
    // 25 matches over three ranks: the exact username, prefixes, and matches inside the name.
    const made = [await buildUser(ctx.db, { username: tag, firstName: 'Zoe', lastName: 'Exact' })];
    for (let i = 0; i < 12; i++)
      made.push(await buildUser(ctx.db, { username: `${tag}${i}`, firstName: 'Ann', lastName: `N${i % 3}` }));
    for (let i = 0; i < 12; i++)
      made.push(await buildUser(ctx.db, { username: `x${i}${tag}`, firstName: 'Bo', lastName: 'Same' }));
    const all = await search(cookie, tag);
    expect(all).toHaveLength(20);
    const seen = [...all];
    for (let before = all.at(-1)!.id; ; ) {
      const res = await apiAs(ctx, cookie).get(`/api/search/users?q=${tag}&limit=10&before=${before}`);
      const page = res.json() as PersonCard[];
      seen.push(...page);
      if (page.length < 10) break;
      before = page.at(-1)!.id;
    }
    expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
    expect(seen.map((p) => p.id).sort((a, b) => a - b)).toEqual(made.map((u) => u.id).sort((a, b) => a - b));
    // The first page's order goes on: one page of 25 is the same list.
    const one = await apiAs(ctx, cookie).get(`/api/search/users?q=${tag}&limit=25`);
    expect((one.json() as PersonCard[]).map((p) => p.id)).toEqual(seen.map((p) => p.id));
  });

  it('answers 400 naming `before` when that member deleted their account, not an empty page', async () => {
    const tag = uniqueName('g').replace(/_/g, '');
    const { cookie } = await buildSignedInUser(ctx.db);
    for (let i = 0; i < 5; i++) await buildUser(ctx.db, { username: `${tag}${i}`, firstName: 'Gus', lastName: 'G' });
    const page = (before: number) => apiAs(ctx, cookie).get(`/api/search/users?q=${tag}&limit=2&before=${before}`);
    const first = await search(cookie, tag);
    expect(first).toHaveLength(5);
    // The last member shown leaves between two pages: three members still come after them.
    const gone = first[1].id;
    await ctx.db.query('delete from users where id = $1', [gone]);
    const res = await page(gone);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: PEOPLE_MESSAGES.searchBeforeGone,
      errors: { before: PEOPLE_MESSAGES.searchBeforeGone },
    });
    // Searched again, the list goes on to its real end, which is still an empty page.
    const again = await search(cookie, tag);
    expect(again.map((p) => p.id)).toEqual(first.map((p) => p.id).filter((id) => id !== gone));
    const last = await page(again.at(-1)!.id);
    expect([last.statusCode, last.json()]).toEqual([200, []]);
  });

  it('answers [] for a blank query, and carries isFollowing and only the public card', async () => {
    const { user, cookie } = await buildSignedInUser(ctx.db);
    expect(await search(cookie, '')).toEqual([]);
    expect(await search(cookie, '   ')).toEqual([]);
    const name = uniqueName('findme');
    const target = await buildUser(ctx.db, { username: name, bio: 'secret bio', heightCm: 180 });
    await follow(ctx.db, user.id, target.id);
    const [hit] = await search(cookie, name);
    expect(hit).toEqual({
      id: target.id,
      username: name,
      name: target.name,
      profileImageUrl: null,
      profilePicture: null,
      isTrainer: false,
      isFollowing: true,
      bio: null,
    });
  });

  it('leaves out the searcher and suspended members', async () => {
    const name = uniqueName('selfsearch');
    const { cookie } = await buildSignedInUser(ctx.db, { username: name });
    const hidden = await buildUser(ctx.db, { username: `${name}_2` });
    await ctx.db.query('update users set suspended_at = now() where id = $1', [hidden.id]);
    expect(await search(cookie, name)).toEqual([]);
  });

  it('treats %, _ and \\ as plain characters', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    await buildUser(ctx.db, { username: uniqueName('under_score') });
    expect(await search(cookie, '%')).toEqual([]);
    const underscored = await search(cookie, 'under_score');
    expect(underscored.length).toBe(1);
    expect(await search(cookie, 'under%score')).toEqual([]);
    expect(await search(cookie, '\\')).toEqual([]);
  });

  it('treats full-width ％, ＿ and ＼ as plain characters too, though folding makes them %, _ and \\', async () => {
    // unaccent folds these to the ASCII LIKE characters: folded after escaping, they were wildcards.
    const tag = uniqueName('w').replace(/_/g, '');
    const { cookie } = await buildSignedInUser(ctx.db);
    const member = await buildUser(ctx.db, { firstName: `Ab${tag}`, lastName: 'W' });
    expect((await search(cookie, `ab${tag}`)).map((r) => r.id)).toEqual([member.id]);
    expect(await search(cookie, '％％％')).toEqual([]);
    expect(await search(cookie, '％')).toEqual([]);
    expect(await search(cookie, `a＿${tag}`)).toEqual([]);
    expect(await search(cookie, `a＼b${tag}`)).toEqual([]);
  });

  it('shows a bio only when the profile visibility lets the searcher see details (D5)', async () => {
    const name = uniqueName('biocheck');
    const { owner, friend, stranger, admin } = await buildPrivacyCast(ctx.db, { username: name, bio: 'Hello there' });
    expect((await search(stranger.cookie, name))[0].bio).toBeNull();
    expect((await search(friend.cookie, name))[0].bio).toBe('Hello there');
    expect((await search(admin.cookie, name))[0].bio).toBe('Hello there');
    await setPrivacy(ctx.db, owner.user.id, { profileVisibility: 'public' });
    expect((await search(stranger.cookie, name))[0].bio).toBe('Hello there');
    await setPrivacy(ctx.db, owner.user.id, { profileVisibility: 'private' });
    expect((await search(friend.cookie, name))[0]).toMatchObject({ bio: null, username: name });
  });

  it('validates its parameters and answers 401 to visitors', async () => {
    const { cookie } = await buildSignedInUser(ctx.db);
    const long = await apiAs(ctx, cookie).get(`/api/search/users?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect((await apiAs(ctx, cookie).get('/api/search/users?q=a&limit=0')).statusCode).toBe(400);
    expect((await apiAs(ctx).get('/api/search/users?q=a')).statusCode).toBe(401);
  });
});
