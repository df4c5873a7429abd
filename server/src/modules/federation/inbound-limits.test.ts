import { Like } from '@fedify/vocab';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  eventually,
  type FederatedInstance,
  followAcross,
  type Outgoing,
  recordOutgoing,
  startFederatedInstance,
} from '../../test/federation-instances';
import { federationOf } from '.';

// Issue 37, "inbound rate limits per remote server": a server's quota counts only posts whose
// signature checked out, so junk signed "as" a server (from elsewhere) burns nothing of its
// quota; its real deliveries still get in, and are limited once they fill it.

const LIMIT = 3;
let limited: FederatedInstance;
let sender: FederatedInstance;
let sent: Outgoing[];

beforeAll(async () => {
  sent = recordOutgoing();
  [limited, sender] = await Promise.all([startFederatedInstance({}, LIMIT), startFederatedInstance()]);
});
afterAll(async () => {
  await sender?.close();
  await limited?.close();
  vi.restoreAllMocks();
});

const answersFromLimited = () => sent.filter((s) => s.url.startsWith(limited.url) && s.status !== undefined);

describe('inbound limits', () => {
  it('junk signed as a server burns none of its quota; its verified posts fill it', async () => {
    const target = await limited.member({ username: 'busy_target' });
    const fan = await sender.member({ username: 'keen_fan' });
    const actor = `${sender.url}/users/keen_fan`;

    // A forger elsewhere claims to be the sender's server, more times than its quota.
    const forged = () =>
      limited.app.inject({
        method: 'POST',
        url: '/inbox',
        remoteAddress: '203.0.113.9',
        headers: {
          'content-type': 'application/activity+json',
          date: new Date().toUTCString(),
          signature: `keyId="${actor}#main-key",algorithm="rsa-sha256",headers="date",signature="AAAA"`,
        },
        payload: JSON.stringify({
          '@context': 'https://www.w3.org/ns/activitystreams',
          id: `${actor}#forged`,
          type: 'Like',
          actor,
          object: `${limited.url}/x`,
        }),
      });
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) codes.push((await forged()).statusCode);
    expect(codes.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(codes.slice(LIMIT)).toEqual([429, 429]);

    // The real server still gets in: its Follow is verified and taken.
    await followAcross(sender, fan.cookie, limited, 'busy_target');
    const { rows } = await limited.db.query('select 1 from federation_followers where user_id = $1', [target.user.id]);
    expect(rows).toHaveLength(1);
    expect(answersFromLimited().map((s) => s.status)).toEqual([202]);

    // Verified posts count: the one that fills the window is the last taken.
    const ctx = federationOf(sender.app)!.createContext(new URL(sender.url), sender.app);
    const to = {
      id: new URL(`${limited.url}/users/busy_target`),
      inboxId: new URL(`${limited.url}/users/busy_target/inbox`),
    };
    for (let i = 1; i <= LIMIT; i++) {
      const like = new Like({
        id: new URL(`${actor}#like-${i}`),
        actor: new URL(actor),
        object: new URL(`${limited.url}/x/${i}`),
      });
      await ctx.sendActivity({ identifier: 'keen_fan' }, to, like);
      await eventually(
        async () => answersFromLimited(),
        (answers) => answers.length >= i + 1,
      );
    }
    // (Fedify tries the refused one again later: only the first answers are these.)
    expect(
      answersFromLimited()
        .slice(0, LIMIT + 1)
        .map((s) => s.status),
    ).toEqual([202, 202, 202, 429]);
  });
});
