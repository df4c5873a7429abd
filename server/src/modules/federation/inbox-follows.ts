import { Accept, Follow, Reject, type Undo } from '@fedify/vocab';
import { addFollower, removeFollower } from './followers-repository';
import { acceptedFollowing, removeFollowing } from './following-repository';
import { type Ctx, senderOf } from './inbox-context';
import { findFederatedMember } from './members';

// Follows in the inbox: a remote Follow of a member (accepted at once for a public profile, held
// for one for friends), its Undo, and the Accept or Reject of a member's own Follow.

export async function onFollow(ctx: Ctx, follow: Follow) {
  const target = follow.objectId ? ctx.parseUri(follow.objectId) : null;
  if (target?.type !== 'actor') return;
  const member = await findFederatedMember(ctx.data.db, target.identifier);
  if (!member || !follow.id) return;
  // A blocked account or server gets no answer at all (nothing is delivered to it).
  const actor = await senderOf(ctx, follow, member.id);
  const remote = actor && (await follow.getActor(ctx));
  if (!actor || !remote) return;
  // A public profile is followed at once; a profile for friends holds the request for approval.
  const status = await addFollower(ctx.data.db, {
    userId: member.id,
    actorId: actor.id,
    status: member.visibility === 'public' ? 'accepted' : 'pending',
    followIri: follow.id.href,
  });
  if (status === 'accepted') {
    await ctx.sendActivity({ identifier: member.username }, remote, acceptOf(ctx, member.username, follow));
  }
}

export const acceptOf = (ctx: Pick<Ctx, 'getActorUri'>, username: string, follow: Follow) =>
  new Accept({
    id: new URL(`#accept-${crypto.randomUUID()}`, ctx.getActorUri(username)),
    actor: ctx.getActorUri(username),
    object: follow,
  });

export const rejectOf = (ctx: Pick<Ctx, 'getActorUri'>, username: string, follow: Follow) =>
  new Reject({
    id: new URL(`#reject-${crypto.randomUUID()}`, ctx.getActorUri(username)),
    actor: ctx.getActorUri(username),
    object: follow,
  });

/** An Undo of a Follow of a member; false when the Undo is about something else. */
export async function onUndoFollow(ctx: Ctx, undo: Undo, actorId: number): Promise<boolean> {
  const object = await undo.getObject(ctx);
  if (!(object instanceof Follow)) return false;
  const target = object.objectId ? ctx.parseUri(object.objectId) : null;
  if (target?.type !== 'actor') return true;
  const member = await findFederatedMember(ctx.data.db, target.identifier);
  if (member) await removeFollower(ctx.data.db, member.id, actorId);
  return true;
}

// Only the id of the Follow answered is read (never fetched): it must be one the member sent to
// this very actor, which the queries check.
export async function onAcceptOrReject(ctx: Ctx, answer: Accept | Reject) {
  const actor = await senderOf(ctx, answer);
  const followIri = answer.objectId?.href;
  if (!actor || !followIri) return;
  if (answer instanceof Accept) await acceptedFollowing(ctx.data.db, actor.id, followIri);
  else await removeFollowing(ctx.data.db, actor.id, followIri);
}
