import { createFederation, type Federation } from '@fedify/fedify';
import { Note } from '@fedify/vocab';
import type { FastifyInstance } from 'fastify';
import { loadOutgoingNote } from './content';
import { acceptedFollowers } from './followers-repository';
import { listInbox } from './inbox';
import { keyPairsOf } from './keys';
import { DbKvStore } from './kv-store';
import { findActorMember, findFederatedMember } from './members';
import type { DbMessageQueue } from './message-queue';
import { toNote } from './note-vocab';
import { personOf } from './person';

// The one Fedify instance of an app: actors, keys, the notes' own addresses, NodeInfo and the
// inboxes. Its URLs start with PUBLIC_URL whatever Host a request came with.

export type AppFederation = Federation<FastifyInstance>;

export function buildFederation(app: FastifyInstance, queue: DbMessageQueue): AppFederation {
  const origin = app.config.publicUrl;
  const federation = createFederation<FastifyInstance>({
    kv: new DbKvStore(app.db),
    queue,
    manuallyStartQueue: true,
    origin,
    // The SSRF rule: no fetch of a remote actor or document reaches a private or loopback address.
    allowPrivateAddress: app.config.federation.allowPrivateAddresses,
    userAgent: { software: 'FitCircle/0.1' },
  });

  federation
    // A suspended member answers too, as a bare actor marked suspended (person.ts).
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      const member = await findActorMember(ctx.data.db, { username: identifier });
      if (!member || member.username !== identifier) return null;
      return personOf(ctx, member);
    })
    // Any member's keys, federated now or not: a Delete or Reject sent after they turned
    // federation off must still be signed.
    .setKeyPairsDispatcher(async (ctx, identifier) => {
      const { rows } = await ctx.data.db.query<{ id: number }>('select id from users where username = $1', [
        identifier,
      ]);
      return rows[0] ? keyPairsOf(ctx.data.db, rows[0].id) : [];
    });

  federation.setFollowersDispatcher('/users/{identifier}/followers', async (ctx, identifier) => {
    const member = await findFederatedMember(ctx.data.db, identifier);
    if (!member) return null;
    return { items: await acceptedFollowers(ctx.data.db, member.id) };
  });
  // Who a member follows stays theirs: the collections exist (Mastodon asks) but list nobody.
  federation.setFollowingDispatcher('/users/{identifier}/following', async () => ({ items: [] }));
  federation.setOutboxDispatcher('/users/{identifier}/outbox', async () => ({ items: [] }));

  // Each Note has its own address; it answers only while the item is public (content decides).
  federation.setObjectDispatcher(Note, '/federation/notes/{kind}/{id}', async (ctx, { kind, id }) => {
    if (kind !== 'post' && kind !== 'workout' && kind !== 'activity') return null;
    const note = await loadOutgoingNote(ctx.data.db, kind, id, origin);
    if (!note) return null;
    const { rows } = await ctx.data.db.query<{ username: string }>('select username from users where id = $1', [
      note.authorUserId,
    ]);
    const member = rows[0] && (await findFederatedMember(ctx.data.db, rows[0].username));
    return member ? toNote(ctx, note, member.username) : null;
  });

  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async (ctx) => {
    const { rows } = await ctx.data.db.query<{ users: number }>(
      `select count(*) as users from users u left join user_settings s on s.user_id = u.id
       where u.suspended_at is null and coalesce(s.federation_enabled, true)
         and coalesce(s.profile_visibility, 'friends') = 'public'`,
    );
    return {
      software: { name: 'fitcircle', version: '0.1.0' },
      protocols: ['activitypub'],
      // Only a count of the members who are on the fediverse: nothing a member did not publish.
      usage: { users: { total: rows[0].users }, localPosts: 0, localComments: 0 },
      openRegistrations: true,
    };
  });

  listInbox(federation);
  return federation;
}
