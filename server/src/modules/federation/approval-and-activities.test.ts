import { describe, expect, it } from 'vitest';
import { uploadRun } from '../../test/factories/activities';
import { eventually, useFederatedPair } from '../../test/federation-instances';

// Issue 37: a profile for friends holds remote follows for approval (Accept only once approved);
// a public activity goes out as a Note with its route picture as an Image with alt text, a
// private one never leaves, and making a sent one private sends Delete.

const pair = useFederatedPair();

const followState = (cookie: string, handle: string) =>
  pair.b.call('GET', `/api/federation/lookup?handle=${handle}`, cookie).then((r) => r.json().account);

describe('follow approval and activities', () => {
  it('holds a follow of a profile for friends until the member approves it', async () => {
    const { a, b } = pair;
    const carol = await a.member({ username: 'carol_swims', visibility: 'friends' });
    const bob = await b.member({ username: 'bob_rides' });
    const handle = `@carol_swims@${a.host}`;
    const account = await followState(bob.cookie, handle);
    await b.call('POST', `/api/federation/accounts/${account.id}/follow`, bob.cookie);
    const held = await eventually(
      () => a.call('GET', '/api/federation/followers', carol.cookie).then((r) => r.json().items),
      (items) => items.length === 1,
    );
    expect(held[0]).toMatchObject({ handle: `@bob_rides@${b.host}`, status: 'pending' });
    expect((await followState(bob.cookie, handle)).following).toBe('pending');

    const approve = await a.call('POST', `/api/federation/followers/${held[0].id}/approve`, carol.cookie);
    expect(approve.statusCode).toBe(204);
    await eventually(
      () => followState(bob.cookie, handle),
      (acc) => acc.following === 'accepted',
    );
    // Someone else's follower is not theirs to approve.
    const other = await a.member();
    expect((await a.call('POST', `/api/federation/followers/${held[0].id}/approve`, other.cookie)).statusCode).toBe(
      404,
    );
  });

  it('sends a public activity with its route picture, never a private one, and Delete when made private', async () => {
    const { a, b, sent } = pair;
    const dana = await a.member({ username: 'dana_trails' });
    const eve = await b.member({ username: 'eve_reads' });
    const account = await followState(eve.cookie, `@dana_trails@${a.host}`);
    await b.call('POST', `/api/federation/accounts/${account.id}/follow`, eve.cookie);
    await eventually(
      () => followState(eve.cookie, `@dana_trails@${a.host}`),
      (acc) => acc.following === 'accepted',
    );

    await uploadRun(a.app, dana.cookie, { km: 2, fields: { visibility: 'private', title: 'Secret loop SECRET-RUN' } });
    const run = await uploadRun(a.app, dana.cookie, { km: 5, fields: { visibility: 'public', title: 'Harbour 5k' } });
    const create = await eventually(
      async () => sent.find((s) => s.url.startsWith(b.url) && s.body.includes('Harbour 5k')),
      (found) => found !== undefined,
    );
    const note = JSON.parse(create!.body).object;
    expect(note.type).toBe('Note');
    expect([note.attachment].flat()).toEqual([
      expect.objectContaining({ type: 'Image', mediaType: 'image/png', name: expect.any(String) }),
    ]);
    expect(sent.some((s) => s.body.includes('SECRET-RUN'))).toBe(false);

    // Dana's picture (here: the public route picture) reaches Eve's browser through B, never directly.
    await a.db.query('update users set profile_image_url = $2 where id = $1', [
      dana.user.id,
      `/federation/route-pictures/${run.id}.png`,
    ]);
    await b.db.query('delete from federation_kv'); // B's cached copy of Dana's actor
    const refreshed = await followState(eve.cookie, `@dana_trails@${a.host}`);
    expect(refreshed.avatarUrl).toBe(`/api/federation/accounts/${refreshed.id}/avatar`);
    const avatar = await b.call('GET', refreshed.avatarUrl, eve.cookie);
    expect([avatar.statusCode, avatar.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await b.call('GET', refreshed.avatarUrl)).statusCode).toBe(401);

    const patched = await a.call('PATCH', `/api/activities/${run.id}`, dana.cookie, { visibility: 'private' });
    expect(patched.statusCode).toBe(200);
    const del = await eventually(
      async () => sent.filter((s) => s.url.startsWith(b.url) && JSON.parse(s.body).type === 'Delete'),
      (found) => found.length > 0,
    );
    expect(JSON.parse(del[0].body).object.id).toBe(note.id);
  });
});
