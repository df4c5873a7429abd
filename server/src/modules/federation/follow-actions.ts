import { Follow, Undo } from '@fedify/vocab';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../lib/http-errors';
import { findActorById, isRefused, type RemoteActorRow } from './actors-repository';
import type { AppFederation } from './federation';
import { approveFollower, removeFollower } from './followers-repository';
import { addFollowing, deleteFollowing, findFollowing } from './following-repository';
import { acceptOf, rejectOf } from './inbox-follows';
import { findFederatedMember } from './members';

// A member following remote accounts, and answering the remote accounts that follow them. Each
// activity is queued (the durable queue), so the member's request never waits for the remote server.

interface Member {
  userId: number;
  username: string;
}

const recipientOf = (a: RemoteActorRow) => ({
  id: new URL(a.iri),
  inboxId: new URL(a.inbox_url),
  endpoints: a.shared_inbox_url ? { sharedInbox: new URL(a.shared_inbox_url) } : null,
});

const contextOf = (app: FastifyInstance, federation: AppFederation) =>
  federation.createContext(new URL(app.config.publicUrl), app);

export async function followRemote(app: FastifyInstance, federation: AppFederation, m: Member, actorId: number) {
  const actor = await findActorById(app.db, actorId);
  if (!actor || (await isRefused(app.db, actor, m.userId))) throw forbidden();
  // The remote server checks our signature against the member's actor: it must exist.
  if (!(await findFederatedMember(app.db, m.username))) {
    throw forbidden('Turn on federation (and a profile that is not private) to follow people on other servers');
  }
  if (await findFollowing(app.db, m.userId, actorId)) return;
  const ctx = contextOf(app, federation);
  const me = ctx.getActorUri(m.username);
  const follow = new Follow({
    id: new URL(`#follow-${crypto.randomUUID()}`, me),
    actor: me,
    object: new URL(actor.iri),
  });
  await addFollowing(app.db, m.userId, actorId, follow.id!.href);
  await ctx.sendActivity({ identifier: m.username }, recipientOf(actor), follow);
}

export async function unfollowRemote(app: FastifyInstance, federation: AppFederation, m: Member, actorId: number) {
  const actor = await findActorById(app.db, actorId);
  const following = await findFollowing(app.db, m.userId, actorId);
  if (!actor || !following) return;
  await deleteFollowing(app.db, m.userId, actorId);
  const ctx = contextOf(app, federation);
  const me = ctx.getActorUri(m.username);
  const follow = new Follow({ id: new URL(following.follow_iri), actor: me, object: new URL(actor.iri) });
  await ctx.sendActivity(
    { identifier: m.username },
    recipientOf(actor),
    new Undo({ id: new URL(`#undo-${crypto.randomUUID()}`, me), actor: me, object: follow }),
  );
}

/** A held follow request accepted: stored, and the remote server told with an Accept. */
export async function approveRemoteFollower(
  app: FastifyInstance,
  federation: AppFederation,
  user: { id: number; username: string },
  actorId: number,
): Promise<boolean> {
  const actor = await findActorById(app.db, actorId);
  const row = actor ? await approveFollower(app.db, user.id, actorId) : undefined;
  if (!actor || !row) return false;
  if (row.follow_iri) {
    const ctx = contextOf(app, federation);
    const follow = new Follow({
      id: new URL(row.follow_iri),
      actor: new URL(actor.iri),
      object: ctx.getActorUri(user.username),
    });
    await ctx.sendActivity({ identifier: user.username }, recipientOf(actor), acceptOf(ctx, user.username, follow));
  }
  return true;
}

/** A follower removed or a request refused: the remote server is told with a Reject. */
export async function refuseRemoteFollower(
  app: FastifyInstance,
  federation: AppFederation | null,
  m: Member,
  actorId: number,
): Promise<boolean> {
  const actor = await findActorById(app.db, actorId);
  const { rows } = await app.db.query<{ follow_iri: string | null }>(
    'select follow_iri from federation_followers where user_id = $1 and actor_id = $2',
    [m.userId, actorId],
  );
  if (!actor || !rows[0] || !(await removeFollower(app.db, m.userId, actorId))) return false;
  if (federation && rows[0].follow_iri) {
    const ctx = contextOf(app, federation);
    const follow = new Follow({
      id: new URL(rows[0].follow_iri),
      actor: new URL(actor.iri),
      object: ctx.getActorUri(m.username),
    });
    await ctx.sendActivity({ identifier: m.username }, recipientOf(actor), rejectOf(ctx, m.username, follow));
  }
  return true;
}
