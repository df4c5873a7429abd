import { Endpoints, Person } from '@fedify/vocab';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { upsertActor } from './actors-repository';

// Issue 37, point 6: a remote account is where our members' signed activities get POSTed (its
// inbox, or its server's shared inbox), and both addresses come from its own document. Without
// FEDERATION_ALLOW_PRIVATE_ADDRESSES an account whose inboxes are not public addresses is never
// stored, so nothing is ever delivered into this server's own network.

const ctx = useTestApp();

// A public address written as an IP, so no DNS is asked.
const PUBLIC = 'https://93.184.215.14';

const person = (name: string, inbox: string, sharedInbox?: string) =>
  new Person({
    id: new URL(`${PUBLIC}/users/${name}`),
    preferredUsername: name,
    inbox: new URL(inbox),
    endpoints: sharedInbox ? new Endpoints({ sharedInbox: new URL(sharedInbox) }) : null,
  });

const stored = (name: string) =>
  ctx.db
    .query<{ inbox_url: string }>('select inbox_url from federation_actors where iri = $1', [`${PUBLIC}/users/${name}`])
    .then((r) => r.rows);

describe('upsertActor', () => {
  it('stores an account whose inboxes are public addresses', async () => {
    const row = await upsertActor(ctx.db, person('pub_ok', `${PUBLIC}/users/pub_ok/inbox`, `${PUBLIC}/inbox`), false);
    expect(row).toMatchObject({ inbox_url: `${PUBLIC}/users/pub_ok/inbox`, shared_inbox_url: `${PUBLIC}/inbox` });
  });

  it('refuses an account whose inbox or shared inbox is a loopback, private or link-local address', async () => {
    const cases = [
      person('to_loopback', 'http://127.0.0.1:6379/'),
      person('to_localhost', 'http://localhost:5432/inbox'),
      person('to_private', 'https://10.0.0.5/inbox'),
      person('to_metadata', `${PUBLIC}/users/to_metadata/inbox`, 'http://169.254.169.254/latest/meta-data'),
      person('to_v6_loopback', 'http://[::1]:8080/inbox'),
    ];
    for (const actor of cases) {
      expect(await upsertActor(ctx.db, actor, false)).toBeNull();
      expect(await stored(actor.preferredUsername!.toString())).toEqual([]);
    }
  });

  it('keeps the copy it had when a later document moves the inbox to a private address', async () => {
    await upsertActor(ctx.db, person('moved_in', `${PUBLIC}/users/moved_in/inbox`), false);
    expect(await upsertActor(ctx.db, person('moved_in', 'http://192.168.1.1/admin'), false)).toBeNull();
    expect(await stored('moved_in')).toEqual([{ inbox_url: `${PUBLIC}/users/moved_in/inbox` }]);
  });

  it('takes loopback inboxes with FEDERATION_ALLOW_PRIVATE_ADDRESSES (the tests on one machine)', async () => {
    expect(await upsertActor(ctx.db, person('on_loopback', 'http://127.0.0.1:4000/inbox'), true)).toMatchObject({
      inbox_url: 'http://127.0.0.1:4000/inbox',
    });
  });
});
